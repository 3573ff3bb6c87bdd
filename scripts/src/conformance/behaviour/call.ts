import type { Contract, Operation } from '../../shared/contract.js';
import { send } from '../../shared/conventions.js';
import { checkCase } from '../check.js';
import type { ExecuteContext } from '../execute.js';
import { responseMedia, timeBudgetMs } from '../extensions.js';
import type { CaseResult, PlannedCase } from '../types.js';

export type BehaviourContext = ExecuteContext & { contract: Contract; timeBudgetOverride?: number | undefined };

/** One request of a behaviour check, checked against the contract like every case (status, schema, time). */
export async function callCase(
  op: Operation,
  body: unknown,
  title: string,
  ctx: BehaviourContext,
  expectStatus: PlannedCase['expectStatus'] = [200],
): Promise<CaseResult> {
  const media = responseMedia(ctx.contract, op);
  const planned: PlannedCase = {
    op,
    kind: 'positive',
    title,
    plan: { body },
    expectStatus,
    ...(media ? { responseMedia: media } : {}),
    timeBudgetMs: timeBudgetMs(ctx.contract, op, ctx.timeBudgetOverride),
  };
  const { request, response } = await send(ctx.baseUrl, op, planned.plan, ctx.session, {
    namespace: ctx.namespace,
    timeoutMs: ctx.timeoutMs,
  });
  const { status, mismatches } = checkCase(planned, response, ctx.validator);
  return {
    operationId: op.operationId,
    kind: 'positive',
    title,
    request,
    response,
    ...(status !== undefined ? { status } : {}),
    mismatches,
  };
}

export const skippedCase = (op: Operation, title: string, reason: string): CaseResult => ({
  operationId: op.operationId,
  kind: 'positive',
  title,
  mismatches: [],
  skipped: reason,
});

/** Why a valid call of the operation cannot be made with the checker's tokens, if it cannot. */
export function tokenProblem(op: Operation, ctx: BehaviourContext): string | undefined {
  if (op.auth === 'user-only' && !ctx.session.userToken)
    return 'needs a user token: pass --login user_name:password or --user-token';
  if (op.auth !== 'none' && !ctx.session.userToken && !ctx.session.guestToken)
    return 'needs a token, and none could be had';
  return undefined;
}
