import type { Middleware } from 'openapi-fetch';
import { tokenHeader, takesToken, type SessionTokens } from './conventions.js';
import { NAMESPACE_HEADER } from './headers.js';
import { operations, type OperationId } from './operations.js';
import { TRANSPORT_ERROR_TEXT } from './rules/session.js';

/**
 * The client's transport conventions as openapi-fetch middleware, in the order they run on a request: the session
 * (tokens and namespace), the timeout; and on the way back every answer, and every failure to get one, made an
 * envelope, so a call never throws.
 */

/** What the envelope of every answer looks like once the middleware has read it. */
export interface RawEnvelope {
  status: number;
  msg: string;
  data: unknown;
}

/** Envelope status given to a call that got no usable answer (no connection, timeout). */
export const NO_ANSWER_STATUS = 0;
/** Envelope status for a call its caller aborted: nobody is waiting for it, so nobody is told. */
export const ABORTED_STATUS = -1;
/** Envelope status for a write refused before it was sent, because the connection is lost (offline.ts). */
export const OFFLINE_STATUS = -2;

export interface SessionSource {
  getUserToken?: () => string | null | undefined;
  getGuestToken?: () => string | null | undefined;
  /** Resolves once start-up has a token to call with; calls that take a token wait for it. */
  whenReady?: () => Promise<void>;
  /** Simulator only: the isolated state to use. */
  namespace?: string;
  /** The customer's language (a BCP 47 tag), sent as Accept-Language so the backend's texts come in it. */
  getLanguage?: () => string | null | undefined;
}

const operationByPath = new Map<string, OperationId>(
  Object.entries(operations).map(([id, op]) => [op.path, id as OperationId]),
);

/** The tokens an operation takes ([] for none), by its contract path. */
export function authOf(schemaPath: string): readonly string[] {
  const id = operationByPath.get(schemaPath);
  return id ? operations[id].auth : [];
}

const isMultipart = (request: Request) => request.headers.get('content-type')?.startsWith('multipart/') ?? false;

/**
 * Waits until the session has a token when the call takes one: a page opened directly may render before the guest
 * token has arrived, and a call without a token would end the session. Calls that take none go at once (start-up
 * asks for the token with one of them).
 */
export async function sessionReadyFor(
  source: SessionSource,
  auth: readonly string[],
  multipart = false,
): Promise<void> {
  if (takesToken(auth, multipart)) await source.whenReady?.();
}

/** Tokens (by the one token rule, after the session is ready), the simulator namespace and the language. */
export function sessionHeaders(source: SessionSource): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const auth = authOf(schemaPath);
      const multipart = isMultipart(request);
      await sessionReadyFor(source, auth, multipart);
      const tokens: SessionTokens = { userToken: source.getUserToken?.(), guestToken: source.getGuestToken?.() };
      const header = tokenHeader(auth, tokens, multipart);
      if (header) request.headers.set(...header);
      if (source.namespace) request.headers.set(NAMESPACE_HEADER, source.namespace);
      const language = source.getLanguage?.();
      if (language) request.headers.set('Accept-Language', language);
      return request;
    },
  };
}

/**
 * Gives up on a call after `ms` (30 s by the contract), as well as when its caller aborts it. It counts from when
 * the request leaves, after any wait for the session.
 */
export function timeout(ms: number): Middleware {
  return {
    onRequest({ request }) {
      return new Request(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(ms)]) });
    },
  };
}

export function isEnvelope(value: unknown): value is RawEnvelope {
  return (
    typeof value === 'object' && value !== null && typeof (value as RawEnvelope).status === 'number' && 'data' in value
  );
}

/** An envelope read from an answer's text (whatever its HTTP status or content type); not one counts as status 500. */
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
function noAnswer(signal: AbortSignal): RawEnvelope {
  const callerAborted = signal.aborted && (signal.reason as Error | undefined)?.name !== 'TimeoutError';
  return callerAborted
    ? { status: ABORTED_STATUS, msg: 'aborted', data: null }
    : { status: NO_ANSWER_STATUS, msg: TRANSPORT_ERROR_TEXT, data: null };
}

const envelopeResponse = (envelope: RawEnvelope) =>
  new Response(JSON.stringify(envelope), { status: 200, headers: { 'Content-Type': 'application/json' } });

/**
 * Every answer becomes an envelope (see envelopeOf), and so does every failure to get one: a failed connection or
 * a timeout is status 0, an abort by the caller status -1. Status 100 (session expired) calls `onSessionExpired`,
 * once per answer. `onConnection` hears whether the server was reached: true for every answer, false for a
 * connection that failed (not for a timeout or an abort, which say nothing about the connection).
 */
export function envelopes(onSessionExpired?: () => void, onConnection?: (reached: boolean) => void): Middleware {
  const failed = (signal: AbortSignal) => {
    // An aborted signal means the caller or the timeout ended the call; otherwise the connection failed.
    if (!signal.aborted) onConnection?.(false);
    return envelopeResponse(noAnswer(signal));
  };
  return {
    async onResponse({ request, response }) {
      let envelope: RawEnvelope;
      try {
        envelope = envelopeOf(await response.text());
      } catch {
        // The body broke off (the connection dropped, the call timed out or was aborted while it arrived).
        return failed(request.signal);
      }
      // openapi-fetch hands the envelope onError made to onResponse as well: that one reached nobody.
      if (envelope.status !== NO_ANSWER_STATUS) onConnection?.(true);
      if (envelope.status === 100) onSessionExpired?.();
      return envelopeResponse(envelope);
    },
    onError({ request }) {
      return failed(request.signal);
    },
  };
}
