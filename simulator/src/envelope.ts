import type { FieldError, OperationId, ResponseData } from '@storefront/sdk';

export type ErrorStatus = 100 | 203 | 400 | 401 | 404 | 409 | 429 | 500;

export interface OkEnvelope<T> {
  status: 200;
  msg: string;
  data: T;
}
export interface ErrorEnvelope {
  status: ErrorStatus;
  msg: string;
  data: { errors?: FieldError[] } | null;
}
export type Envelope<Op extends OperationId> = OkEnvelope<ResponseData<Op>> | ErrorEnvelope;

export function ok<T>(data: T, msg = 'success'): OkEnvelope<T> {
  return { status: 200, msg, data };
}

export function fail(status: ErrorStatus, msg: string, errors?: FieldError[]): ErrorEnvelope {
  return { status, msg, data: errors ? { errors } : null };
}

/** A 400 naming one field and the business rule it broke. */
export function invalid(field: string, rule: string, message: string): ErrorEnvelope {
  return fail(400, `${field}: ${message}`, [{ field, rule, message }]);
}
