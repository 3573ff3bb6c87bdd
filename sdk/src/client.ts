import createClient from 'openapi-fetch';
import type { RequiredKeysOf } from 'openapi-typescript-helpers';
import type { components, operations as contract, paths } from './schema.js';
import { operations, type OperationId } from './operations.js';
import { withDatacenter, withDatacenterPart } from './conventions.js';
import {
  ABORTED_STATUS,
  envelopes,
  isEnvelope,
  NO_ANSWER_STATUS,
  OFFLINE_STATUS,
  sessionHeaders,
  sessionReadyFor,
  timeout,
  type RawEnvelope,
} from './transport.js';
import {
  ERROR_TOAST_MS,
  OFFLINE_WRITE_TEXT,
  REQUEST_TIMEOUT_MS,
  TRANSPORT_ERROR_TEXT,
  TRANSPORT_TOAST_MS,
  UPLOAD_DEFAULT_IMG_PATH,
} from './rules/session.js';

type Envelope<T> = T extends { responses: { 200: { content: { 'application/json': infer E } } } } ? E : never;
type JsonBody<T> = T extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type FormBody<T> = T extends { requestBody: { content: { 'multipart/form-data': infer B } } } ? B : never;

export type FieldError = components['schemas']['FieldError'];
/**
 * Every operation of the contract: the app's (OperationId, the table it downloads) and the simulator's control
 * operations (@storefront/sdk/control). The body and answer types below take either.
 */
export type ContractOperationId = keyof contract;
/** The contract path of an operation. */
export type PathOf<Op extends OperationId> = (typeof operations)[Op]['path'];
/** An operation's `body` as the contract types it: required when the contract requires a body. */
export type RequestInitOf<Op extends ContractOperationId> = contract[Op] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? { body: B }
  : contract[Op] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : { body?: never };
/** A JSON operation's body. */
export type RequestBody<Op extends ContractOperationId> = JsonBody<contract[Op]>;
/** The part of a multipart operation that carries the file. */
export const FILE_FIELD = 'file';
/** Operations whose body is multipart/form-data (uploads). */
export type MultipartOperationId = {
  [Op in ContractOperationId]: [FormBody<contract[Op]>] extends [never] ? never : Op;
}[ContractOperationId];
/** The text parts of a multipart operation's body; the file is the part `file`. */
export type FormFields<Op extends MultipartOperationId> = Omit<FormBody<contract[Op]>, typeof FILE_FIELD>;
export type ResponseData<Op extends ContractOperationId> = Extract<Envelope<contract[Op]>, { status: 200 }>['data'];

/**
 * rejected: 203, expired: 100, error: any other status, transport: no usable answer, aborted: by the caller,
 * offline: a write refused unsent while the connection is lost.
 */
export type FailureReason = 'rejected' | 'expired' | 'error' | 'transport' | 'aborted' | 'offline';

function reasonOf(status: number): FailureReason {
  if (status === 203) return 'rejected';
  if (status === 100) return 'expired';
  if (status === ABORTED_STATUS) return 'aborted';
  if (status === OFFLINE_STATUS) return 'offline';
  return status === NO_ANSWER_STATUS ? 'transport' : 'error';
}

export type CallResult<Op extends ContractOperationId> =
  /** stale: the server could not be reached, this is the last answer kept for the call (offline.ts). */
  | { ok: true; data: ResponseData<Op>; stale?: true }
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
  if (result.reason === 'transport' || result.reason === 'offline')
    return { text: result.msg || TRANSPORT_ERROR_TEXT, kind: 'transport', durationMs: TRANSPORT_TOAST_MS };
  if (result.reason === 'error')
    return { text: result.msg || TRANSPORT_ERROR_TEXT, kind: 'error', durationMs: ERROR_TOAST_MS };
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
  /** The customer's language (a BCP 47 tag), sent as Accept-Language so the backend's texts come in it. */
  getLanguage?: () => string | null | undefined;
  timeoutMs?: number;
  /** Called once for an envelope status 100, after which the caller's result is { reason: 'expired' }. */
  onSessionExpired?: () => void;
  /** Called with what the user should read, unless the call asked to be silent. */
  onMessage?: (text: string, kind: MessageKind, durationMs: number) => void;
  /** Told whether each call reached the server (a failed connection: false; any answer: true). */
  onConnection?: (reached: boolean) => void;
  /** False while the connection is known to be lost: writes are refused unsent, reads answered from kept answers. */
  isOnline?: () => boolean;
  /** The kept answers (@storefront/sdk/offline), loaded on first need; without it nothing is kept or refused. */
  keptAnswers?: () => Promise<OfflineAnswers>;
  fetch?: typeof globalThis.fetch;
}

/** What the client needs of the offline module (@storefront/sdk/offline's keptAnswers). */
export interface OfflineAnswers {
  isRead(operationId: OperationId): boolean;
  keep(operationId: OperationId, body: unknown, data: unknown): void;
  kept(operationId: OperationId, body: unknown): unknown;
}

