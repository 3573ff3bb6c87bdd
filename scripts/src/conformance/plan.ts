import type { Contract, Operation } from '../shared/contract.js';
import { GUEST_TOKEN_HEADER, USER_TOKEN_HEADER, type Session } from '../shared/conventions.js';
import type { ContractValidator } from '../shared/schema-check.js';
import { boundaryCases } from './behaviour/boundaries.js';
import { responseMedia, timeBudgetMs } from './extensions.js';
import { exampleBody, generatedBody } from './generate.js';
import type { ResolvedIds } from './ids.js';
import { negativeBodies } from './negative.js';
import type { PlannedCase } from './types.js';

export interface PlanContext {
  contract: Contract;
  validator: ContractValidator;
  session: Session;
  /** Why no guest token could be had, when none could. */
  sessionProblem?: string;
  /** Why --login gave no user token, when it did not. */
  signInProblem?: string;
  namespace: string;
  /** A data centre other than the session's (for the cross-region token cases); undefined with a single one. */
  otherDatacenter?: string;
  /** --time-budget: overrides every operation's x-time-budget-ms. */
  timeBudgetMs?: number;
  /** Real ids from the server's own answers (x-id-from); without it the contract's example ids are sent. */
  ids?: ResolvedIds;
}

/** A token no server issued: long enough to pass any format check, so only "unknown" can refuse it. */
export const UNKNOWN_TOKEN = 'conformance-unknown-token-0000000000000000';

/** The title of the valid case of a multipart operation (the contract has no JSON example to send). */
export const MULTIPART_EXAMPLE = 'generated multipart body (required fields; a 1x1 PNG for an image file part)';

/** The title of the example case of an operation with an x-conformance-note. */
export const STATE_DEPENDENT_EXAMPLE =
  'the contract example, standalone (x-conformance-note: its success needs state; any declared status)';

/** Why an operation's valid-input cases cannot run with the tokens the checker has. */
function missingToken(op: Operation, ctx: PlanContext): string | undefined {
  if (op.auth === 'none') return undefined;
  if (op.auth === 'user-only') {
    if (ctx.session.userToken) return undefined;
    return ctx.signInProblem
      ? `needs a user token, and the sign-in failed (${ctx.signInProblem})`
      : 'needs a user token: pass --login user_name:password or --user-token';
  }
  if (ctx.session.guestToken || ctx.session.userToken) return undefined;
  return `needs a guest token, and none could be had (${ctx.sessionProblem ?? 'unknown reason'})`;
}

/** A valid-input case whose body needs an id no source gave is not run (never a finding about a seeded id). */
const skipFor = (reason: string | undefined): { skip?: string } => (reason ? { skip: reason } : {});

function positiveCases(
  op: Operation,
  ctx: PlanContext,
  skip: string | undefined,
): { cases: PlannedCase[]; base: unknown } {
  const cases: PlannedCase[] = [];
  // Ids the contract's examples take from the server's own answers (x-id-from), not the simulator's seed.
  const withIds = (body: unknown) => (ctx.ids ? ctx.ids.apply(op, body) : body);
  const noId = (body: unknown) => ctx.ids?.missing(op, body);
  let example = withIds(exampleBody(op, ctx.session));
  if (example === undefined && op.bodyType === 'multipart') {
    // No JSON example can carry a file: the required text parts are generated, each file part gets the valid
    // sample (a 1x1 PNG where images are taken), and the answer must be a success.
    example = withIds(generatedBody(ctx.contract, op, ctx.session, false));
    cases.push({
      op,
      kind: 'positive',
      title: MULTIPART_EXAMPLE,
      plan: { body: example },
      expectStatus: [200],
      ...skipFor(noId(example)),
    });
  } else if (example !== undefined) {
    if (op.conformanceNote) {
      // The contract says this example's answer depends on state (x-conformance-note): a code sent first, a
      // pending social account, a cooldown. Standalone, on a server in an unknown state, any status the operation
      // declares is right, with the envelope of that branch; its success is a sequence's job (status coverage
      // shows whether one reached 200).
      cases.push({
        op,
        kind: 'positive',
        title: STATE_DEPENDENT_EXAMPLE,
        plan: { body: example },
        expectStatus: 'declared',
        ...skipFor(noId(example)),
      });
    } else {
      // The contract's own example must simply work (with the server's own ids where it names data).
      cases.push({
        op,
        kind: 'positive',
        title: 'the contract example',
        plan: { body: example },
        expectStatus: [200],
        ...skipFor(noId(example)),
      });
    }
  }
  const bodies: [string, unknown][] = [
    ['generated, required fields only', withIds(generatedBody(ctx.contract, op, ctx.session, false))],
    ['generated, every field', withIds(generatedBody(ctx.contract, op, ctx.session, true))],
  ];
  const seen = new Set([JSON.stringify(example)]);
  for (const [title, body] of bodies) {
    const key = JSON.stringify(body);
    if (seen.has(key)) continue;
    seen.add(key);
    const invalid = ctx.validator.checkRequest(op, body);
    const missingId = noId(body);
    cases.push({
      op,
      kind: 'positive',
      title,
      plan: { body },
      // Generated values are valid but arbitrary, so any status the operation declares may be right.
      expectStatus: 'declared',
      ...(invalid.length > 0
        ? { skip: `could not generate a valid body (${invalid.map((m) => `${m.path} ${m.expected}`).join('; ')})` }
        : skipFor(missingId)),
    });
  }
  if (skip) cases.forEach((c) => (c.skip ??= skip));
  const base = example ?? bodies[0]?.[1];
  return { cases, base };
}

