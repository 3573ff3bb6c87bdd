import type { RequiredKeysOf } from 'openapi-typescript-helpers';
import type { components, operations as contract } from './schema.js';
import { operations, type OperationId } from './operations.js';
import {
  ABORTED_STATUS,
  envelopeOf,
  NO_ANSWER_STATUS,
  noAnswer,
  sessionHeaders,
  timeoutSignal,
  withDatacenter,
  withDatacenterPart,
  type RawEnvelope,
} from './conventions.js';
import { ERROR_TOAST_MS, REQUEST_TIMEOUT_MS, TRANSPORT_ERROR_TEXT, TRANSPORT_TOAST_MS, UPLOAD_DEFAULT_IMG_PATH } from './rules/session.js';

type Envelope<T> = T extends { responses: { 200: { content: { 'application/json': infer E } } } } ? E : never;
type JsonBody<T> = T extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type FormBody<T> = T extends { requestBody: { content: { 'multipart/form-data': infer B } } } ? B : never;

export type FieldError = components['schemas']['FieldError'];
/** The contract path of an operation. */
export type PathOf<Op extends OperationId> = (typeof operations)[Op]['path'];
/** An operation's `body` as the contract types it: required when the contract requires a body. */
export type RequestInitOf<Op extends OperationId> = contract[Op] extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : contract[Op] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : { body?: never };
/** A JSON operation's body. */
export type RequestBody<Op extends OperationId> = JsonBody<contract[Op]>;
/** The part of a multipart operation that carries the file. */
export const FILE_FIELD = 'file';
/** Operations whose body is multipart/form-data (uploads). */
export type MultipartOperationId = { [Op in OperationId]: [FormBody<contract[Op]>] extends [never] ? never : Op }[OperationId];
/** The text parts of a multipart operation's body; the file is the part `file`. */
export type FormFields<Op extends MultipartOperationId> = Omit<FormBody<contract[Op]>, typeof FILE_FIELD>;
export type ResponseData<Op extends OperationId> = Extract<Envelope<contract[Op]>, { status: 200 }>['data'];

/** rejected: 203, expired: 100, error: any other status, transport: no usable answer, aborted: by the caller. */
export type FailureReason = 'rejected' | 'expired' | 'error' | 'transport' | 'aborted';

function reasonOf(status: number): FailureReason {
  if (status === 203) return 'rejected';
  if (status === 100) return 'expired';
  if (status === ABORTED_STATUS) return 'aborted';
  return status === NO_ANSWER_STATUS ? 'transport' : 'error';
}

export type CallResult<Op extends OperationId> =
  | { ok: true; data: ResponseData<Op> }
  | {
      ok: false;
      /** Envelope status, 0 when no answer arrived, -1 when the caller aborted. */
      status: number;
      msg: string;
      reason: FailureReason;
      errors?: FieldError[];
    };

export type MessageKind = 'error' | 'transport';

export interface FailureMessage {
  text: string;
  kind: MessageKind;
  durationMs: number;
}

/**
 * What the user reads about a failed call (docs/product/session-and-requests.md#failures-the-customer-sees): 'request
 * error' for 3 s when no answer came, the server's msg for about 1.5 s for an error status, nothing for 203, 100 or an
 * abort. The client tells it for every call that is not silent; a page that made a call silent to handle some failures
 * itself tells the rest with it.
 */
export function failureMessage(result: { status: number; msg: string; reason: string }): FailureMessage | null {
  if (result.reason === 'transport') return { text: TRANSPORT_ERROR_TEXT, kind: 'transport', durationMs: TRANSPORT_TOAST_MS };
  if (result.reason === 'error') return { text: result.msg || TRANSPORT_ERROR_TEXT, kind: 'error', durationMs: ERROR_TOAST_MS };
  return null;
}

