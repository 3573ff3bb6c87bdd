import { send, type Session } from '../shared/conventions.js';
import type { ContractValidator } from '../shared/schema-check.js';
import { checkCase } from './check.js';
import type { ResolvedIds } from './ids.js';
import type { CaseResult, PlannedCase } from './types.js';

export interface ExecuteContext {
  baseUrl: string;
  session: Session;
  namespace: string;
  timeoutMs: number;
  validator: ContractValidator;
  /** Real ids from the server's own answers (x-id-from), put into example and generated bodies. */
  ids?: ResolvedIds;
}

/** Sends one planned case and checks the answer. */
export async function executeCase(planned: PlannedCase, ctx: ExecuteContext): Promise<CaseResult> {
  const base = { operationId: planned.op.operationId, kind: planned.kind, title: planned.title };
  if (planned.skip) return { ...base, mismatches: [], skipped: planned.skip };
  const { request, response } = await send(ctx.baseUrl, planned.op, planned.plan, planned.session ?? ctx.session, {
    namespace: planned.namespace ?? ctx.namespace,
    timeoutMs: ctx.timeoutMs,
  });
  const { status, mismatches } = checkCase(planned, response, ctx.validator);
  return { ...base, request, response, ...(status !== undefined ? { status } : {}), mismatches };
}

/** Runs tasks with at most `limit` at once, keeping results in order. */
export async function pool<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
