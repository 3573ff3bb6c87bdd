import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { isApiPath } from './contract.js';
import { fail, sendEnvelope } from './envelope.js';

/** Serves a built app at /; fails at start-up rather than answering 404 for every page. */
export function serveBuiltApp(app: Express, dir: string): void {
  const appDir = path.resolve(dir);
  const index = path.join(appDir, 'index.html');
  if (!existsSync(index)) throw new Error(`No built app at ${appDir} (index.html is missing): run npm run build first.`);
  app.use(express.static(appDir, { index: false, maxAge: '1h' }));
  // Routes of the app (no file extension) fall back to its index page; missing files stay 404.
  app.use((req, res, next) => {
    if (req.method !== 'GET' || path.extname(req.path) !== '') return next();
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });
}

/** The last stop: an API path answers the 404 envelope the app understands, anything else a plain 404. */
export function notFound(req: Request, res: Response): void {
  if (isApiPath(req.path)) {
    sendEnvelope(res, fail(404, 'No such operation'));
    return;
  }
  res.status(404).type('text/plain').send('Not found');
}
