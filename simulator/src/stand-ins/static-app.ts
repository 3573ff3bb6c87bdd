import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Express, NextFunction, Request, Response } from 'express';
import { chooseEncoding, type ContentEncoding } from '../http/content-encoding.js';
import { isApiPath } from '../http/contract.js';
import { fail, sendEnvelope } from '../http/envelope.js';

/** Hashed build output: its name changes with its content, so a browser may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and config.js (edited on the server): always asked again, answered 304 when unchanged. */
const REVALIDATE = 'no-cache';

/** The runtime configuration's keys that name outside addresses, and the CSP directive each one widens. */
const CONFIG_SOURCES = {
  apiBaseUrl: ['connect-src'],
  cdnBaseUrl: ['img-src', 'media-src', 'connect-src'],
  chatUrl: ['frame-src'],
  displayUrl: ['frame-src'],
  mapTileUrl: ['img-src'],
  geocoderUrl: ['connect-src'],
} as const;

/**
 * The origins config.js points at, by CSP directive. Addresses on the page's own origin (relative ones, the
 * default) are 'self' already. Read once at start: after editing dist/config.js, restart the server.
 */
export function configOrigins(configJs: string): Record<string, string[]> {
  const origins: Record<string, string[]> = {};
  const code = configJs.replace(/^\s*\/\/.*$/gm, ''); // a commented-out address is not in use
  for (const [key, directives] of Object.entries(CONFIG_SOURCES)) {
    const value = new RegExp(`\\b${key}\\s*:\\s*(['"\`])([^'"\`]*)\\1`).exec(code)?.[2];
    if (!value || !/^https?:\/\//i.test(value)) continue;
    let origin: string;
    try {
      // A template such as {z}/{x}/{y} sits in the path; the origin is what the browser checks.
      origin = new URL(value.replace(/[{}]/g, '')).origin;
    } catch {
      continue;
    }
    for (const directive of directives) (origins[directive] ??= []).push(origin);
  }
  return origins;
}

/**
 * The app's Content-Security-Policy: its scripts from its own origin only (index.html carries no inline script),
 * frames only from the configured display and chat pages, pictures and media from itself and the CDN, calls to
 * itself and the configured API, and no framing by other sites. Inline styles stay allowed: React's style
 * attributes need them.
 */
export function appContentSecurityPolicy(origins: Record<string, string[]> = {}): string {
  const extra = (directive: string) => [...new Set(origins[directive] ?? [])].join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', `'self' data: blob: ${extra('img-src')}`],
    ['media-src', `'self' blob: ${extra('media-src')}`],
    ['font-src', "'self' data:"],
    ['connect-src', `'self' ${extra('connect-src')}`],
    ['frame-src', `'self' ${extra('frame-src')}`],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value.trim()}`).join('; ');
}

/** Headers on every file of the app: the CSP, no MIME sniffing, a short referrer, no framing by other sites. */
export function appSecurityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers older than frame-ancestors.
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/** The CSP hash source of each inline <script> of a page, so it runs without 'unsafe-inline'. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The CSP of a stand-in page: only its own inline scripts (by hash) and files; provider log-ins never framed. */
export function standInContentSecurityPolicy(html: string, framable: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    // The display, chat and map pages are framed by the app, which the simulator serves on the same origin.
    `frame-ancestors ${framable ? "'self'" : "'none'"}`,
  ].join('; ');
}

/**
 * Headers for the stand-ins (/stand-in/*): nosniff on everything, and on each HTML page a CSP computed from the page
 * actually sent, so the provider and chat pages keep their inline scripts while nothing injected could run.
 */
export function standInHeaders() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/stand-in/') && req.path !== '/stand-in') return next();
    res.set('X-Content-Type-Options', 'nosniff');
    res.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    const framable = !/^\/stand-in\/(facebook|google)\//.test(req.path);
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      if (typeof body === 'string' && /^text\/html/.test(String(res.get('Content-Type') ?? ''))) {
        res.set('Content-Security-Policy', standInContentSecurityPolicy(body, framable));
        if (!framable) res.set('X-Frame-Options', 'DENY');
      }
      return send(body);
    };
    next();
  };
}

const SUFFIXES: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/** The compressed copy the build made (`.br`, `.gz`) that this request accepts, best first. */
function encodedCopy(req: Request, file: string): { suffix: string; encoding: ContentEncoding } | null {
  const encoding = chooseEncoding(req, (candidate) => existsSync(file + SUFFIXES[candidate]));
  return encoding && { suffix: SUFFIXES[encoding], encoding };
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
  if (!existsSync(index))
    throw new Error(`No built app at ${appDir} (index.html is missing): run npm run build first.`);
  const configFile = path.join(appDir, 'config.js');
  const headers = appSecurityHeaders(
    appContentSecurityPolicy(existsSync(configFile) ? configOrigins(readFileSync(configFile, 'utf8')) : {}),
  );

  const sendFile = (req: Request, res: Response, file: string, relative: string) => {
    const copy = encodedCopy(req, file);
    res.set(headers);
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
    if (
      relative !== '' &&
      file.startsWith(appDir + path.sep) &&
      existsSync(file) &&
      statSync(file).isFile() &&
      !/\.(br|gz)$/.test(file)
    ) {
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
