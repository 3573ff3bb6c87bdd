import { rules } from '@storefront/sdk';
import type { Contract } from '../shared/contract.js';
import { send } from '../shared/conventions.js';
import type { ExecuteContext } from './execute.js';
import { exampleBody } from './generate.js';
import { DATACENTER_LIST_OP } from './session.js';
import type { CaseResult } from './types.js';

type Centres = { datacenter_uuid?: unknown }[];

function centresOf(json: unknown): string[] {
  const list = rules.dataCentresOf((json as { data?: { list: Centres } | Centres } | undefined)?.data);
  return list.map((dc) => dc.datacenter_uuid).filter((id): id is string => typeof id === 'string');
}

/**
 * A data centre other than the session's, for the cross-region token cases: read from the start-up's own list
 * when it made one (no extra call), else asked. Undefined when the server lists a single data centre.
 */
export async function anotherRegion(
  contract: Contract,
  ctx: ExecuteContext,
  startCases: CaseResult[],
): Promise<string | undefined> {
  const own = ctx.session.datacenterUuid;
  let centres = centresOf(startCases.find((c) => c.operationId === DATACENTER_LIST_OP)?.response?.json);
  const op = contract.operations.find((o) => o.operationId === DATACENTER_LIST_OP);
  if (centres.length === 0 && op) {
    const { response } = await send(
      ctx.baseUrl,
      op,
      { body: exampleBody(op, {}) ?? {} },
      {},
      { namespace: ctx.namespace, timeoutMs: ctx.timeoutMs },
    );
    centres = centresOf(response.json);
  }
  return centres.find((id) => id !== own);
}
