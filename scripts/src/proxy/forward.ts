import { answerFrom, type ApiResponse } from '../shared/http.js';
import { NAMESPACE_HEADER } from '../shared/conventions.js';

/** Headers about one connection, not the message: never passed on (fetch and the server set their own). */
const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  // fetch asks for and undoes the compression itself; the body passed back is plain.
  'accept-encoding',
  'content-encoding',
]);

export interface IncomingCall {
  method: string;
  /** Path and query, as the app asked for it. */
  url: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

export interface Forwarded {
  status: number;
  headers: [string, string][];
  bytes: Buffer;
  /** The answer as the checks read it (outcome, JSON, Content-Type, time). */
  response: ApiResponse;
}

export function passableHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
}

/**
 * Sends the app's call on to the target as it came (plus the proxy's namespace, when it has one and the call
 * none) and reads the whole answer. A hang or a refused connection is answered to the app as HTTP 504 or 502.
 */
export async function forward(
  target: string,
  call: IncomingCall,
  options: { timeoutMs: number; namespace?: string | undefined },
): Promise<Forwarded> {
  const headers = passableHeaders(call.headers);
  if (options.namespace && !Object.keys(headers).some((h) => h.toLowerCase() === NAMESPACE_HEADER.toLowerCase()))
    headers[NAMESPACE_HEADER] = options.namespace;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const started = performance.now();
  const elapsedMs = () => Math.round(performance.now() - started);
  try {
    const answer = await fetch(`${target.replace(/\/+$/, '')}${call.url}`, {
      method: call.method,
      headers,
      body: call.method === 'GET' || call.method === 'HEAD' || !call.body?.length ? null : new Uint8Array(call.body),
      redirect: 'manual',
      signal: controller.signal,
    });
    const bytes = Buffer.from(await answer.arrayBuffer());
    const response = answerFrom({
      httpStatus: answer.status,
      text: bytes.toString('utf8'),
      headers: answer.headers,
      elapsedMs: elapsedMs(),
    });
    const passed: [string, string][] = [];
    answer.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name) && name !== 'set-cookie') passed.push([name, value]);
    });
    for (const cookie of answer.headers.getSetCookie()) passed.push(['set-cookie', cookie]);
    return { status: answer.status, headers: passed, bytes, response };
  } catch (error) {
    const timedOut = controller.signal.aborted;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const text = timedOut
      ? `no answer within ${options.timeoutMs} ms`
      : (cause?.code ?? cause?.message ?? (error as Error).message);
    const response: ApiResponse = { outcome: timedOut ? 'timeout' : 'transport-error', elapsedMs: elapsedMs(), text };
    return {
      status: timedOut ? 504 : 502,
      headers: [['content-type', 'text/plain; charset=utf-8']],
      bytes: Buffer.from(`proxy: ${text}`),
      response,
    };
  } finally {
    clearTimeout(timer);
  }
}
