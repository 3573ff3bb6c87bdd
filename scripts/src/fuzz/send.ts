import type { Operation } from '../shared/contract.js';
import { tokenHeader } from '@storefront/sdk';
import { GUEST_TOKEN_HEADER, hasHeader, NAMESPACE_HEADER, USER_TOKEN_HEADER } from '../shared/conventions.js';
import { callApi, type ApiResponse } from '../shared/http.js';
import type { FuzzCase, TokenChoice } from './cases.js';

/** The tokens a run was issued before it began, for the cases' token choices. */
export interface FuzzTokens {
  guest?: string | undefined;
  user?: string | undefined;
  /** A guest token of another data centre. */
  otherRegion?: string | undefined;
  /** A guest token of another namespace. */
  otherNamespace?: string | undefined;
}

export interface SendContext {
  baseUrl: string;
  namespace: string;
  controlNamespace: string;
  tokens: FuzzTokens;
  timeoutMs: number;
  operations: Map<string, Operation>;
}

/** Enough of any answer to find a stack trace in it. */
const TEXT_LIMIT = 64 * 1024;

function tokenHeaders(choice: TokenChoice, op: Operation | undefined, tokens: FuzzTokens): Record<string, string> {
  const user = (value: string | undefined): Record<string, string> => (value ? { [USER_TOKEN_HEADER]: value } : {});
  const guest = (value: string | undefined): Record<string, string> => (value ? { [GUEST_TOKEN_HEADER]: value } : {});
  if (typeof choice === 'object')
    return choice.header === 'user'
      ? { [USER_TOKEN_HEADER]: choice.garbage }
      : { [GUEST_TOKEN_HEADER]: choice.garbage };
  switch (choice) {
    case 'default': {
      // The project's token rule, as the app's client applies it.
      const header =
        op &&
        tokenHeader(op.schemes, { userToken: tokens.user, guestToken: tokens.guest }, op.bodyType === 'multipart');
      return header ? { [header[0]]: header[1] } : {};
    }
    case 'none':
      return {};
    case 'guest':
      return guest(tokens.guest);
    case 'user':
      return user(tokens.user);
    case 'both':
      return { ...user(tokens.user), ...guest(tokens.guest) };
    case 'guest-as-user':
      return user(tokens.guest);
    case 'user-as-guest':
      return guest(tokens.user);
    case 'other-region':
      return guest(tokens.otherRegion);
    case 'other-namespace':
      return guest(tokens.otherNamespace);
    case 'mangled': {
      const real = tokens.user ?? tokens.guest ?? '';
      const changed = `${real.slice(0, -1)}${real.endsWith('0') ? '1' : '0'}`;
      return tokens.user ? user(changed) : guest(changed);
    }
  }
}

/** The request as text, so an answer that only echoes what was sent is not taken for a leak. */
export function sentText(c: FuzzCase): string {
  const body = typeof c.body === 'string' ? c.body : c.body ? Buffer.from(c.body).toString('latin1') : '';
  let path = c.path;
  try {
    path += decodeURIComponent(c.path);
  } catch {
    // A path with a bad escape stays as it is.
  }
  return `${path}\n${Object.values(c.headers).join('\n')}\n${body}`;
}

/**
 * The path the server sees: the URL parser resolves dot segments ('/api/%2e%2e/x' reaches '/x'), so what a case
 * aimed at is not always where it lands. Relative to the base URL's own path prefix.
 */
export function landingPath(baseUrl: string, path: string): string {
  try {
    const prefix = new URL(baseUrl).pathname.replace(/\/+$/, '');
    const landed = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`).pathname;
    return prefix && landed.startsWith(prefix) ? landed.slice(prefix.length) || '/' : landed;
  } catch {
    return path;
  }
}

/** Sends one case with its tokens and namespace resolved. */
export async function sendCase(c: FuzzCase, ctx: SendContext): Promise<ApiResponse> {
  const headers: Record<string, string> = {
    ...tokenHeaders(c.tokens, ctx.operations.get(c.target), ctx.tokens),
    ...c.headers,
  };
  if (c.namespace !== 'none' && !hasHeader(headers, NAMESPACE_HEADER))
    headers[NAMESPACE_HEADER] = c.namespace === 'control' ? ctx.controlNamespace : ctx.namespace;
  return callApi({
    url: `${ctx.baseUrl.replace(/\/+$/, '')}${c.path}`,
    method: c.method,
    headers,
    ...(c.body !== undefined ? { rawBody: c.body } : {}),
    timeoutMs: ctx.timeoutMs,
    textLimit: TEXT_LIMIT,
  });
}