export interface ClientOptions {
  /** Origin and prefix the contract's paths are appended to; '' for the page's own origin. */
  baseUrl: string;
  getUserToken?: () => string | null | undefined;
  getGuestToken?: () => string | null | undefined;
  getDatacenterUuid?: () => string | null | undefined;
  /** Resolves once start-up has a token; calls that take a token wait for it, so no page waits by hand. */
  whenReady?: () => Promise<void>;
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

/** The second argument of `call`: the operation's body plus `signal` and `silent`; optional when nothing in it is. */
export type CallInit<Op extends OperationId> =
  RequiredKeysOf<RequestInitOf<Op>> extends never
    ? [(RequestInitOf<Op> & CallOptions)?]
    : [RequestInitOf<Op> & CallOptions];

export interface ApiClient {
  /** One call by its operationId: `call('getProductDetail', { body: { product_id: 3 }, signal })`. */
  call<Op extends OperationId>(operationId: Op, ...init: CallInit<Op>): Promise<CallResult<Op>>;
}

/**
 * Uploads: multipart/form-data, never with a token (docs/product/session-and-requests.md#uploads: the image upload has
 * no auth header).
 */
export interface ApiUploader {
  /** uploadImage with the app's folder ('h5_img' unless given); `data.path` is the image's asset path. */
  uploadImage(file: Blob, imgPath?: string, options?: CallOptions): Promise<CallResult<'uploadImage'>>;
}

export type Api = ApiClient & ApiUploader;

/** Form data from a multipart body: text parts as they are, a Blob as the file (with its name when it is a File). */
function formData(body: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value instanceof Blob) form.append(name, value, typeof File !== 'undefined' && value instanceof File ? value.name : 'upload');
    else if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return form;
}

/**
 * The one client of the contract: every call is a POST of JSON (an upload of multipart) to the operation's path,
 * through the conventions (`conventions.ts`: tokens and namespace after the session is ready, datacenter_uuid, the
 * timeout, the envelope); `call` turns the envelope into a result and tells the user about failures unless the
 * call is silent.
 */
export function createApiClient(options: ClientOptions): Api {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const datacenter = () => options.getDatacenterUuid?.();

  /** One exchange: the request as the conventions make it, the answer as an envelope (never a throw). */
  async function exchange(operationId: OperationId, body: (() => BodyInit) | undefined, multipart: boolean, caller?: AbortSignal): Promise<RawEnvelope> {
    try {
      // The data centre is read after the wait for the session: start-up may choose it meanwhile.
      const headers = await sessionHeaders(options, operationId, multipart);
      const request = new Request(`${options.baseUrl}${operations[operationId].path}`, {
        method: 'POST',
        headers,
        ...(body ? { body: body() } : {}),
        signal: timeoutSignal(timeoutMs, caller),
      });
      const envelope = envelopeOf(await (await send(request)).text());
      if (envelope.status === 100) options.onSessionExpired?.();
      return envelope;
    } catch {
      return noAnswer(caller);
    }
  }

  /** The result of an envelope (exchange always gives one: an unreadable answer is already status 500 or 0). */
  function result<Op extends OperationId>({ status, msg, data }: RawEnvelope, silent: boolean | undefined): CallResult<Op> {
    if (status === 200) return { ok: true, data: data as ResponseData<Op> };
    const reason = reasonOf(status);
    const errors = reason === 'error' ? (data as { errors?: FieldError[] } | null)?.errors : undefined;
    const failure = { ok: false as const, status, msg: reason === 'transport' ? TRANSPORT_ERROR_TEXT : msg, reason, ...(errors ? { errors } : {}) };
    const message = silent ? null : failureMessage(failure);
    if (message) options.onMessage?.(message.text, message.kind, message.durationMs);
    return failure;
  }

  async function call<Op extends OperationId>(operationId: Op, ...init: CallInit<Op>): Promise<CallResult<Op>> {
    const { body, signal, silent } = (init[0] ?? {}) as { body?: unknown } & CallOptions;
    const json = body === undefined ? undefined : () => JSON.stringify(withDatacenter(body, datacenter()));
    return result<Op>(await exchange(operationId, json, false, signal), silent);
  }

  async function uploadImage(file: Blob, imgPath: string = UPLOAD_DEFAULT_IMG_PATH, callOptions: CallOptions = {}) {
    const form = () => withDatacenterPart(formData({ img_path: imgPath, [FILE_FIELD]: file }), datacenter());
    return result<'uploadImage'>(await exchange('uploadImage', form, true, callOptions.signal), callOptions.silent);
  }

  return { call, uploadImage };
}
