import type { NextFunction, Request, Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { rules, type FieldError } from '@storefront/sdk';
import { isApiPath, loadContract } from './contract.js';
import { ANSWER_CHECKED, fail, sendEnvelope, type ErrorEnvelope } from './envelope.js';
import { operationOf } from '../state/namespaces.js';
import type { ContractBreaks, SimulatorOptions } from './options.js';
import { requestChecks, type RequestCheck } from './request-checks.js';
import { multipartRefusal } from '../state/uploads.js';

/**
 * The contract's checks of every request (and, when asked, every answer), wrapped for the simulator's needs.
 *
 * A JSON call to an operation of the contract (POST to its exact path, no query string) is checked by the
 * checks compiled per operation in request-checks.ts: one synchronous step of about a microsecond, where the
 * validator took five steps and a promise turn each (a sixth of the CPU time of a call under load, measured on
 * getMainPageInfo). Everything else keeps the validator's own pipeline, where its answers are the rule and speed
 * does not matter: multipart bodies (the upload), query strings, other methods and paths (its 404 and 405), and
 * operations request-checks.ts leaves to it. Answers are checked by the validator, when asked, on both ways.
 */
export function contractValidators(options: Pick<SimulatorOptions, 'validateResponses' | 'breaks'>): Middleware[] {
  const validators = sharedValidatorSteps(options.validateResponses === true);
  const step = (name: string) => validators.find((v) => v.name === name);
  const metadata = remembered(step('metadataMiddleware')!);
  const answers = markingChecked(step('responseMiddleware'));
  const fullPipeline = sequence(
    validators
      .filter((validator) => validator.name !== 'securityMiddleware') // validateSecurity is off: it only passes the call on
      .map((validator) => {
        if (validator.name === 'metadataMiddleware') return metadata;
        if (validator.name === 'pathParamsMiddleware') return once(validator);
        if (validator.name === 'responseMiddleware') return answers!;
        return wrapped(validator, options.breaks);
      }),
  );
  const checkOf = sharedRequestChecks();
  const checkRequest: Middleware = (req, res, next) => {
    if (options.breaks?.skipsValidation(operationOf(res)!.operationId)) return next();
    const check = res.locals.requestCheck as RequestCheck;
    const refusal = check({
      contentType: req.headers['content-type'],
      headers: req.headers,
      params: req.params,
      body: req.body,
    });
    if (refusal) return sendEnvelope(res, validatorErrorToEnvelope(refusal));
    return next();
  };
  // The answer's check needs the validator's note of the operation (req.openapi).
  const checked = answers ? sequence([metadata, checkRequest, answers]) : checkRequest;
  return [
    (req, res, next) => {
      const check =
        operationOf(res) && !req.originalUrl.includes('?') && !isMultipart(req)
          ? checkOf(req.method, req.path)
          : undefined;
      if (!check) return fullPipeline(req, res, next);
      res.locals.requestCheck = check;
      return checked(req, res, next);
    },
  ];
}

/**
 * The validator's steps and the compiled request checks are made once per process and shared by every simulator
 * in it: they depend on the contract alone (and on whether answers are checked), and making them again (the
 * validator's pass over the contract's schemas, then Ajv per operation and per answer) cost each simulator about a
 * quarter of a second of CPU, paid by every test that starts one. They keep no state between calls but compiled
 * schemas; a break wraps the shared steps per simulator (`wrapped`) and never changes them.
 */
const stepsByAnswerChecks = new Map<boolean, Middleware[]>();
let requestChecksOfContract: ReturnType<typeof requestChecks> | undefined;

function sharedValidatorSteps(validateResponses: boolean): Middleware[] {
  let steps = stepsByAnswerChecks.get(validateResponses);
  if (!steps) {
    steps = validatorSteps({ validateResponses });
    stepsByAnswerChecks.set(validateResponses, steps);
  }
  return steps;
}

function sharedRequestChecks(): ReturnType<typeof requestChecks> {
  requestChecksOfContract ??= requestChecks(loadContract() as never);
  return requestChecksOfContract;
}

/** express-openapi-validator's steps as the simulator configures them (request-checks.test.ts compares with them). */
export function validatorSteps(options: Pick<SimulatorOptions, 'validateResponses'>): Middleware[] {
  return OpenApiValidator.middleware({
    apiSpec: loadContract() as never,
    validateRequests: { allErrors: true },
    validateResponses: options.validateResponses ? { removeAdditional: false } : false,
    validateSecurity: false,
    validateApiSpec: false,
    // Multipart bodies (uploadImage): multer keeps the parts in memory, one file of at most 5 MB.
    fileUploader: { limits: { files: 1, fileSize: rules.UPLOAD_MAX_BYTES, fields: 10, fieldSize: 1024, parts: 12 } },
  });
}

const isMultipart = (req: Request) => /^multipart\//i.test(req.headers['content-type'] ?? '');

/**
 * The validator checks an answer by hooking `res.json`, and sendEnvelope writes answers without it for speed: the
 * mark tells sendEnvelope to go through the hook. Without it the check would never run, and drift would pass.
 */
function markingChecked(answers: Middleware | undefined): Middleware | undefined {
  if (!answers) return undefined;
  return (req, res, next) => {
    res.locals[ANSWER_CHECKED] = true;
    return answers(req, res, next);
  };
}

/** Runs steps in turn as Express would: an error (or a thrown one) goes to the error handlers. */
function sequence(steps: Middleware[]): Middleware {
  return (req, res, next) => {
    let at = 0;
    const step = (error?: unknown): void => {
      if (error) return next(error); // as Express: any falsy value is no error
      const current = steps[at++];
      if (!current) return next();
      try {
        const result = current(req, res, step);
        if (result instanceof Promise) result.catch(next);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}

/**
 * The validator's first step installs parameter coercion for paths with parameters on the first call; the
 * contract's paths have none, so after that first call it is skipped (each step costs a promise turn per call).
 */
function once(validator: Middleware): Middleware {
  let done = false;
  return (req, res, next) => {
    if (done) return next();
    return validator(req, res, (error?: unknown) => {
      if (!error) done = true;
      next(error);
    });
  };
}

interface OpenApiMetadata {
  pathParams: Record<string, string>;
}

/**
 * The validator finds a request's operation by compiling every contract path with path-to-regexp, on every
 * request, until one matches (openapi.metadata.js, lookupRoute): under load that loop was the largest single cost
 * of a call. Contract paths take no parameters, so what it finds for a method and path never changes: it is
 * looked up once and remembered. Only matches are kept, so the map holds at most one entry per operation.
 */
export function remembered(metadata: Middleware): Middleware {
  const found = new Map<string, OpenApiMetadata>();
  return (req, res, next) => {
    const key = `${req.method} ${req.originalUrl.split('?')[0]}`;
    const hit = found.get(key);
    const request = req as Request & { openapi?: OpenApiMetadata };
    if (hit) {
      request.openapi = { ...hit };
      req.params = {};
      return next();
    }
    return metadata(req, res, (error?: unknown) => {
      const openapi = request.openapi;
      if (!error && openapi && Object.keys(openapi.pathParams).length === 0 && isApiPath(req.path))
        found.set(key, { ...openapi });
      next(error);
    });
  };
}

type Middleware = (req: Request, res: Response, next: NextFunction) => unknown;

function wrapped(validator: Middleware, breaks: ContractBreaks | undefined): Middleware {
  // The validator's own multipart parser: anything it refuses (a file over the limit, a second file, a body
  // that is not multipart) is a 400 envelope naming the rule, never an HTTP error or a crash.
  const parsesMultipart = validator.name === 'multipartMiddleware';
  // A break that skips validation skips the request check alone: the operation's metadata and the multipart
  // parser still run, so a broken upload still gets its parts.
  const checksRequest = validator.name === 'requestMiddleware';
  return (req, res, next) => {
    if (parsesMultipart) {
      // Only a multipart body has parts to read; for any other the parser would only pass the call on.
      if (!isMultipart(req)) return next();
      return validator(req, res, (error?: unknown) => (error ? sendEnvelope(res, multipartRefusal(error)) : next()));
    }
    const op = operationOf(res);
    if (checksRequest && breaks && op && breaks.skipsValidation(op.operationId)) return next();
    return validator(req, res, next);
  };
}

function fieldPath(validatorPath: string): string {
  return validatorPath
    .replace(/^\/?(body|headers|query|response)\/?/, '')
    .replace(/^\.?(body|response)\.?/, '')
    .split('/')
    .filter(Boolean)
    .join('.');
}

/** A validator's error as the envelope the app expects: 400 for the request, 500 for an answer off contract. */
export function validatorErrorToEnvelope(error: {
  status?: number;
  message?: string;
  errors?: { path?: string; message?: string; errorCode?: string }[];
}): ErrorEnvelope {
  const httpStatus = error.status ?? 500;
  const items = error.errors ?? [];
  if (httpStatus === 404) return fail(404, 'No such operation');
  // A body of a type the operation does not take (JSON to the upload, multipart elsewhere): about the body itself.
  if (httpStatus === 415) {
    const message = error.message ?? 'unsupported media type';
    return fail(400, `The body's type is not accepted: ${message}`, [{ field: '', rule: 'media_type', message }]);
  }
  if (httpStatus >= 500) {
    const errors: FieldError[] = items.map((e) => ({
      field: fieldPath(e.path ?? ''),
      rule: (e.errorCode ?? 'response').split('.')[0] ?? 'response',
      message: e.message ?? 'does not match the contract',
    }));
    const [summary, listed] = capErrors(errors);
    return fail(500, `The answer does not match the contract: ${summary}`, listed);
  }
  const errors: FieldError[] = items.map((e) => ({
    field: fieldPath(e.path ?? ''),
    rule: (e.errorCode ?? 'invalid').split('.')[0] ?? 'invalid',
    message: e.message ?? 'is invalid',
  }));
  if (errors.length === 0) errors.push({ field: '', rule: 'request', message: error.message ?? 'invalid request' });
  return fail(400, ...capErrors(errors));
}

/** At most this many errors are listed in one answer: 80,000 unknown keys once made an 11 MB answer. */
export const MAX_ERRORS_LISTED = 20;

/** The first MAX_ERRORS_LISTED errors plus one naming how many more were left out (rule `too_many_errors`). */
export function capErrors(all: FieldError[]): [string, FieldError[]] {
  const listed = all.slice(0, MAX_ERRORS_LISTED);
  const more = all.length - listed.length;
  if (more > 0) listed.push({ field: '', rule: 'too_many_errors', message: `and ${more} more errors not listed` });
  const summary = listed.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; ');
  return [summary, listed];
}
