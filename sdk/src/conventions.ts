import type { Middleware } from 'openapi-fetch';
import { GUEST_TOKEN_HEADER, NAMESPACE_HEADER, USER_TOKEN_HEADER } from './headers.js';
import { operations, type OperationId } from './operations.js';
import { TRANSPORT_ERROR_TEXT } from './rules/session.js';

/**
 * The request conventions of the contract (platform.md §7-§9), each as one openapi-fetch middleware, so every call
 * and every upload passes through the same few functions in a known order.
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

const operationByPath = new Map<string, OperationId>(
  Object.entries(operations).map(([id, op]) => [op.path, id as OperationId]),
);

/** The schemes an operation takes a token of ([] for none), by its contract path. */
function authOf(schemaPath: string): readonly string[] {
  const id = operationByPath.get(schemaPath);
  return id ? operations[id].auth : [];
}

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
 * goes when there is one, else the guest token, never both; multipart uploads never carry one (platform.md §7).
 */
export function sessionHeaders(source: SessionSource): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const auth = authOf(schemaPath);
      const multipart = request.headers.get('content-type')?.startsWith('multipart/') ?? false;
      if (auth.length > 0 && !multipart) {
        await source.whenReady?.();
        const userToken = source.getUserToken?.();
        const guestToken = source.getGuestToken?.();
        // A guest calling a user-only operation still sends the guest token, so the server can answer 401
        // (log in first) instead of 100 (session expired, which would reload the app).
        if (userToken && auth.includes('userToken')) request.headers.set(USER_TOKEN_HEADER, userToken);
        else if (guestToken) request.headers.set(GUEST_TOKEN_HEADER, guestToken);
      }
      if (source.namespace) request.headers.set(NAMESPACE_HEADER, source.namespace);
      return request;
    },
  };
}

/** The stored data centre added to a JSON or multipart body that leaves `datacenter_uuid` out. */
export function datacenterBody(getDatacenterUuid: () => string | null | undefined): Middleware {
  return {
    async onRequest({ request }) {
      const datacenter = getDatacenterUuid();
      if (!datacenter || request.body === null) return undefined;
      const type = request.headers.get('content-type') ?? '';
      if (type.startsWith('multipart/form-data')) {
        const form = await request.clone().formData();
        if (form.has('datacenter_uuid')) return undefined;
        form.set('datacenter_uuid', datacenter);
        // A new form has a new boundary: let fetch write the content type again.
        const headers = new Headers(request.headers);
        headers.delete('content-type');
        return new Request(request, { body: form, headers });
      }
      const body: unknown = JSON.parse(await request.clone().text());
      if (typeof body !== 'object' || body === null || Array.isArray(body) || 'datacenter_uuid' in body) return undefined;
      return new Request(request, { body: JSON.stringify({ ...body, datacenter_uuid: datacenter }) });
    },
  };
}

/** Gives up on a call after `ms` (30 s by the contract), as well as when its caller aborts it. */
export function timeout(ms: number): Middleware {
  return {
    onRequest({ request }) {
      return new Request(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(ms)]) });
    },
  };
}

export function isEnvelope(value: unknown): value is RawEnvelope {
  return typeof value === 'object' && value !== null && typeof (value as RawEnvelope).status === 'number' && 'data' in value;
}

const envelopeResponse = (envelope: RawEnvelope) =>
  new Response(JSON.stringify(envelope), { status: 200, headers: { 'Content-Type': 'application/json' } });

/**
 * Every answer becomes an envelope: the body is read as text and parsed here (whatever its HTTP status or content
 * type), an answer that is not an envelope counts as status 500, a failed connection or timeout as status 0, an
 * abort by the caller as status -1. Status 100 (session expired) calls `onSessionExpired` once per answer.
 */
export function envelopes(onSessionExpired?: () => void): Middleware {
  return {
    async onResponse({ response }) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await response.text());
      } catch {
        parsed = undefined;
      }
      const envelope = isEnvelope(parsed)
        ? { status: parsed.status, msg: typeof parsed.msg === 'string' ? parsed.msg : '', data: parsed.data }
        : { status: 500, msg: TRANSPORT_ERROR_TEXT, data: null };
      if (envelope.status === 100) onSessionExpired?.();
      return envelopeResponse(envelope);
    },
    onError({ request, error }) {
      const callerAborted = request.signal.aborted && (request.signal.reason as Error | undefined)?.name !== 'TimeoutError';
      void error;
      return envelopeResponse({
        status: callerAborted ? ABORTED_STATUS : NO_ANSWER_STATUS,
        msg: callerAborted ? 'aborted' : TRANSPORT_ERROR_TEXT,
        data: null,
      });
    },
  };
}
