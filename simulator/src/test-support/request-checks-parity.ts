import type { NextFunction, Request, Response } from 'express';
import { loadContract } from '../http/contract.js';
import { requestChecks } from '../http/request-checks.js';
import { remembered, validatorErrorToEnvelope, validatorSteps } from '../http/validation.js';

/** One request both checks saw, with what each made of it (an envelope, or the body passed on). */
export interface Compared {
  path: string;
  contentType: string | undefined;
  body: unknown;
  checks: string;
  validator: string;
  same: boolean;
}

type Middleware = (req: Request, res: Response, next: NextFunction) => unknown;

const copy = (value: unknown) => (value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown));

/** A copy, or for a body too deep to copy (the fuzzer nests 200,000 levels), the body itself, shown as '(deep)'. */
function copyOrSame(value: unknown): [unknown, (passed: unknown) => unknown] {
  try {
    return [copy(value), (passed) => passed];
  } catch {
    return [value, () => '(deep)'];
  }
}

/**
 * A step that puts every request it sees (a JSON POST to an operation of the contract) through both
 * request-checks.ts and express-openapi-validator's request step, and reports what each answered, byte for byte
 * as the envelope (or, for a request both let through, the body as the handler gets it: defaults filled in).
 * The request then goes on with the validator's verdict.
 */
export function comparingStep(report: (compared: Compared) => void): Middleware {
  const checkOf = requestChecks(loadContract() as never);
  const steps = validatorSteps({ validateResponses: false });
  const metadata = remembered(steps.find((s) => s.name === 'metadataMiddleware')!);
  const validator = steps.find((s) => s.name === 'requestMiddleware')!;
  return (req, res, next) => {
    const check = checkOf(req.method, req.path);
    if (!check) return next();
    // Each check gets its own copy, so that the defaults one fills in cannot help the other.
    const [body] = copyOrSame(req.body);
    const [ours, shown] = copyOrSame(req.body);
    const refusal = check({
      contentType: req.headers['content-type'],
      headers: req.headers,
      params: req.params,
      body: ours,
    });
    const checks = JSON.stringify(refusal ? validatorErrorToEnvelope(refusal) : { passed: shown(ours) });
    return metadata(req, res, (error?: unknown) => {
      if (error) return next(error);
      return validator(req, res, (failed?: unknown) => {
        const error = failed as { status?: number; errors?: [] } | undefined;
        const theirs = error
          ? typeof error.status === 'number' && Array.isArray(error.errors)
            ? validatorErrorToEnvelope(error)
            : { thrown: String(error) }
          : { passed: shown(req.body) };
        const verdict = JSON.stringify(theirs);
        report({
          path: req.path,
          contentType: req.headers['content-type'],
          body: shown(body),
          checks,
          validator: verdict,
          same: checks === verdict,
        });
        next(failed);
      });
    });
  };
}
