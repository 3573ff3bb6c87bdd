import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express, { type Request, type Response } from 'express';
import { serveBuiltApp } from '@storefront/simulator';
import { foldMismatches, problemTitle } from '../conformance/report/problems.js';
import type { Contract, Operation } from '../shared/contract.js';
import type { ApiResponse } from '../shared/http.js';
import { ContractValidator, type Mismatch } from '../shared/schema-check.js';
import { checkExchange, type SentBody } from './check.js';
import { readMultipart } from './multipart.js';
import { ExchangeLog, type Exchange } from './exchanges.js';
import { forward, type IncomingCall } from './forward.js';
import { exchangePage, overviewPage, PAGE_PATH } from './page.js';
import { scrubText } from './redact.js';

export interface ProxyOptions {
  /** The server the app's calls go to: a simulator or a real backend (a path prefix is kept). */
  target: string;
  contract: Contract;
  /** The built app to serve (app/dist); without it only the API and the proxy's pages are served. */
  appDir?: string | undefined;
  /** Sent as X-Sim-Namespace on calls that have none: the walk gets a state of its own in a simulator. */
  namespace?: string | undefined;
  timeoutMs: number;
  /** One line per finding and advisory, as it happens. */
  print: (line: string) => void;
  /** Called after every answered exchange (the recorder rewrites its scenario). */
  onExchange?: ((log: ExchangeLog) => void) | undefined;
}

export interface RunningProxy {
  url: string;
  log: ExchangeLog;
  close(): Promise<void>;
}

function flatHeaders(req: Request): Record<string, string> {
  return Object.fromEntries(
    Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v ?? '')]),
  );
}

async function sentBody(req: Request, bytes: Buffer | undefined): Promise<SentBody> {
  const contentType = req.headers['content-type'] ?? '';
  if (/^multipart\//i.test(contentType)) return readMultipart(contentType, bytes);
  const text = bytes?.toString('utf8') ?? '';
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'text', text };
  }
}

/**
 * The app's runtime configuration with its API base pointing at the proxy (the page's own origin), whatever the
 * built config.js names, so every call of the app passes through the proxy.
 */
