import type { PathPart } from '../shared/json-path.js';

/**
 * Which tokens a case carries. The values are resolved when the case is sent (the server issues the tokens), so
 * a seed gives the same cases whatever tokens a run gets.
 */
export type TokenChoice =
  /** What the SDK would send: the user token where users may call, else the guest token (none where none is needed). */
  | 'default'
  | 'none'
  | 'guest'
  | 'user'
  /** Both headers at once. */
  | 'both'
  | 'guest-as-user'
  | 'user-as-guest'
  /** A guest token issued in another data centre. */
  | 'other-region'
  /** A guest token issued in another namespace (the run's control namespace). */
  | 'other-namespace'
  /** The real token, one character changed. */
  | 'mangled'
  | { garbage: string; header: 'user' | 'guest' };

/** One hostile request, fully decided by the seed (tokens aside). */
export interface FuzzCase {
  /** The operationId, or the route's name for the CDN and stand-in routes. */
  target: string;
  /** The mutator that made it (schema, type, string, token, ...). */
  kind: string;
  title: string;
  method: string;
  /** Path and query, appended to the base URL. */
  path: string;
  /** Header names lower-case; an x-sim-namespace here replaces the run's. */
  headers: Record<string, string>;
  tokens: TokenChoice;
  body?: string | Uint8Array<ArrayBuffer>;
  /** API cases go to the run's namespace (control operations to its control namespace); routes need none. */
  namespace: 'api' | 'control' | 'none';
}

/** What the run knows when it generates: the data centres (a real one, and another for mismatches). */
export interface GenerateContext {
  datacenterUuid?: string | undefined;
  otherDatacenter?: string | undefined;
}

export const TOKEN_CHOICES: readonly TokenChoice[] = [
  'none',
  'guest',
  'user',
  'both',
  'guest-as-user',
  'user-as-guest',
  'other-region',
  'other-namespace',
  'mangled',
];

/** Every path to a key the body has (nested objects, and the first item of arrays), to at most `depth` levels. */
export function fieldPaths(value: unknown, depth = 3, at: PathPart[] = []): PathPart[][] {
  if (depth === 0 || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.length > 0 ? [[...at, 0], ...fieldPaths(value[0], depth - 1, [...at, 0])] : [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => [
    [...at, key],
    ...fieldPaths(inner, depth - 1, [...at, key]),
  ]);
}

/** How a case is described in reports: method, path, the headers it chose, the body cut short. */
export function describeCase(c: FuzzCase, max = 300): string {
  const tokens =
    typeof c.tokens === 'string'
      ? c.tokens
      : `garbage ${c.tokens.header} token ${JSON.stringify(c.tokens.garbage.slice(0, 40))}`;
  const headers = Object.entries(c.headers).map(
    ([k, v]) => `${k}: ${v.length > 60 ? `${v.slice(0, 60)}…(${v.length})` : v}`,
  );
  let body = '';
  if (typeof c.body === 'string')
    body = c.body.length > max ? `${c.body.slice(0, max)}…(${c.body.length} chars)` : c.body;
  else if (c.body)
    body = `<${c.body.length} bytes: ${JSON.stringify(Buffer.from(c.body.subarray(0, 80)).toString('latin1'))}…>`;
  const path = c.path.length > 200 ? `${c.path.slice(0, 200)}…(${c.path.length})` : c.path;
  return [`${c.method} ${path}`, `tokens: ${tokens}`, ...headers, ...(body ? [`body: ${body}`] : [])].join('\n');
}
