/**
 * The one HTTP caller of the tools. It never throws for what a server does: every way a call can end
 * (an answer, a wrong HTTP status, a body that is not JSON, a hang, a dropped connection) is an outcome
 * that checks and scenario assertions can look at.
 */
export type Outcome = 'answered' | 'http-status' | 'not-json' | 'timeout' | 'transport-error';

export interface ApiRequest {
  url: string;
  /** POST unless given (the fuzz pass also tries other methods, and GETs the CDN and stand-in routes). */
  method?: string;
  headers: Record<string, string>;
  /** Sent as JSON; a string (or bytes) in `rawBody` is sent as it is instead (for malformed-JSON cases). */
  body?: unknown;
  rawBody?: string | Uint8Array<ArrayBuffer>;
  /** Sent as multipart/form-data instead (fetch sets the Content-Type with its boundary). */
  form?: FormData;
  timeoutMs: number;
  /** How much of an answer that is not JSON to keep (default 500 characters). */
  textLimit?: number;
}

export interface ApiResponse {
  outcome: Outcome;
  httpStatus?: number;
  /** The parsed JSON answer, when there was one. */
  json?: unknown;
  /** The answer as text when it was not JSON (cut), or the transport error's message. */
  text?: string;
  elapsedMs: number;
  /** The Content-Type header answered, when there was an answer (the conformance checker compares it with the contract). */
  contentType?: string;
  /** The Cache-Control header answered (an error must not be cached). */
  cacheControl?: string;
}

/**
 * Headers every call carries (`--header NAME:VALUE`, for servers behind an API key or a gateway). Set once by a
 * CLI before its run, so cases, sequences and hooks all send them without each caller passing them along.
 */
let extraHeaders: Record<string, string> = {};

export function setExtraHeaders(headers: Record<string, string>): void {
  extraHeaders = { ...headers };
}

/** `NAME:VALUE` (split at the first ':'), as curl writes it. */
export function parseHeader(value: string): [string, string] {
  const at = value.indexOf(':');
  const name = at > 0 ? value.slice(0, at).trim() : '';
  if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) throw new Error(`--header needs NAME:VALUE, got '${value}'`);
  return [name, value.slice(at + 1).trim()];
}

export async function callApi(request: ApiRequest): Promise<ApiResponse> {
  const controller = new AbortController();
  const started = performance.now();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs);
  const elapsed = () => Math.round(performance.now() - started);
  const method = request.method ?? 'POST';
  const bodyless = method === 'GET' || method === 'HEAD';
  const limit = request.textLimit ?? 500;
  try {
    const response = await fetch(request.url, {
      method,
      headers: {
        ...(request.form || bodyless ? {} : { 'content-type': 'application/json' }),
        accept: 'application/json',
        ...extraHeaders,
        ...request.headers,
      },
      body: bodyless ? null : (request.form ?? request.rawBody ?? JSON.stringify(request.body ?? {})),
      signal: controller.signal,
    });
    const text = await response.text();
    return answerFrom({ httpStatus: response.status, text, headers: response.headers, elapsedMs: elapsed(), limit });
  } catch (error) {
    if (controller.signal.aborted)
      return { outcome: 'timeout', elapsedMs: elapsed(), text: `no answer within ${request.timeoutMs} ms` };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      outcome: 'transport-error',
      elapsedMs: elapsed(),
      text: cause?.code ?? cause?.message ?? (error as Error).message,
    };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How an HTTP answer reads as an outcome: HTTP 200 with JSON is `answered`, another HTTP status `http-status`
 * (with the JSON when there was some), a body that is not JSON `not-json`. Shared by the tools' own calls and the
 * contract proxy, which sees the app's answers go by.
 */
export function answerFrom(answer: {
  httpStatus: number;
  text: string;
  headers: Headers;
  elapsedMs: number;
  limit?: number;
}): ApiResponse {
  const limit = answer.limit ?? 500;
  let json: unknown;
  let parsed: boolean;
  try {
    json = JSON.parse(answer.text) as unknown;
    parsed = true;
  } catch {
    parsed = false;
  }
  const contentType = answer.headers.get('content-type');
  const cacheControl = answer.headers.get('cache-control');
  const base = {
    httpStatus: answer.httpStatus,
    elapsedMs: answer.elapsedMs,
    ...(contentType !== null ? { contentType } : {}),
    ...(cacheControl !== null ? { cacheControl } : {}),
  };
  const text = answer.text.slice(0, limit);
  if (answer.httpStatus !== 200) return { outcome: 'http-status', ...base, ...(parsed ? { json } : { text }) };
  if (!parsed) return { outcome: 'not-json', ...base, text };
  return { outcome: 'answered', ...base, json };
}

export function describeOutcome(response: ApiResponse): string {
  switch (response.outcome) {
    case 'answered':
      return `answered in ${response.elapsedMs} ms`;
    case 'http-status':
      return `HTTP ${response.httpStatus ?? '?'} instead of 200`;
    case 'not-json':
      return `an answer that is not JSON: ${response.text ?? ''}`;
    case 'timeout':
      return response.text ?? 'no answer in time';
    case 'transport-error':
      return `no answer (connection failed: ${response.text ?? 'unknown'})`;
  }
}