export function proxiedConfig(configJs: string): string {
  const pointed = configJs.replace(/\bapiBaseUrl\s*:\s*(['"`])[^'"`]*\1/, "apiBaseUrl: ''");
  return `${pointed}\n// Served by the contract proxy: apiBaseUrl is the proxy itself, which checks each call and passes it on.\n`;
}

/** The first path segments of the same-origin addresses config.js names (/cdn/, /stand-in/): those go to the target. */
export function targetPrefixes(configJs: string): string[] {
  const prefixes = new Set<string>();
  for (const match of configJs.replace(/^\s*\/\/.*$/gm, '').matchAll(/:\s*(['"`])(\/[^'"`/]+)\/?[^'"`]*\1/g))
    prefixes.add(`${match[2]}/`);
  return [...prefixes];
}

function unknownOperation(method: string, urlPath: string): Mismatch {
  return {
    path: '(request)',
    rule: 'unknown-operation',
    expected: 'a POST to an operation of the contract',
    got: `${method} ${urlPath}`,
  };
}

/** Starts the proxy on host:port (0: any free port) and answers its URL. */
export async function startProxy(options: ProxyOptions, port: number, host = '127.0.0.1'): Promise<RunningProxy> {
  const { contract } = options;
  const validator = new ContractValidator(contract);
  const byPath = new Map<string, Operation>(contract.operations.map((op) => [op.path, op]));
  const log = new ExchangeLog();
  const app = express();
  app.disable('x-powered-by');
  const raw = express.raw({ type: () => true, limit: '30mb' });

  const pass = async (req: Request, res: Response, call: IncomingCall): Promise<ApiResponse> => {
    const forwarded = await forward(options.target, call, {
      timeoutMs: options.timeoutMs,
      namespace: options.namespace,
    });
    res.status(forwarded.status);
    for (const [name, value] of forwarded.headers) res.append(name, value);
    res.end(forwarded.bytes);
    return forwarded.response;
  };
  const incoming = (req: Request): IncomingCall => ({
    method: req.method,
    url: req.originalUrl,
    headers: flatHeaders(req),
    body: Buffer.isBuffer(req.body) ? req.body : undefined,
  });

  const report = (exchange: Exchange) => {
    const scrub = (text: string) => scrubText(text, log.secrets);
    const name = exchange.operationId ?? `${exchange.method} ${exchange.path}`;
    // One line per mistake of the exchange: the same one in every item of a list is one line with a count.
    for (const f of foldMismatches(exchange.findings))
      options.print(scrub(`✗ #${exchange.index} ${name} ${problemTitle(f)}${f.count > 1 ? ` (×${f.count})` : ''}`));
    for (const a of exchange.advisories) options.print(scrub(`! #${exchange.index} ${name} [${a.rule}] ${a.message}`));
  };

  app.get(PAGE_PATH, (req, res) => {
    const filter = typeof req.query.q === 'string' ? req.query.q : '';
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(overviewPage(log, options.target, filter));
  });
  app.get(`${PAGE_PATH}/exchanges/:index`, (req, res) => {
    const exchange = log.get(Number(req.params.index));
    if (!exchange) {
      res.status(404).type('text/plain').send(`No exchange #${req.params.index} (kept: ${log.all().length})`);
      return;
    }
    res.set('Cache-Control', 'no-store').type('html').send(exchangePage(log, exchange));
  });

  // The simulator opens its control API to callers on its own machine; passed on, anyone who reaches the proxy
  // would be such a caller. Tests and people drive the target's control API directly instead.
  app.use((req, res, next) => {
    let normal: string;
    try {
      normal = decodeURIComponent(req.path).replace(/\/{2,}/g, '/');
    } catch {
      normal = req.path;
    }
    if (!/^\/control(\/|$)/i.test(normal)) return next();
    res
      .status(404)
      .type('text/plain')
      .send(`The contract proxy does not pass the control API on: call ${options.target}/control/… directly.`);
  });

  app.all(/^\/api\//, raw, async (req, res) => {
    const call = incoming(req);
    const op = req.method === 'POST' ? byPath.get(req.path) : undefined;
    const body = await sentBody(req, call.body);
    const exchange = log.begin({
      method: req.method,
      path: req.path,
      ...(op ? { operationId: op.operationId } : {}),
      headers: call.headers,
      body,
    });
    const response = await pass(req, res, call);
    log.complete(
      exchange,
      response,
      op
        ? checkExchange(contract, validator, op, body, response)
        : { mismatches: [unknownOperation(req.method, req.path)], advisories: [] },
    );
    report(exchange);
    options.onExchange?.(log);
  });

  const configFile = options.appDir ? path.join(options.appDir, 'config.js') : undefined;
  const configJs = configFile && existsSync(configFile) ? readFileSync(configFile, 'utf8') : '';
  const prefixes = targetPrefixes(configJs);
  // Stand-ins and pictures the app loads from its own origin live on the target: passed on, not checked.
  app.use(raw, async (req, res, next) => {
    if (!prefixes.some((p) => req.path.startsWith(p))) return next();
    await pass(req, res, incoming(req));
  });
  // A provider's sign-in page sends the browser back to a page of the app with the account and its credential in
  // the address: noted (never shown), so the recording knows which account a credential the app sends stands for.
  app.get(/^\/(?!api\/)/, (req, _res, next) => {
    log.handBack(req.query);
    next();
  });
  if (options.appDir) {
    app.get('/config.js', (_req, res) => {
      res.set('Cache-Control', 'no-cache').type('text/javascript').send(proxiedConfig(configJs));
    });
    serveBuiltApp(app, options.appDir);
  }
  app.use(raw, async (req, res) => {
    await pass(req, res, incoming(req));
  });

  const server = app.listen(port, host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
