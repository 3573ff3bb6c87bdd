import {
  carriesDatacenter,
  GUEST_TOKEN_HEADER,
  NAMESPACE_HEADER,
  tokenHeader,
  USER_TOKEN_HEADER,
  withDatacenter,
} from '@storefront/sdk';
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
  /** 'auto' follows the SDK's token rule; the others pick a token (or none) on purpose, for negative cases. */
  auth?: 'auto' | 'none' | 'guest' | 'user';
  /** false sends the body as it is: the SDK's data centre rule is not applied (negative and cross-region cases). */
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

/** The token header a plan asks for: the SDK's rule for 'auto', else the one token named (negative cases). */
function plannedToken(op: Operation, auth: RequestPlan['auth'], session: Session): [string, string] | undefined {
  switch (auth ?? 'auto') {
    case 'auto':
      return tokenHeader(op.schemes, session, op.bodyType === 'multipart');
    case 'user':
      return session.userToken ? [USER_TOKEN_HEADER, session.userToken] : undefined;
    case 'guest':
      return session.guestToken ? [GUEST_TOKEN_HEADER, session.guestToken] : undefined;
    case 'none':
      return undefined;
  }
}

/**
 * Applies the request conventions (docs/product/session-and-requests.md#request-conventions) to one call by the
 * SDK's own rules (sdk/src/conventions.ts, which the app's client follows): the token, the namespace, and the
 * session's data centre in the body.
 */
export function conventionalRequest(
  op: Operation,
  plan: RequestPlan,
  session: Session,
  namespace?: string,
): SentRequest {
  const headers: Record<string, string> = { ...(plan.headers ?? {}) };
  const tokenGiven = hasHeader(headers, USER_TOKEN_HEADER) || hasHeader(headers, GUEST_TOKEN_HEADER);
  const token = tokenGiven ? undefined : plannedToken(op, plan.auth, session);
  if (token) headers[token[0]] = token[1];
  if (namespace && !hasHeader(headers, NAMESPACE_HEADER)) headers[NAMESPACE_HEADER] = namespace;
  const addDatacenter = plan.addDatacenter !== false && carriesDatacenter(op.tags);
  const body = addDatacenter ? withDatacenter(plan.body, session.datacenterUuid) : plan.body;
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
export function multipartBody(
  op: Operation,
  body: unknown,
  files: Record<string, SampleFile> = {},
): { form: FormData; shown: Record<string, unknown> } {
  const form = new FormData();
  const shown: Record<string, unknown> = {};
  const record =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
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
export async function send(
  baseUrl: string,
  op: Operation,
  plan: RequestPlan,
  session: Session,
  options: { namespace?: string | undefined; timeoutMs: number },
): Promise<Sent> {
  const request = conventionalRequest(op, plan, session, options.namespace);
  const multipart =
    op.bodyType === 'multipart' && plan.rawBody === undefined ? multipartBody(op, request.body, plan.files) : undefined;
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
