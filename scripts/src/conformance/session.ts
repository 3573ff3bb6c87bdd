import { rules } from '@storefront/sdk';
import type { Contract } from '../shared/contract.js';
import type { Session } from '../shared/conventions.js';
import { exampleBody } from './generate.js';
import { executeCase, type ExecuteContext } from './execute.js';
import type { CaseResult } from './types.js';

/**
 * The operations the project's start-up uses to get a guest session (docs/product/session-and-requests.md#start-up).
 */
export const DATACENTER_LIST_OP = 'getDateCenterList';
export const GUEST_TOKEN_OP = 'getClientGuestToken';
/**
 * The sign-in the checker uses for `--login user_name:password` (docs/product/session-and-requests.md#tokens: the user
 * token of login).
 */
export const LOGIN_OP = 'login';

/** An account to sign in as, for the operations only users may call. */
export interface Credentials {
  userName: string;
  password: string;
}

/** `--login user_name:password`: split at the first ':' (a password may contain one). */
export function parseLogin(value: string): Credentials {
  const at = value.indexOf(':');
  if (at <= 0 || at === value.length - 1) throw new Error(`--login needs user_name:password, got '${value}'`);
  return { userName: value.slice(0, at), password: value.slice(at + 1) };
}

/**
 * Where the account comes from, so a password need not sit in the shell history: `--login`, else
 * `--login-file` (first line user_name:password), else the CONFORMANCE_LOGIN environment variable.
 */
export function resolveLogin(
  given: { login?: string | undefined; loginFile?: string | undefined },
  env: NodeJS.ProcessEnv,
  readFile: (file: string) => string,
): Credentials | undefined {
  if (given.login !== undefined && given.loginFile !== undefined)
    throw new Error('give --login or --login-file, not both');
  if (given.login !== undefined) return parseLogin(given.login);
  if (given.loginFile !== undefined) {
    const line =
      readFile(given.loginFile)
        .split(/\r?\n/)
        .find((l) => l.trim() !== '')
        ?.trim() ?? '';
    try {
      return parseLogin(line);
    } catch {
      throw new Error(`--login-file ${given.loginFile} needs user_name:password on its first line`);
    }
  }
  const fromEnv = env.CONFORMANCE_LOGIN;
  if (fromEnv) {
    try {
      return parseLogin(fromEnv);
    } catch {
      throw new Error('CONFORMANCE_LOGIN needs user_name:password');
    }
  }
  return undefined;
}

/** Reports show the sign-in request without the password. */
const MASKED = '********';

export interface OpenedSession {
  session: Session;
  problem?: string;
  /** Why `--login` gave no user token, when it did not. */
  signInProblem?: string;
  /** The start-up calls, reported as cases of their operations. */
  cases: CaseResult[];
}

/**
 * Does what the app does at start-up: lists the data centres, picks the default one (or --datacenter),
 * and asks for a guest token there. Every later request carries that token and data centre.
 */
export async function openSession(
  contract: Contract,
  ctx: ExecuteContext,
  wanted: { datacenter?: string | undefined; userToken?: string | undefined; login?: Credentials | undefined },
): Promise<OpenedSession> {
  const cases: CaseResult[] = [];
  const session: Session = { userToken: wanted.userToken };
  const listOp = contract.operations.find((op) => op.operationId === DATACENTER_LIST_OP);
  const tokenOp = contract.operations.find((op) => op.operationId === GUEST_TOKEN_OP);

  session.datacenterUuid = wanted.datacenter;
  if (!session.datacenterUuid && listOp) {
    const listed = await executeCase(
      {
        op: listOp,
        kind: 'positive',
        title: 'session start: data centre list',
        plan: { body: exampleBody(listOp, {}) ?? {} },
        expectStatus: [200],
      },
      ctx,
    );
    cases.push(listed);
    type Centre = { datacenter_uuid?: string; is_default?: number };
    const list = rules
      .dataCentresOf((listed.response?.json as { data?: { list: Centre[] } | Centre[] } | undefined)?.data)
      .filter((dc) => typeof dc.datacenter_uuid === 'string');
    session.datacenterUuid = (list.find((dc) => dc.is_default === 1) ?? list[0])?.datacenter_uuid;
  }
  if (!session.datacenterUuid)
    return { session, problem: `${DATACENTER_LIST_OP} gave no data centre; pass --datacenter`, cases };
  if (!tokenOp) return { session, problem: `the contract has no ${GUEST_TOKEN_OP}`, cases };

  const body = {
    ...((exampleBody(tokenOp, session) as Record<string, unknown> | undefined) ?? {}),
    datacenter_uuid: session.datacenterUuid,
  };
  const issued = await executeCase(
    {
      op: tokenOp,
      kind: 'positive',
      title: `session start: guest token for ${session.datacenterUuid}`,
      plan: { body },
      expectStatus: [200],
    },
    ctx,
  );
  cases.push(issued);
  const token = (issued.response?.json as { data?: { access_guest_token?: unknown } } | undefined)?.data
    ?.access_guest_token;
  if (typeof token !== 'string' || !token)
    return {
      session,
      problem: `${GUEST_TOKEN_OP} gave no token (${issued.mismatches.map((m) => `${m.path} ${m.got}`).join('; ') || 'no answer'})`,
      cases,
    };
  session.guestToken = token;
  if (wanted.login && !session.userToken) {
    const signedIn = await signIn(contract, { ...ctx, session }, wanted.login);
    cases.push(...signedIn.cases);
    if (signedIn.userToken) session.userToken = signedIn.userToken;
    else return { session, cases, signInProblem: signedIn.problem ?? 'no user token' };
  }
  return { session, cases };
}

/**
 * Signs in as the app does (login with the guest token, in the session's data centre) and answers the user
 * token. The call is reported as a case of login, checked against the contract like any other answer, with
 * the password masked.
 */
async function signIn(
  contract: Contract,
  ctx: ExecuteContext,
  login: Credentials,
): Promise<{ userToken?: string; problem?: string; cases: CaseResult[] }> {
  const op = contract.operations.find((o) => o.operationId === LOGIN_OP);
  if (!op) return { problem: `the contract has no ${LOGIN_OP}`, cases: [] };
  const body = { user_name: login.userName, password: login.password, datacenter_uuid: ctx.session.datacenterUuid };
  // Wrong credentials are the tester's mistake, not the server's: any declared status is a valid answer here.
  const result = await executeCase(
    {
      op,
      kind: 'positive',
      title: `session start: sign in as ${login.userName}`,
      plan: { body },
      expectStatus: 'declared',
    },
    ctx,
  );
  if (result.request) result.request = { ...result.request, body: { ...body, password: MASKED } };
  const json = result.response?.json as
    { status?: unknown; msg?: unknown; data?: { access_user_token?: unknown } } | undefined;
  const token = json?.data?.access_user_token;
  if (json?.status === 200 && typeof token === 'string' && token) return { userToken: token, cases: [result] };
  const got = json
    ? `status ${String(json.status)} '${String(json.msg)}'`
    : result.mismatches.map((m) => m.got).join('; ') || 'no answer';
  return { problem: `${LOGIN_OP} as ${login.userName} answered ${got}`, cases: [result] };
}
