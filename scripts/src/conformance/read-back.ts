import type { Contract, Operation } from '../shared/contract.js';
import { isControl, pointerGet } from '../shared/contract.js';
import { send } from '../shared/conventions.js';
import { show } from '../shared/format.js';
import { interpolate } from '../shared/interpolate.js';
import { getPath } from '../shared/json-path.js';
import type { Mismatch } from '../shared/schema-check.js';
import { checkCase } from './check.js';
import type { ExecuteContext } from './execute.js';
import { responseMedia } from './extensions.js';
import { exampleBody } from './generate.js';
import type { CaseResult, PlannedCase } from './types.js';

/**
 * Read-after-write. A write operation that changes state says in the contract which operation shows the change:
 *
 *   x-reads-back:
 *     - call: getProductDetail                                   # the reading operation
 *       body: {product_id: '${request.product_id}'}              # its body; ${request.…} and ${response.…} are the write's
 *       expect: {data.share_count: '${response.data.share_count}'}  # reader path: the value it must have
 *
 * The checker sends the write's contract example (it must succeed), then each read, and compares. A write that
 * answers success but stores nothing is caught here, without the control API.
 */
export interface ReadBack {
  call: string;
  body?: Record<string, unknown>;
  expect: Record<string, unknown>;
}

export function readBacks(contract: Contract, op: Operation): ReadBack[] {
  const raw = (pointerGet(contract.document, op.pointer) as Record<string, unknown> | undefined)?.['x-reads-back'];
  return Array.isArray(raw)
    ? (raw as ReadBack[]).filter((r) => typeof r?.call === 'string' && r.expect && typeof r.expect === 'object')
    : [];
}

type Context = ExecuteContext & { contract: Contract };

async function call(op: Operation, body: unknown, title: string, ctx: Context): Promise<CaseResult> {
  const media = responseMedia(ctx.contract, op);
  const planned: PlannedCase = {
    op,
    kind: 'positive',
    title,
    plan: { body },
    expectStatus: [200],
    ...(media ? { responseMedia: media } : {}),
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

const skip = (op: Operation, title: string, reason: string): CaseResult => ({
  operationId: op.operationId,
  kind: 'positive',
  title,
  mismatches: [],
  skipped: reason,
});

/** One write and its reads, as case results of the write operation (a wrong read names the reader and the path). */
export async function checkReadBack(op: Operation, ctx: Context): Promise<CaseResult[]> {
  const reads = readBacks(ctx.contract, op);
  const title = (r: ReadBack) => `read-after-write: ${r.call} shows the write`;
  if (op.auth === 'user-only' && !ctx.session.userToken)
    return reads.map((r) => skip(op, title(r), 'needs a user token: pass --login user_name:password or --user-token'));
  const example = exampleBody(op, ctx.session);
  const body = ctx.ids ? ctx.ids.apply(op, example) : example;
  const noId = ctx.ids?.missing(op, body);
  if (noId)
    return [
      skip(op, 'read-after-write: the write (the contract example)', noId),
      ...reads.map((r) => skip(op, title(r), noId)),
    ];
  const write = await call(op, body, 'read-after-write: the write (the contract example)', ctx);
  if (write.status !== 200)
    return [write, ...reads.map((r) => skip(op, title(r), `the write answered status ${write.status ?? '-'}`))];
  // ${request.…} and ${response.…} are the write's; ${ids.…} and ${ids_text.…} the run's resolved ids (x-id-from).
  const vars = {
    request: write.request?.body ?? body,
    response: write.response?.json,
    ...(ctx.ids?.variables(ctx.contract.operations) ?? { ids: {}, ids_text: {} }),
  };
  const results = [write];
  for (const read of reads) {
    const reader = ctx.contract.operations.find((o) => o.operationId === read.call);
    if (!reader) {
      const mismatch: Mismatch = {
        path: 'x-reads-back',
        rule: 'contract',
        expected: 'an operation of the contract',
        got: read.call,
      };
      results.push({ operationId: op.operationId, kind: 'positive', title: title(read), mismatches: [mismatch] });
      continue;
    }
    const result = await call(reader, interpolate(read.body ?? {}, vars), title(read), ctx);
    // Reported under the write: it is the write that did not keep what it answered.
    result.operationId = op.operationId;
    if (result.status === 200) {
      for (const [path, wanted] of Object.entries(interpolate(read.expect, vars))) {
        const got = getPath(result.response?.json, path);
        if (got.found && JSON.stringify(got.value) === JSON.stringify(wanted)) continue;
        const mismatch: Mismatch = {
          path: `${read.call} ${path}`,
          rule: 'read-after-write',
          expected: show(wanted),
          got: got.found ? show(got.value) : '(missing)',
        };
        result.mismatches.push(mismatch);
      }
    }
    results.push(result);
  }
  return results;
}

/** Every write the contract marks with x-reads-back, one after another (each reads state the others may change). */
export async function runReadBacks(contract: Contract, ops: Operation[], ctx: ExecuteContext): Promise<CaseResult[]> {
  const out: CaseResult[] = [];
  for (const op of ops.filter((o) => !isControl(o) && readBacks(contract, o).length > 0))
    out.push(...(await checkReadBack(op, { ...ctx, contract })));
  return out;
}
