import { isControl, type Operation } from '../../shared/contract.js';
import type { Advisory, CaseResult } from '../types.js';
import { runAdvisoryChecks } from './advisories.js';
import { runCalendarChecks } from './calendar.js';
import type { BehaviourContext } from './call.js';
import { checkComputed } from './computed.js';
import { runDefaultChecks } from './defaults.js';
import { runUnguessableChecks } from './unguessable.js';

export { operationTimings } from './timings.js';
export type { BehaviourContext } from './call.js';

/**
 * The behaviour checks, after the cases, list checks and read-backs (whose answers they read): documented
 * defaults, calendar edges, unguessable shared ids, security advisories, and the numbers shared rules compute, recomputed in
 * every answer. Boundary cases are planned with the other cases (plan.ts).
 */
export async function runBehaviourChecks(
  ops: Operation[],
  earlier: CaseResult[],
  ctx: BehaviourContext,
): Promise<{ cases: CaseResult[]; advisories: Advisory[]; warnings: string[] }> {
  const product = ops.filter((op) => !isControl(op));
  const defaults = await runDefaultChecks(product, ctx);
  const calendar = await runCalendarChecks(product, ctx);
  const unguessable = await runUnguessableChecks(product, ctx);
  const advisories = await runAdvisoryChecks(product, [...earlier, ...defaults, ...unguessable.cases], ctx);
  const cases = [...defaults, ...calendar, ...unguessable.cases, ...advisories.cases];
  checkComputed(ctx.contract, [...earlier, ...cases]);
  return { cases, advisories: [...unguessable.advisories, ...advisories.advisories], warnings: advisories.warnings };
}
