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
import { UPLOAD_DEFAULT_IMG_PATH } from './rules/upload.js';

type JsonBody<T> = T extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : T extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : Record<string, never>;
type FormBody<T> = T extends { requestBody: { content: { 'multipart/form-data': infer B } } } ? B : never;
type Envelope<T> = T extends { responses: { 200: { content: { 'application/json': infer E } } } } ? E : never;

export type FieldError = components['schemas']['FieldError'];
export type RequestBody<Op extends OperationId> = JsonBody<contract[Op]>;

/** The part of a multipart operation that carries the file. */
export const FILE_FIELD = 'file';
/** Operations whose body is multipart/form-data (uploads). */
export type MultipartOperationId = { [Op in OperationId]: [FormBody<contract[Op]>] extends [never] ? never : Op }[OperationId];
/** The text parts of a multipart operation's body; the file is sent separately as the part `file`. */
export type FormFields<Op extends MultipartOperationId> = Omit<FormBody<contract[Op]>, typeof FILE_FIELD>;
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

/** Uploads: multipart/form-data, never with a token (platform.md §7: the image upload has no auth header). */
export interface ApiUploader {
  upload<Op extends MultipartOperationId>(operationId: Op, fields: FormFields<Op>, file: Blob, options?: CallOptions): Promise<CallResult<Op>>;
  /** uploadImage with the app's folder ('h5_img' unless given); `data.path` is the image's asset path. */
  uploadImage(file: Blob, imgPath?: string, options?: CallOptions): Promise<CallResult<'uploadImage'>>;
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
 * The one place that applies the request conventions of the contract: POST with JSON (multipart for uploads),
 * the user token or else the guest token (none for uploads), datacenter_uuid added when absent, a timeout,
 * envelope statuses turned into results.
 */
export function createApiClient(options: ClientOptions): ApiClient & ApiUploader {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const fetchClient = createFetchClient<Record<string, unknown>>({
    baseUrl: options.baseUrl,
    fetch: (request: Request) => (options.fetch ?? globalThis.fetch)(request),
  });

  function tell(text: string, kind: MessageKind, durationMs: number, call: CallOptions) {
    if (!call.silent) options.onMessage?.(text, kind, durationMs);
  }

  /** The headers of a call: a token when the operation takes one and `withToken`, and the namespace. */
  function headersFor(operationId: OperationId, withToken: boolean): Record<string, string> {
    const headers: Record<string, string> = {};
    const auth = operations[operationId].auth as readonly string[];
    if (withToken && auth.length > 0) {
      const userToken = options.getUserToken?.();
      const guestToken = options.getGuestToken?.();
      // A guest calling a user-only operation still sends the guest token, so the server can answer 401
      // (log in first) instead of 100 (session expired, which would reload the app).
      if (userToken && auth.includes('userToken')) headers[USER_TOKEN_HEADER] = userToken;
      else if (guestToken) headers[GUEST_TOKEN_HEADER] = guestToken;
    }
    if (options.namespace) headers[NAMESPACE_HEADER] = options.namespace;
    return headers;
  }

  /** The body's fields with the stored data centre added when the caller left it out. */
  function withDatacenter(fields: Record<string, unknown> | undefined): Record<string, unknown> {
    const payload: Record<string, unknown> = { ...fields };
    const datacenter = options.getDatacenterUuid?.();
    if (payload.datacenter_uuid === undefined && datacenter) payload.datacenter_uuid = datacenter;
    return payload;
  }

  /**
   * Sends one call (a JSON object or a FormData body) and turns what comes back into a result: the timeout,
   * the text answer parsed here, the envelope statuses and the messages. Every call goes through it.
   */
  async function exchange<Op extends OperationId>(
    operationId: Op,
    body: Record<string, unknown> | FormData,
    headers: Record<string, string>,
    callOptions: CallOptions,
  ): Promise<CallResult<Op>> {
    const signals = [AbortSignal.timeout(timeoutMs)];
    if (callOptions.signal) signals.push(callOptions.signal);

    let envelope: unknown;
    try {
      // A FormData body goes as it is: fetch sets multipart/form-data with its boundary.
      const result = (await fetchClient.POST(operations[operationId].path as never, {
        body: body as never,
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

  function call<Op extends OperationId>(operationId: Op, body?: RequestBody<Op>, callOptions: CallOptions = {}): Promise<CallResult<Op>> {
    const payload = withDatacenter(body as Record<string, unknown> | undefined);
    return exchange(operationId, payload, headersFor(operationId, true), callOptions);
  }

  function upload<Op extends MultipartOperationId>(
    operationId: Op,
    fields: FormFields<Op>,
    file: Blob,
    callOptions: CallOptions = {},
  ): Promise<CallResult<Op>> {
    const form = new FormData();
    for (const [name, value] of Object.entries(withDatacenter(fields as Record<string, unknown>))) {
      if (value !== undefined && value !== null) form.append(name, String(value));
    }
    // The server reads the file's bytes for its type; the name is only passed along.
    form.append(FILE_FIELD, file, typeof File !== 'undefined' && file instanceof File ? file.name : 'upload');
    return exchange(operationId, form, headersFor(operationId, false), callOptions);
  }

  const uploadImage = (file: Blob, imgPath: string = UPLOAD_DEFAULT_IMG_PATH, callOptions: CallOptions = {}) =>
    upload('uploadImage', { img_path: imgPath }, file, callOptions);

  return { call, upload, uploadImage };
}