/** A write refused before it was sent, while offline. */
const REFUSED_OFFLINE: RawEnvelope = { status: OFFLINE_STATUS, msg: OFFLINE_WRITE_TEXT, data: null };

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
    if (value instanceof Blob)
      form.append(name, value, typeof File !== 'undefined' && value instanceof File ? value.name : 'upload');
    else if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return form;
}

/**
 * openapi-fetch's POST seen without its path types: they check one literal path at a time, while `call` is generic
 * over the operation and takes a body CallInit has already typed by the contract, which it passes on unchanged.
 */
type Post = (path: string, init: { body?: unknown; signal?: AbortSignal }) => Promise<{ data?: unknown }>;

/**
 * The one client of the contract: openapi-fetch's `createClient<paths>` with the request conventions
 * (conventions.ts) in its body serializers (the stored datacenter_uuid) and middleware (transport.ts: tokens and
 * namespace after the session is ready, the timeout, every answer and failure made an envelope), and `call`, which
 * turns an envelope into a result and tells the user about failures unless the call is silent.
 */
export function createApiClient(options: ClientOptions): Api {
  const datacenter = () => options.getDatacenterUuid?.();
  const fetchClient = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: (request: Request) => (options.fetch ?? globalThis.fetch)(request),
    bodySerializer: (body: unknown) => JSON.stringify(withDatacenter(body, datacenter())),
  });
  fetchClient.use(
    sessionHeaders(options),
    timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    envelopes(options.onSessionExpired, options.onConnection),
  );
  const offline = () => options.isOnline?.() === false;
  /** The kept answers when the app gave them and they could be loaded (offline, a module not loaded yet cannot). */
  const kept = () => options.keptAnswers?.().catch(() => undefined);
  const post = fetchClient.POST as unknown as Post;

  /** The result of the envelope the middleware made of the answer (anything else counts as no answer). */
  function result<Op extends OperationId>(envelope: unknown, silent: boolean | undefined): CallResult<Op> {
    const { status, msg, data }: RawEnvelope = isEnvelope(envelope)
      ? envelope
      : { status: NO_ANSWER_STATUS, msg: TRANSPORT_ERROR_TEXT, data: null };
    if (status === 200) return { ok: true, data: data as ResponseData<Op> };
    const reason = reasonOf(status);
    const errors = reason === 'error' ? (data as { errors?: FieldError[] } | null)?.errors : undefined;
    const failure = {
      ok: false as const,
      status,
      msg: reason === 'transport' ? TRANSPORT_ERROR_TEXT : msg,
      reason,
      ...(errors ? { errors } : {}),
    };
    const message = silent ? null : failureMessage(failure);
    if (message) options.onMessage?.(message.text, message.kind, message.durationMs);
    return failure;
  }

  async function call<Op extends OperationId>(operationId: Op, ...init: CallInit<Op>): Promise<CallResult<Op>> {
    const { body, signal, silent } = (init[0] ?? {}) as { body?: unknown } & CallOptions;
    const { path, auth } = operations[operationId];
    // Offline, a write is refused before it is sent: nothing is queued to go later behind the customer's back.
    const answers = offline() ? await kept() : undefined;
    if (answers && !answers.isRead(operationId)) return result<Op>(REFUSED_OFFLINE, silent);
    // openapi-fetch serializes the body before the middleware runs: waiting here first means the body gets the data
    // centre start-up has chosen by then (a first visit has none until it has asked for the list).
    await sessionReadyFor(options, auth);
    const answer = await post(path, { body, ...(signal ? { signal } : {}) });
    const envelope = answer.data as RawEnvelope | undefined;
    if (envelope?.status === 200) void kept()?.then((loaded) => loaded?.keep(operationId, body, envelope.data));
    // No answer because the connection is lost (not a timeout, not a server error): the last answer kept, if any.
    else if (envelope?.status === NO_ANSWER_STATUS && offline()) {
      const last = (await kept())?.kept(operationId, body);
      if (last !== undefined) return { ok: true, data: last as ResponseData<Op>, stale: true };
    }
    return result<Op>(envelope, silent);
  }

  async function uploadImage(file: Blob, imgPath: string = UPLOAD_DEFAULT_IMG_PATH, callOptions: CallOptions = {}) {
    if (offline()) return result<'uploadImage'>(REFUSED_OFFLINE, callOptions.silent);
    const answer = await fetchClient.POST(operations.uploadImage.path, {
      body: { img_path: imgPath, [FILE_FIELD]: file },
      bodySerializer: (body) => withDatacenterPart(formData(body), datacenter()),
      ...(callOptions.signal ? { signal: callOptions.signal } : {}),
    });
    return result<'uploadImage'>(answer.data, callOptions.silent);
  }

  return { call, uploadImage };
}
