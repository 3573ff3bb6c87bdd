import type { FieldError, OperationId, ResponseData } from '@storefront/sdk';
import type { Response } from 'express';

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

/** Set in `res.locals` when the contract's answer check hooks `res.json` for this call (validation.ts). */
export const ANSWER_CHECKED = 'answerChecked';

/**
 * Every API answer is HTTP 200 carrying the envelope; its status is kept for the request log. Written directly, with
 * the same headers as Express's `res.json` (the app sets no JSON replacer, spacing or ETag): its content-type lookup
 * and send machinery were a tenth of the server's time per call. When answers are checked against the contract, the
 * check hooks `res.json`, so the answer goes through it.
 */
export function sendEnvelope(res: Response, envelope: ErrorEnvelope | { status: number; msg: string; data: unknown }): void {
  res.locals.envelopeStatus = envelope.status;
  const retryAfter = (envelope.data as { retry_after?: unknown } | null)?.retry_after;
  if (envelope.status === 429 && typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
  if (res.locals[ANSWER_CHECKED]) {
    res.status(200).json(envelope);
    return;
  }
  const text = JSON.stringify(envelope);
  res.statusCode = 200;
  // As res.json: a type set earlier stays (a contract break sets a wrong one on purpose).
  if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
