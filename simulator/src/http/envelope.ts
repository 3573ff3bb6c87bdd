import type { ContractOperationId as OperationId, FieldError, ResponseData } from '@storefront/sdk';
import type { Response } from 'express';
import { chooseEncoding, compress, type ContentEncoding } from './content-encoding.js';
import { asksForChinese, inChinese } from './language.js';

export type ErrorStatus = 100 | 203 | 400 | 401 | 404 | 409 | 429 | 500;

export interface OkEnvelope<T> {
  status: 200;
  msg: string;
  data: T;
}
export interface ErrorEnvelope {
  status: ErrorStatus;
  msg: string;
  data: { errors?: FieldError[]; retry_after?: number } | null;
}
export type Envelope<Op extends OperationId> = OkEnvelope<ResponseData<Op>> | ErrorEnvelope;

export function ok<T>(data: T, msg = 'success'): OkEnvelope<T> {
  return { status: 200, msg, data };
}

export function fail(status: ErrorStatus, msg: string, errors?: FieldError[]): ErrorEnvelope {
  return { status, msg, data: errors ? { errors } : null };
}

/** A 429: `retry_after` whole seconds (at least 1) before the same request may succeed; sent as Retry-After too. */
export function tooMany(msg: string, retryAfter: number): ErrorEnvelope {
  return { status: 429, msg, data: { retry_after: Math.max(1, Math.ceil(retryAfter)) } };
}

/** A 400 naming one field and the business rule it broke. */
export function invalid(field: string, rule: string, message: string): ErrorEnvelope {
  return fail(400, `${field}: ${message}`, [{ field, rule, message }]);
}

/** An answer as sent: its JSON, and its compressed copies as they are made. */
interface Written {
  text: string;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}
const writtenOnce = new WeakMap<object, Written>();

/**
 * Answers of at least this many characters go compressed to a client that accepts it, as a web server in front of
 * a backend sends them: a product's detail is 12 KB of JSON, 3 KB compressed, on a phone's slow link.
 */
export const COMPRESS_FROM = 1024;

/**
 * An answer made of one region's seed alone (the home's blocks, its banners): made and written as JSON once per
 * region, then sent as that text (compressed once too). Writing the home's blocks was the largest cost of the
 * simulator's own per call.
 * The answer is frozen to its leaves, so a handler that later changed the seed under it would throw, not send a
 * stale text; a region is rebuilt, never edited, when its namespace is reset.
 */
export function seedAnswer<Seed extends object, T>(make: (seed: Seed) => OkEnvelope<T>): (seed: Seed) => OkEnvelope<T> {
  const made = new WeakMap<Seed, OkEnvelope<T>>();
  return (seed) => {
    let envelope = made.get(seed);
    if (!envelope) {
      envelope = deepFreeze(make(seed));
      writtenOnce.set(envelope, { text: JSON.stringify(envelope), encoded: {} });
      made.set(seed, envelope);
    }
    return envelope;
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Set in `res.locals` when the contract's answer check hooks `res.json` for this call (validation.ts). */
export const ANSWER_CHECKED = 'answerChecked';

/**
 * Every API answer is HTTP 200 carrying the envelope; its status is kept for the request log. Written directly, with
 * the same headers as Express's `res.json` (the app sets no JSON replacer, spacing or ETag): its content-type lookup
 * and send machinery were a tenth of the server's time per call. When answers are checked against the contract, the
 * check hooks `res.json`, so the answer goes through it (uncompressed: only tests check answers).
 */
export function sendEnvelope(
  res: Response,
  envelope: ErrorEnvelope | { status: number; msg: string; data: unknown },
): void {
  res.locals.envelopeStatus = envelope.status;
  if (asksForChinese(res.req)) {
    const msg = inChinese(envelope.msg);
    if (msg !== envelope.msg) envelope = { ...envelope, msg };
  }
  const retryAfter = (envelope.data as { retry_after?: unknown } | null)?.retry_after;
  if (envelope.status === 429 && typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
  if (res.locals[ANSWER_CHECKED]) {
    res.status(200).json(envelope);
    return;
  }
  const written = writtenOnce.get(envelope) ?? { text: JSON.stringify(envelope), encoded: {} };
  res.statusCode = 200;
  // As res.json: a type set earlier stays (a contract break sets a wrong one on purpose).
  if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
  let body: string | Buffer = written.text;
  if (body.length >= COMPRESS_FROM) {
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(res.req);
    if (encoding) {
      body = written.encoded[encoding] ??= compress(written.text, encoding);
      res.setHeader('Content-Encoding', encoding);
    }
  }
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}
