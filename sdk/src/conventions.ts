import { GUEST_TOKEN_HEADER, USER_TOKEN_HEADER } from './headers.js';

/**
 * The request conventions of the contract (docs/product/session-and-requests.md#request-conventions), stated once
 * for every caller: the app's client (sdk/src/client.ts), the conformance checker and the scenario runner
 * (scripts/src/shared/conventions.ts) and the browser tests' helpers. Each rule is a plain function of the operation
 * and the session, so no caller keeps its own copy.
 */

/** The tag of the simulator's own operations (reset, clock, faults, ...), which no real backend has. */
export const CONTROL_TAG = 'control';
/** The body field that names the data centre (region) a call is about. */
export const DATACENTER_FIELD = 'datacenter_uuid';

export interface SessionTokens {
  userToken?: string | null | undefined;
  guestToken?: string | null | undefined;
}

/**
 * The one token header a call carries, or none (docs/product/session-and-requests.md#tokens). An operation that
 * takes no token, and any multipart upload, carries none. Otherwise the user token when there is one and the
 * operation takes it, else the guest token, never both: a guest calling a user-only operation still sends the guest
 * token, so the server answers 401 (log in first) rather than 100 (session expired, which would reload the app).
 */
export function tokenHeader(
  auth: readonly string[],
  tokens: SessionTokens,
  multipart = false,
): [string, string] | undefined {
  if (!takesToken(auth, multipart)) return undefined;
  if (tokens.userToken && auth.includes('userToken')) return [USER_TOKEN_HEADER, tokens.userToken];
  return tokens.guestToken ? [GUEST_TOKEN_HEADER, tokens.guestToken] : undefined;
}

/** Whether a call carries a token at all (and so must wait until the session has one). */
export function takesToken(auth: readonly string[], multipart = false): boolean {
  return auth.length > 0 && !multipart;
}

/**
 * Whether an operation's body carries the stored data centre
 * (docs/product/session-and-requests.md#the-data-centre-of-a-call): every backend operation's does (the backend
 * reads the region from each payload, so the client adds it to every one that leaves it out, JSON or multipart
 * alike, and the contract declares the field on each: sdk/scripts/generate.mjs checks it). The simulator's control
 * operations are not the backend's: a data centre there is a filter the caller chooses, never added for it.
 */
export function carriesDatacenter(tags: readonly string[]): boolean {
  return !tags.includes(CONTROL_TAG);
}

function isPlainObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/** A JSON body with the stored data centre when it leaves `datacenter_uuid` out (absent or undefined). */
export function withDatacenter(body: unknown, datacenter: string | null | undefined): unknown {
  if (!datacenter || !isPlainObject(body) || body[DATACENTER_FIELD] !== undefined) return body;
  return { ...body, [DATACENTER_FIELD]: datacenter };
}

/** The same for a multipart body: the part `datacenter_uuid`, unless the form has one. */
export function withDatacenterPart(form: FormData, datacenter: string | null | undefined): FormData {
  if (datacenter && !form.has(DATACENTER_FIELD)) form.set(DATACENTER_FIELD, datacenter);
  return form;
}
