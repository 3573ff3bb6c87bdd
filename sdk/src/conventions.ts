import { GUEST_TOKEN_HEADER, NAMESPACE_HEADER, USER_TOKEN_HEADER } from './headers.js';
import { operations, type OperationId } from './operations.js';
import { TRANSPORT_ERROR_TEXT } from './rules/session.js';

/**
 * The request conventions of the contract (docs/product/session-and-requests.md#request-conventions), each one
 * function, so every call and every upload passes through the same few steps in a known order: tokens (after the
 * session is ready), the data centre, the timeout, and the envelope read from whatever comes back.
 */

/** What the envelope of every answer looks like once the conventions have read it. */
export interface RawEnvelope {
  status: number;
  msg: string;
  data: unknown;
}

/** Envelope status the conventions give a call that got no usable answer (no connection, timeout). */
export const NO_ANSWER_STATUS = 0;
/** Envelope status for a call its caller aborted: nobody is waiting for it, so nobody is told. */
export const ABORTED_STATUS = -1;

export interface SessionSource {
  getUserToken?: () => string | null | undefined;
  getGuestToken?: () => string | null | undefined;
  /** Resolves once start-up has a token to call with; calls that take a token wait for it. */
  whenReady?: () => Promise<void>;
  /** Simulator only: the isolated state to use. */
  namespace?: string;
}

/**
 * Tokens and the namespace. A call that takes a token first waits for the session (a page opened directly may
 * render before the guest token has arrived, and a call without a token would end the session); the user token
 * goes when there is one, else the guest token, never both; multipart uploads never carry one
 * (docs/product/session-and-requests.md#tokens).
 */
export async function sessionHeaders(source: SessionSource, operationId: OperationId, multipart: boolean): Promise<Headers> {
  const headers = new Headers(multipart ? {} : { 'Content-Type': 'application/json' });
  const auth: readonly string[] = operations[operationId].auth;
  if (auth.length > 0 && !multipart) {
    await source.whenReady?.();
    const userToken = source.getUserToken?.();
    const guestToken = source.getGuestToken?.();
    // A guest calling a user-only operation still sends the guest token, so the server can answer 401
    // (log in first) instead of 100 (session expired, which would reload the app).
    if (userToken && auth.includes('userToken')) headers.set(USER_TOKEN_HEADER, userToken);
    else if (guestToken) headers.set(GUEST_TOKEN_HEADER, guestToken);
  }
  if (source.namespace) headers.set(NAMESPACE_HEADER, source.namespace);
  return headers;
}

/** The stored data centre added to a JSON body (a plain object) that leaves `datacenter_uuid` out. */
export function withDatacenter(body: unknown, datacenter: string | null | undefined): unknown {
  if (!datacenter || typeof body !== 'object' || body === null || Array.isArray(body) || 'datacenter_uuid' in body) return body;
  return { ...body, datacenter_uuid: datacenter };
}

/** The same for a multipart body: the part `datacenter_uuid`, unless the form has one. */
export function withDatacenterPart(form: FormData, datacenter: string | null | undefined): FormData {
  if (datacenter && !form.has('datacenter_uuid')) form.set('datacenter_uuid', datacenter);
  return form;
}

/** Gives up on a call after `ms` (30 s by the contract), as well as when its caller aborts it. */
export function timeoutSignal(ms: number, caller: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return caller ? AbortSignal.any([caller, timeout]) : timeout;
}

export function isEnvelope(value: unknown): value is RawEnvelope {
  return typeof value === 'object' && value !== null && typeof (value as RawEnvelope).status === 'number' && 'data' in value;
}

/**
 * Every answer becomes an envelope: the body is read as text and parsed here (whatever its HTTP status or content
 * type), and an answer that is not an envelope counts as status 500.
 */
export function envelopeOf(text: string): RawEnvelope {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return isEnvelope(parsed)
    ? { status: parsed.status, msg: typeof parsed.msg === 'string' ? parsed.msg : '', data: parsed.data }
    : { status: 500, msg: TRANSPORT_ERROR_TEXT, data: null };
}

/** A call that got no answer: status -1 when its caller aborted it, else 0 (no connection, timeout). */
export function noAnswer(caller: AbortSignal | undefined): RawEnvelope {
  return caller?.aborted
    ? { status: ABORTED_STATUS, msg: 'aborted', data: null }
    : { status: NO_ANSWER_STATUS, msg: TRANSPORT_ERROR_TEXT, data: null };
}
