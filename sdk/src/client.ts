import createFetchClient from 'openapi-fetch';
import type { operations as contract, components } from './schema.js';
import { operations, type OperationId } from './operations.js';
import { GUEST_TOKEN_HEADER, NAMESPACE_HEADER, USER_TOKEN_HEADER } from './headers.js';
import {
  ERROR_TOAST_MS,
  REQUEST_TIMEOUT_MS,
  TRANSPORT_ERROR_TEXT,
  TRANSPORT_TOAST_MS,
} from './rules/session.js';

type JsonBody<T> = T extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : T extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : Record<string, never>;
type Envelope<T> = T extends { responses: { 200: { content: { 'application/json': infer E } } } } ? E : never;

export type FieldError = components['schemas']['FieldError'];
export type RequestBody<Op extends OperationId> = JsonBody<contract[Op]>;
export type ResponseData<Op extends OperationId> = Extract<Envelope<contract[Op]>, { status: 200 }>['data'];

export type CallResult<Op extends OperationId> =
  | { ok: true; data: ResponseData<Op> }
  | {
      ok: false;
      /** Envelope status, or 0 when no answer arrived. */
      status: number;
      msg: string;
      /** rejected: 203, expired: 100, error: any other status, transport: no usable answer. */
      reason: 'rejected' | 'expired' | 'error' | 'transport';
      errors?: FieldError[];
    };

export type MessageKind = 'error' | 'transport';

export interface ClientOptions {
  /** Origin and prefix the contract's paths are appended to; '' for the page's own origin. */
  baseUrl: string;
  getUserToken?: () => string | null | undefined;
  getGuestToken?: () => string | null | undefined;
  getDatacenterUuid?: () => string | null | undefined;
  /** Simulator only: the isolated state to use. */
  namespace?: string;
  timeoutMs?: number;
  /** Called once for an envelope status 100, after which the caller's result is { reason: 'expired' }. */
  onSessionExpired?: () => void;
  /** Called with what the user should read, unless the call asked to be silent. */
  onMessage?: (text: string, kind: MessageKind, durationMs: number) => void;
  fetch?: typeof globalThis.fetch;
}

export interface CallOptions {
  /** No toast for this call's failures (status 100 still ends the session). */
  silent?: boolean;
  signal?: AbortSignal;
}

export interface ApiClient {
  call<Op extends OperationId>(operationId: Op, body?: RequestBody<Op>, options?: CallOptions): Promise<CallResult<Op>>;
}

interface RawEnvelope {
  status: number;
  msg: string;
  data: unknown;
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

function isEnvelope(value: unknown): value is RawEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RawEnvelope).status === 'number' &&
    'data' in value
  );
}

/**
 * The one place that applies the request conventions of the contract: POST with JSON, the user token or else
 * the guest token, datacenter_uuid added when absent, a timeout, envelope statuses turned into results.
 */
export function createApiClient(options: ClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const fetchClient = createFetchClient<Record<string, unknown>>({
    baseUrl: options.baseUrl,
    fetch: (request: Request) => (options.fetch ?? globalThis.fetch)(request),
  });

  function tell(text: string, kind: MessageKind, durationMs: number, call: CallOptions) {
    if (!call.silent) options.onMessage?.(text, kind, durationMs);
  }

  async function call<Op extends OperationId>(
    operationId: Op,
    body?: RequestBody<Op>,
    callOptions: CallOptions = {},
  ): Promise<CallResult<Op>> {
    const operation = operations[operationId];
    const payload: Record<string, unknown> = { ...(body as Record<string, unknown> | undefined) };
    const datacenter = options.getDatacenterUuid?.();
    if (payload.datacenter_uuid === undefined && datacenter) payload.datacenter_uuid = datacenter;

    const headers: Record<string, string> = {};
    const auth = operation.auth as readonly string[];
    if (auth.length > 0) {
      const userToken = options.getUserToken?.();
      const guestToken = options.getGuestToken?.();
      // A guest calling a user-only operation still sends the guest token, so the server can answer 401
      // (log in first) instead of 100 (session expired, which would reload the app).
      if (userToken && auth.includes('userToken')) headers[USER_TOKEN_HEADER] = userToken;
      else if (guestToken) headers[GUEST_TOKEN_HEADER] = guestToken;
    }
    if (options.namespace) headers[NAMESPACE_HEADER] = options.namespace;

    const signals = [AbortSignal.timeout(timeoutMs)];
    if (callOptions.signal) signals.push(callOptions.signal);

    let envelope: unknown;
    try {
      const result = (await fetchClient.POST(operation.path as never, {
        body: payload as never,
        headers,
        parseAs: 'text',
        signal: AbortSignal.any(signals),
      } as never)) as { data?: unknown; error?: unknown };
      // Answers come as text and are parsed here, so an unparsable one is a status 500, not a crash.
      envelope = parseJson(result.data ?? result.error);
    } catch {
      tell(TRANSPORT_ERROR_TEXT, 'transport', TRANSPORT_TOAST_MS, callOptions);
      return { ok: false, status: 0, msg: TRANSPORT_ERROR_TEXT, reason: 'transport' };
    }
    if (!isEnvelope(envelope)) {
      // An answer that is not an envelope counts as a server error (status 500).
      tell(TRANSPORT_ERROR_TEXT, 'error', ERROR_TOAST_MS, callOptions);
      return { ok: false, status: 500, msg: TRANSPORT_ERROR_TEXT, reason: 'error' };
    }

    const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
    switch (envelope.status) {
      case 200:
        return { ok: true, data: envelope.data as ResponseData<Op> };
      case 203:
        return { ok: false, status: 203, msg, reason: 'rejected' };
      case 100:
        options.onSessionExpired?.();
        return { ok: false, status: 100, msg, reason: 'expired' };
      default: {
        tell(msg || TRANSPORT_ERROR_TEXT, 'error', ERROR_TOAST_MS, callOptions);
        const errors = (envelope.data as { errors?: FieldError[] } | null)?.errors;
        return { ok: false, status: envelope.status, msg, reason: 'error', ...(errors ? { errors } : {}) };
      }
    }
  }

  return { call };
}
