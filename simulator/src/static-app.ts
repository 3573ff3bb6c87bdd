import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';
import { isApiPath } from './contract.js';
import { fail, sendEnvelope } from './envelope.js';

/** Hashed build output: its name changes with its content, so a browser may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and config.js (edited on the server): always asked again, answered 304 when unchanged. */
const REVALIDATE = 'no-cache';

/** The encodings a request accepts (`Accept-Encoding`, leaving out those it gives q=0). */
function acceptedEncodings(req: Request): Set<string> {
  const accepted = new Set<string>();
  for (const part of String(req.headers['accept-encoding'] ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** The compressed copy the build made (`.br`, `.gz`) that this request accepts, best first. */
function encodedCopy(req: Request, file: string): { suffix: string; encoding: string } | null {
  const accepted = acceptedEncodings(req);
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (accepted.has(encoding) && existsSync(file + suffix)) return { suffix, encoding };
  }
  return null;
}

function cacheControlOf(relative: string): string {
  return relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves a built app at /, compressed with the brotli or gzip copies the build wrote (`Content-Encoding`,
 * `Vary: Accept-Encoding`), hashed assets cached for a year as immutable, the index page and config.js revalidated
 * every time. Fails at start-up rather than answering 404 for every page.
 */
export function serveBuiltApp(app: Express, dir: string): void {
  const appDir = path.resolve(dir);
  const index = path.join(appDir, 'index.html');
  if (!existsSync(index)) throw new Error(`No built app at ${appDir} (index.html is missing): run npm run build first.`);

  const sendFile = (req: Request, res: Response, file: string, relative: string) => {
    const copy = encodedCopy(req, file);
    res.set('Cache-Control', cacheControlOf(relative));
    res.vary('Accept-Encoding');
    res.type(path.extname(file));
    if (copy) res.set('Content-Encoding', copy.encoding);
    // sendFile keeps ETag / Last-Modified and 304s; its own Cache-Control would replace ours.
    res.sendFile(file + (copy?.suffix ?? ''), { cacheControl: false, dotfiles: 'deny' });
  };

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path).replace(/^\/+/, '');
    } catch {
      res.status(400).type('text/plain').send('Bad percent-escape in the path');
      return;
    }
    const file = path.resolve(appDir, relative);
    if (relative !== '' && file.startsWith(appDir + path.sep) && existsSync(file) && statSync(file).isFile() && !/\.(br|gz)$/.test(file)) {
      sendFile(req, res, file, relative);
      return;
    }
    // Routes of the app (no file extension) fall back to its index page; missing files stay 404.
    if (path.extname(req.path) === '') {
      sendFile(req, res, index, 'index.html');
      return;
    }
    next();
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
