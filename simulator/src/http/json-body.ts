import type { NextFunction, Request, Response } from 'express';

/** The largest body a call may send (express.json's `limit` in server.ts). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

const PLAIN_JSON = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;
const LENGTH = /^\d{1,7}$/;
const FIRST_NON_WHITESPACE = /^[ \t\n\r]*([^ \t\n\r]|$)/;

/** An error as body-parser makes it: `type` is what errors.ts turns into the 400 envelope. */
function bodyError(type: string, message: string): Error & { type: string; status: number } {
  return Object.assign(new Error(message), { type, status: 400 });
}

/**
 * body-parser's strict JSON reading of a decoded body: nothing is `{}`, the first character must open an object or
 * an array, and a BOM is dropped as its UTF-8 decoder drops it.
 */
export function parseStrictJson(text: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.length === 0) return {};
  const first = FIRST_NON_WHITESPACE.exec(body)?.[1];
  if (first !== '{' && first !== '[') throw bodyError('entity.parse.failed', 'strict violation');
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    throw bodyError('entity.parse.failed', (error as Error).message);
  }
}

/**
 * The body of the common call, read without express.json's general machinery (charset tables, media-type
 * parsing, an inflating stream, a decoder): under load that machinery cost a tenth of a call. It takes only a
 * plain JSON body (no Content-Encoding, `application/json` in UTF-8, a Content-Length within the limit) and reads
 * it as express.json would; every other request goes on to express.json, unread, so its answers stay the rule.
 * A request it has read is finished, and express.json leaves a finished request alone.
 */
export function plainJsonBody(req: Request, _res: Response, next: NextFunction): void {
  const declared = req.headers['content-length'];
  if (
    req.method !== 'POST' ||
    req.headers['content-encoding'] !== undefined ||
    req.headers['transfer-encoding'] !== undefined ||
    declared === undefined ||
    !LENGTH.test(declared) ||
    Number(declared) > BODY_LIMIT_BYTES ||
    !PLAIN_JSON.test(req.headers['content-type'] ?? '')
  ) {
    next();
    return;
  }
  const expected = Number(declared);
  const chunks: Buffer[] = [];
  let received = 0;
  let settled = false;
  const settle = (error?: Error) => {
    if (settled) return;
    settled = true;
    req.off('data', onData);
    req.off('end', onEnd);
    req.off('error', onError);
    req.off('aborted', onAborted);
    if (error) {
      next(error);
      return;
    }
    try {
      req.body = parseStrictJson(Buffer.concat(chunks, received).toString('utf8'));
      next();
    } catch (parseError) {
      next(parseError);
    }
  };
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    chunks.push(chunk);
  };
  const onEnd = () =>
    settle(
      received === expected
        ? undefined
        : bodyError('request.size.invalid', 'request size did not match content length'),
    );
  const onError = () => settle(bodyError('request.aborted', 'request aborted'));
  const onAborted = () => settle(bodyError('request.aborted', 'request aborted'));
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onError);
  req.on('aborted', onAborted);
}
