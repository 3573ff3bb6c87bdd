import { GUEST_TOKEN_HEADER, NAMESPACE_HEADER, USER_TOKEN_HEADER } from '@storefront/sdk';
import type { Operation } from './contract.js';
import { callApi, type ApiResponse } from './http.js';
import { describeFile, validFileFor, type SampleFile } from './sample-files.js';

export { GUEST_TOKEN_HEADER, NAMESPACE_HEADER, USER_TOKEN_HEADER };

/** Who is calling: the tokens and data centre that the project's request conventions put on every call. */
export interface Session {
  userToken?: string | undefined;
  guestToken?: string | undefined;
  datacenterUuid?: string | undefined;
}

/** What was sent, as reports show it. */
export interface SentRequest {
  operationId: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface RequestPlan {
  body: unknown;
  /** Sent instead of JSON.stringify(body) when set (malformed-JSON cases). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** 'auto' follows the SDK: the user token when allowed, else the guest token. */
  auth?: 'auto' | 'none' | 'guest' | 'user';
  /** Add the session's datacenter_uuid when the body lacks one and the schema has the field (the SDK's rule). */
  addDatacenter?: boolean;
  /**
   * Multipart operations: the file for a file part the body names (any placeholder value). A part the body
   * names without one here gets the valid sample (the 1x1 PNG); a part the body leaves out is not sent.
   */
  files?: Record<string, SampleFile>;
}

export function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((h) => h.toLowerCase() === name.toLowerCase());
}

function declaresDatacenter(op: Operation): boolean {
  const props = op.requestSchema?.properties as Record<string, unknown> | undefined;
  return Boolean(props && 'datacenter_uuid' in props);
}

/**
 * Applies the request conventions of the contract (docs/product/session-and-requests.md#request-conventions) to one
 * call.
 */
export function conventionalRequest(op: Operation, plan: RequestPlan, session: Session, namespace?: string): SentRequest {
  const headers: Record<string, string> = { ...(plan.headers ?? {}) };
  const auth = plan.auth ?? 'auto';
  const tokenGiven = hasHeader(headers, USER_TOKEN_HEADER) || hasHeader(headers, GUEST_TOKEN_HEADER);
  if (!tokenGiven && auth !== 'none' && (op.schemes.length > 0 || auth !== 'auto')) {
    const userAllowed = op.schemes.includes('userToken');
    if ((auth === 'user' || (auth === 'auto' && userAllowed)) && session.userToken) headers[USER_TOKEN_HEADER] = session.userToken;
    else if ((auth === 'guest' || auth === 'auto') && session.guestToken) headers[GUEST_TOKEN_HEADER] = session.guestToken;
  }
  if (namespace && !hasHeader(headers, NAMESPACE_HEADER)) headers[NAMESPACE_HEADER] = namespace;
  let body = plan.body;
  const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
  if (plan.addDatacenter !== false && isObject && session.datacenterUuid && declaresDatacenter(op)) {
    const record = body as Record<string, unknown>;
    if (record.datacenter_uuid === undefined) body = { ...record, datacenter_uuid: session.datacenterUuid };
  }
  return { operationId: op.operationId, path: op.path, headers, body };
}

export interface Sent {
  request: SentRequest;
  response: ApiResponse;
}

/**
 * A multipart operation's body as form data: its file parts as files (the plan's, else the valid sample), every
 * other field as a text part. Also what reports show: the fields with each file described.
 */
export function multipartBody(op: Operation, body: unknown, files: Record<string, SampleFile> = {}): { form: FormData; shown: Record<string, unknown> } {
  const form = new FormData();
  const shown: Record<string, unknown> = {};
  const record = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  for (const [name, value] of Object.entries(record)) {
    if (value === undefined) continue;
    const part = op.fileParts.find((p) => p.name === name);
    if (part) {
      const file = files[name] ?? validFileFor(part);
      form.append(name, new Blob([file.bytes], { type: file.type }), file.name);
      shown[name] = describeFile(file);
    } else {
      form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
      shown[name] = value;
    }
  }
  return { form, shown };
}

/** Sends one call with the conventions applied. */
export async function send(baseUrl: string, op: Operation, plan: RequestPlan, session: Session, options: { namespace?: string | undefined; timeoutMs: number }): Promise<Sent> {
  const request = conventionalRequest(op, plan, session, options.namespace);
  const multipart = op.bodyType === 'multipart' && plan.rawBody === undefined ? multipartBody(op, request.body, plan.files) : undefined;
  const response = await callApi({
    // The contract's paths go under the base URL, prefix included (https://host/backend + /api/v1/...).
    url: `${baseUrl.replace(/\/+$/, '')}${op.path}`,
    headers: request.headers,
    body: request.body,
    ...(plan.rawBody !== undefined ? { rawBody: plan.rawBody } : {}),
    ...(multipart ? { form: multipart.form } : {}),
    timeoutMs: options.timeoutMs,
  });
  const shown = plan.rawBody !== undefined ? plan.rawBody : multipart ? multipart.shown : request.body;
  return { request: { ...request, body: shown }, response };
}
