import type { Contract } from '../shared/contract.js';
import type { Session } from '../shared/conventions.js';
import { exampleBody } from './generate.js';
import { executeCase, type ExecuteContext } from './execute.js';
import type { CaseResult } from './types.js';

/** The operations the project's start-up uses to get a guest session (platform.md §4). */
export const DATACENTER_LIST_OP = 'getDateCenterList';
export const GUEST_TOKEN_OP = 'getClientGuestToken';

export interface OpenedSession {
  session: Session;
  problem?: string;
  /** The start-up calls, reported as cases of their operations. */
  cases: CaseResult[];
}

/**
 * Does what the app does at start-up: lists the data centres, picks the default one (or --datacenter),
 * and asks for a guest token there. Every later request carries that token and data centre.
 */
export async function openSession(contract: Contract, ctx: ExecuteContext, wanted: { datacenter?: string | undefined; userToken?: string | undefined }): Promise<OpenedSession> {
  const cases: CaseResult[] = [];
  const session: Session = { userToken: wanted.userToken };
  const listOp = contract.operations.find((op) => op.operationId === DATACENTER_LIST_OP);
  const tokenOp = contract.operations.find((op) => op.operationId === GUEST_TOKEN_OP);

  session.datacenterUuid = wanted.datacenter;
  if (!session.datacenterUuid && listOp) {
    const listed = await executeCase({ op: listOp, kind: 'positive', title: 'session start: data centre list', plan: { body: exampleBody(listOp, {}) ?? {} }, expectStatus: [200] }, ctx);
    cases.push(listed);
    const list = ((listed.response?.json as { data?: { list?: { datacenter_uuid?: string; is_default?: number }[] } } | undefined)?.data?.list ?? []).filter(
      (dc) => typeof dc.datacenter_uuid === 'string',
    );
    session.datacenterUuid = (list.find((dc) => dc.is_default === 1) ?? list[0])?.datacenter_uuid;
  }
  if (!session.datacenterUuid) return { session, problem: `${DATACENTER_LIST_OP} gave no data centre; pass --datacenter`, cases };
  if (!tokenOp) return { session, problem: `the contract has no ${GUEST_TOKEN_OP}`, cases };

  const body = { ...((exampleBody(tokenOp, session) as Record<string, unknown> | undefined) ?? {}), datacenter_uuid: session.datacenterUuid };
  const issued = await executeCase({ op: tokenOp, kind: 'positive', title: `session start: guest token for ${session.datacenterUuid}`, plan: { body }, expectStatus: [200] }, ctx);
  cases.push(issued);
  const token = (issued.response?.json as { data?: { access_guest_token?: unknown } } | undefined)?.data?.access_guest_token;
  if (typeof token !== 'string' || !token) return { session, problem: `${GUEST_TOKEN_OP} gave no token (${issued.mismatches.map((m) => `${m.path} ${m.got}`).join('; ') || 'no answer'})`, cases };
  session.guestToken = token;
  return { session, cases };
}
