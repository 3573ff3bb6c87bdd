import type { NextFunction, Request, Response } from 'express';
import zlib from 'node:zlib';
import { isApiPath } from './contract.js';
import { fail, sendEnvelope, type ErrorEnvelope } from './envelope.js';
import { validatorErrorToEnvelope } from './validation.js';

interface ThrownError {
  type?: string;
  code?: string;
  status?: number;
  statusCode?: number;
  message?: string;
  errors?: [];
  name?: string;
}

/**
 * The body encodings the JSON parser reads on this runtime: Node 22.15+ and 24 have zstd, and the parser then takes
 * it too, so the error names what this server actually reads.
 */
export const READABLE_ENCODINGS = [
  'identity',
  'gzip',
  'deflate',
  'br',
  ...('createZstdDecompress' in zlib ? ['zstd'] : []),
];
const READABLE_TEXT = `must be ${READABLE_ENCODINGS.slice(0, -1).join(', ')} or ${READABLE_ENCODINGS.at(-1)}`;

/**
 * The envelope for what the body parser (raw-body / body-parser `type`s) threw, or null for anything else. A body
 * the server cannot read is the caller's fault: 400 naming the rule, never a 500.
 */
function bodyErrorEnvelope(e: ThrownError): ErrorEnvelope | null {
  switch (e.type) {
    case 'entity.parse.failed':
      return fail(400, 'The body is not valid JSON', [{ field: '', rule: 'json', message: 'is not valid JSON' }]);
    case 'entity.too.large':
      return fail(400, 'The body is larger than 1 MB', [
        { field: '', rule: 'maxSize', message: 'is larger than 1 MB' },
      ]);
    case 'encoding.unsupported':
      return fail(400, 'The body has a Content-Encoding this server does not read', [
        { field: 'Content-Encoding', rule: 'content_encoding', message: READABLE_TEXT },
      ]);
    case 'charset.unsupported':
      return fail(400, 'The body has a charset this server does not read', [
        { field: 'Content-Type', rule: 'charset', message: 'must be utf-8' },
      ]);
    case 'request.size.invalid':
    case 'request.aborted':
    case 'stream.encoding.set':
      return fail(400, 'The body could not be read', [
        { field: '', rule: 'body_readable', message: 'could not be read in full' },
      ]);
    default: {
      // A body stream that failed to inflate (a broken gzip, deflate, brotli or zstd) comes as a bare 4xx from the
      // parser, carrying zlib's error code (Z_DATA_ERROR, ERR__ERROR_FORMAT_PADDING_2, ZSTD_error_prefix_unknown, ...).
      const inflateFailed =
        /^(Z_|ERR__|ERR_BROTLI|ERR_ZSTD|ZSTD_error)/.test(e.code ?? '') ||
        /incorrect header|invalid|unexpected end|decompression|compression method/i.test(`${e.message}`);
      if (
        typeof e.status === 'number' &&
        e.status >= 400 &&
        e.status < 500 &&
        !Array.isArray(e.errors) &&
        inflateFailed
      ) {
        return fail(400, 'The body could not be read', [
          { field: '', rule: 'body_readable', message: 'could not be decoded' },
        ]);
      }
      return null;
    }
  }
}

/** Anything the body parser, the validator or a handler threw becomes an envelope; nothing reaches the user as a stack trace. */
export function errorEnvelopes(log: ((line: string) => void) | undefined) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const e = (error ?? {}) as ThrownError;
    const bodyError = bodyErrorEnvelope(e);
    if (bodyError) {
      sendEnvelope(res, bodyError);
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

/**
 * The last handler of the whole server (CDN, uploads, stand-ins, the app's files): Express's own would answer an
 * HTML page with the stack and server paths. Here an API path gets an envelope, anything else one line of text, and
 * no cache header set for a success survives (a CDN must not keep an error for a year).
 */
export function finalErrorHandler(log: ((line: string) => void) | undefined) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const e = (error ?? {}) as ThrownError;
    if (res.headersSent) {
      // Half an answer is already out: cutting the connection is the only honest ending.
      log?.(`error after the answer began in ${req.path}: ${e.message ?? String(error)}`);
      res.destroy();
      return;
    }
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.set('Cache-Control', 'no-store');
    res.set('X-Content-Type-Options', 'nosniff');
    const bodyError = bodyErrorEnvelope(e);
    const badPath = e instanceof URIError || (e.status === 400 && /decode|URI/i.test(e.message ?? ''));
    const clientStatus = e.status ?? e.statusCode;
    const status =
      bodyError || badPath
        ? 400
        : typeof clientStatus === 'number' && clientStatus >= 400 && clientStatus < 500
          ? clientStatus
          : 500;
    if (status === 500) log?.(`error in ${req.path}: ${e.message ?? String(error)}`);
    const text = badPath
      ? 'Bad percent-escape in the path'
      : bodyError
        ? bodyError.msg
        : status === 500
          ? 'Internal error'
          : 'Bad request';
    if (isApiPath(req.path)) {
      sendEnvelope(res, bodyError ?? (status === 500 ? fail(500, text) : fail(status === 404 ? 404 : 400, text)));
      return;
    }
    res.status(status).type('text/plain').send(text);
  };
}