function authCases(op: Operation, ctx: PlanContext, base: unknown): PlannedCase[] {
  if (op.auth === 'none') return [];
  const cases: PlannedCase[] = [
    { op, kind: 'auth', title: 'no token', plan: { body: base, auth: 'none' }, expectStatus: [100] },
  ];
  if (op.schemes.includes('guestToken')) {
    cases.push({
      op,
      kind: 'auth',
      title: 'unknown guest token',
      plan: { body: base, headers: { [GUEST_TOKEN_HEADER]: UNKNOWN_TOKEN } },
      expectStatus: [100],
    });
  }
  if (op.schemes.includes('userToken')) {
    cases.push({
      op,
      kind: 'auth',
      title: 'unknown user token',
      plan: { body: base, headers: { [USER_TOKEN_HEADER]: UNKNOWN_TOKEN } },
      expectStatus: [100],
    });
  }
  if (op.auth === 'user-only') {
    cases.push({
      op,
      kind: 'auth',
      title: 'guest token on a user-only operation',
      plan: { body: base, auth: 'guest' },
      session: { guestToken: ctx.session.guestToken, datacenterUuid: ctx.session.datacenterUuid },
      expectStatus: [401],
      ...(ctx.session.guestToken ? {} : { skip: `needs a guest token (${ctx.sessionProblem ?? 'none could be had'})` }),
    });
  }
  cases.push(...crossRegionCases(op, ctx, base));
  return cases;
}

/**
 * Accounts and guest tokens are regional (docs/product/session-and-requests.md#regions): each token the operation
 * takes, sent with another data centre's datacenter_uuid, is refused as expired (status 100). User tokens too, not only
 * guest tokens.
 */
function crossRegionCases(op: Operation, ctx: PlanContext, base: unknown): PlannedCase[] {
  const props = (op.requestSchema?.properties ?? {}) as Record<string, unknown>;
  if (!('datacenter_uuid' in props)) return [];
  const record =
    base !== null && typeof base === 'object' && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
  const body = { ...record, datacenter_uuid: ctx.otherDatacenter };
  const tokens: ['user' | 'guest', string, string | undefined][] = [
    ['user', 'userToken', ctx.session.userToken],
    ['guest', 'guestToken', op.auth === 'user-only' ? undefined : ctx.session.guestToken],
  ];
  return tokens
    .filter(([, scheme, token]) => op.schemes.includes(scheme) && token)
    .map(([auth]) => ({
      op,
      kind: 'auth' as const,
      title: `${auth} token with another region's datacenter_uuid`,
      plan: { body, auth, addDatacenter: false },
      expectStatus: [100],
      ...(ctx.otherDatacenter ? {} : { skip: 'the server lists a single data centre' }),
    }));
}

/** Every request the checker sends for one operation: valid input, invalid input, and token cases. */
export function planOperation(op: Operation, ctx: PlanContext): PlannedCase[] {
  const skip = missingToken(op, ctx);
  const { cases, base } = positiveCases(op, ctx, skip);
  const valid =
    base !== null && typeof base === 'object' && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
  for (const negative of negativeBodies(ctx.contract, op, valid)) {
    cases.push({
      op,
      kind: 'negative',
      title: negative.title,
      // Sent exactly: the conventions must not fill in the datacenter_uuid a case removed on purpose.
      plan: {
        body: negative.body,
        ...(negative.rawBody !== undefined ? { rawBody: negative.rawBody } : {}),
        ...(negative.headers ? { headers: negative.headers } : {}),
        ...(negative.files ? { files: negative.files } : {}),
        addDatacenter: false,
      },
      expectStatus: [400],
      ...(negative.field ? { namesField: negative.field } : {}),
      ...(skip ? { skip } : {}),
    });
  }
  // The first and last allowed value of every range (and the values just outside the negative cases leave out).
  cases.push(...boundaryCases(ctx.contract, op, valid, skip));
  cases.push(...authCases(op, ctx, base));
  // Outside the body: every answer's Content-Type and time are checked against the contract.
  const media = responseMedia(ctx.contract, op);
  const budget = timeBudgetMs(ctx.contract, op, ctx.timeBudgetMs);
  return cases.map((c) => ({ ...c, ...(media ? { responseMedia: media } : {}), timeBudgetMs: budget }));
}
