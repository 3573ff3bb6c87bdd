import type { NextFunction, Request, Response } from 'express';
import { fail, sendEnvelope } from './envelope.js';
import { validatorErrorToEnvelope } from './validation.js';

/** Anything the body parser, the validator or a handler threw becomes an envelope; nothing reaches the user as a stack trace. */
export function errorEnvelopes(log: ((line: string) => void) | undefined) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const e = error as { type?: string; status?: number; message?: string; errors?: [] };
    if (e.type === 'entity.parse.failed') {
      sendEnvelope(res, fail(400, 'The body is not valid JSON', [{ field: '', rule: 'json', message: 'is not valid JSON' }]));
      return;
    }
    if (e.type === 'entity.too.large') {
      sendEnvelope(res, fail(400, 'The body is larger than 1 MB', [{ field: '', rule: 'maxSize', message: 'is larger than 1 MB' }]));
      return;
    }
    if (typeof e.status === 'number' && Array.isArray(e.errors)) {
      const envelope = validatorErrorToEnvelope(e);
      if (envelope.status === 500) log?.(`contract mismatch in the answer to ${req.path}: ${envelope.msg}`);
      sendEnvelope(res, envelope);
      return;
    }
    log?.(`error in ${req.path}: ${e.message ?? String(error)}`);
    sendEnvelope(res, fail(500, 'Internal error'));
  };
}
