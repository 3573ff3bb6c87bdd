import type { NextFunction, Request, Response } from 'express';

/** One line per API call once it is answered: method, path, envelope status, time. Never headers or bodies. */
export function requestLog(log: (line: string) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    res.on('finish', () => {
      if (res.locals.envelopeStatus !== undefined) {
        log(`${req.method} ${req.path} ${res.locals.envelopeStatus} ${(performance.now() - started).toFixed(1)}ms`);
      }
    });
    next();
  };
}
