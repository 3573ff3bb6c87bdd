import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { GUEST_TOKEN_HEADER, NAMESPACE_HEADER, USER_TOKEN_HEADER, rules, type FieldError } from '@storefront/sdk';
import { serveCdnDocument, serveCdnImage } from './cdn.js';
import { Clock } from './clock.js';
import { contractOperations, loadContract, operationForPath, type ContractOperation } from './contract.js';
import { fail, invalid, type ErrorEnvelope } from './envelope.js';
import { brandHandlers } from './groups/brand.js';
import { casesHandlers } from './groups/cases.js';
import { commonHandlers } from './groups/common.js';
import { controlHandlers } from './groups/control.js';
import { productHandlers } from './groups/product.js';
import { shareHandlers } from './groups/share.js';
import { storeHandlers } from './groups/store.js';
import { templateHandlers } from './groups/template.js';
import { userHandlers } from './groups/user.js';
import type { Ctx, Handler, Handlers } from './handler.js';
import { loadState, saveState } from './persistence.js';
import { standInRouter } from './stand-in.js';
import { multipartRefusal, serveUpload, type UploadedFile } from './uploads.js';
import { createWorld, defaultDatacenter, type TokenRecord, type World } from './world.js';

export interface SimulatorOptions {
  /** Seed of every namespace's data. */
  seed?: number;
  /** Check every answer against the contract too (a mismatch becomes a status 500 naming the path). */
  validateResponses?: boolean;
  /** Save all state here after changes (atomically) and restore it on start. */
  stateFile?: string;
  /** A built app to serve at /, with its routes falling back to index.html. */
  appDir?: string;
  /** Print one line per API call (method, path, envelope status, time); never headers or bodies. */
  log?: (line: string) => void;
  /** Deliberate contract breaks, for proving that the conformance checker finds them. Never in normal use. */
  breaks?: ContractBreaks;
}

export interface ContractBreaks {
  /** true when requests of this operation skip validation, like a server that accepts bad input. */
  skipsValidation(operationId: string): boolean;
  /** Changes an answer just before it is sent. */
  mutate(operationId: string, envelope: unknown): unknown;
}

export interface RunningSimulator {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface Simulator {
  app: express.Express;
  /** The namespaces' state, by name. */
  worlds: Map<string, World>;
  listen(port?: number, host?: string): Promise<RunningSimulator>;
  /** Writes the state file now (no-op without one). */
  flush(): void;
}

export const DEFAULT_SEED = 20261121;
const NAMESPACE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const allHandlers: Handlers = {
  ...commonHandlers,
  ...userHandlers,
  ...storeHandlers,
  ...casesHandlers,
  ...productHandlers,
  ...brandHandlers,
  ...templateHandlers,
  ...shareHandlers,
  ...controlHandlers,
};

function fieldPath(validatorPath: string): string {
  return validatorPath
    .replace(/^\/?(body|headers|query|response)\/?/, '')
    .replace(/^\.?(body|response)\.?/, '')
    .split('/')
    .filter(Boolean)
    .join('.');
}

function validatorErrorToEnvelope(error: {
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
    return fail(500, `The answer does not match the contract: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`, errors);
  }
  const errors: FieldError[] = items.map((e) => ({
    field: fieldPath(e.path ?? ''),
    rule: (e.errorCode ?? 'invalid').split('.')[0] ?? 'invalid',
    message: e.message ?? 'is invalid',
  }));
  if (errors.length === 0) errors.push({ field: '', rule: 'request', message: error.message ?? 'invalid request' });
  const summary = errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; ');
  return fail(400, summary, errors);
}

export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const seed = options.seed ?? DEFAULT_SEED;
  const worlds = new Map<string, World>();
  const restored = options.stateFile ? loadState(options.stateFile) : null;
  if (restored) for (const [name, world] of Object.entries(restored)) worlds.set(name, world);

  const missing = contractOperations.filter((op) => !allHandlers[op.operationId]);
  if (missing.length > 0) {
    throw new Error(`The simulator has no handler for: ${missing.map((op) => op.operationId).join(', ')}`);
  }

  let saveTimer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = undefined;
    if (options.stateFile) saveState(options.stateFile, worlds);
  };
  const scheduleSave = () => {
    if (!options.stateFile || saveTimer) return;
    saveTimer = setTimeout(flush, 100);
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  const send = (res: Response, envelope: ErrorEnvelope | { status: number; msg: string; data: unknown }) => {
    res.locals.envelopeStatus = envelope.status;
    res.status(200).json(envelope);
  };

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/cdn/img/:kind/:file', serveCdnImage);
  app.get('/cdn/doc/:file', serveCdnDocument);
  app.get('/cdn/uploads/:imgPath/:file', serveUpload(worlds));
  app.use(standInRouter());

  const api = express.Router();
  // The router answers the contract's paths only; the app, its assets and the CDN are served after it.
  api.use((req: Request, _res: Response, next: NextFunction) => {
    next(req.path.startsWith('/api/') || req.path.startsWith('/control/') ? undefined : 'router');
  });
  api.use(express.json({ limit: '1mb' }));

  // Which namespace, and its world, created from the seed on first use.
  api.use((req: Request, res: Response, next: NextFunction) => {
    const requested = req.get(NAMESPACE_HEADER) ?? 'default';
    if (!NAMESPACE_PATTERN.test(requested)) {
      send(res, invalid(NAMESPACE_HEADER, 'pattern', "letters, digits, '-' and '_' only, at most 64"));
      return;
    }
    let world = worlds.get(requested);
    if (!world) {
      world = createWorld(seed);
      worlds.set(requested, world);
    }
    res.locals.namespace = requested;
    res.locals.world = world;
    res.locals.operation = operationForPath(req.path);
    next();
  });

  // Faults QA asked for, before anything else looks at the request.
  api.use(async (_req: Request, res: Response, next: NextFunction) => {
    const world = res.locals.world as World;
    const op = res.locals.operation as ContractOperation | undefined;
    if (!op || op.tag === 'control') return next();
    const fault = world.faults.find((f) => f.operationId === op.operationId && f.remaining > 0);
    if (!fault) return next();
    fault.remaining -= 1;
    world.faults = world.faults.filter((f) => f.remaining > 0);
    scheduleSave();
    if (fault.kind === 'latency') {
      await new Promise((resolve) => setTimeout(resolve, fault.latency_ms));
      return next();
    }
    if (fault.kind === 'drop') {
      // Cut the connection after the answer has begun: a browser silently retries a request whose reused
      // connection closed before any byte came back, so an early close would never reach the app.
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '4096' });
      res.write('{"status":', () => res.socket?.destroy());
      return;
    }
    send(res, fail(fault.status as ErrorEnvelope['status'], fault.msg));
  });

  const validators = OpenApiValidator.middleware({
    apiSpec: loadContract() as never,
    validateRequests: { allErrors: true },
    validateResponses: options.validateResponses ? { removeAdditional: false } : false,
    validateSecurity: false,
    validateApiSpec: false,
    // Multipart bodies (uploadImage): multer keeps the parts in memory, one file of at most 5 MB.
    fileUploader: { limits: { files: 1, fileSize: rules.UPLOAD_MAX_BYTES, fields: 10, fieldSize: 1024, parts: 12 } },
  });
  const breaks = options.breaks;
  for (const validator of validators) {
    // The validator's own multipart parser: anything it refuses (a file over the limit, a second file, a body
    // that is not multipart) is a 400 envelope naming the rule, never an HTTP error or a crash.
    const parsesMultipart = validator.name === 'multipartMiddleware';
    // A break that skips validation skips the request check alone: the operation's metadata and the multipart
    // parser still run, so a broken upload still gets its parts.
    const checksRequest = validator.name === 'requestMiddleware';
    api.use((req: Request, res: Response, next: NextFunction) => {
      if (parsesMultipart) return validator(req, res, (error?: unknown) => (error ? send(res, multipartRefusal(error)) : next()));
      const op = res.locals.operation as ContractOperation | undefined;
      if (checksRequest && breaks && op && breaks.skipsValidation(op.operationId)) return next();
      return validator(req, res, next);
    });
  }

  const auth = (res: Response, op: ContractOperation, req: Request): { session: TokenRecord | null } | ErrorEnvelope => {
    if (op.auth.length === 0) return { session: null };
    const world = res.locals.world as World;
    const clock = new Clock(world.clock);
    const userToken = op.auth.includes('userToken') ? req.get(USER_TOKEN_HEADER) : undefined;
    // A guest token is read for user-only operations too, so that a valid one answers 401 (login required).
    const guestToken = req.get(GUEST_TOKEN_HEADER);
    const token = userToken || guestToken;
    if (!token) return fail(100, 'Your session has expired. Please sign in again.');
    const record = world.tokens[token];
    if (!record || record.kind !== (userToken ? 'user' : 'guest')) return fail(100, 'Your session has expired. Please sign in again.');
    if (clock.now() >= record.expires_at) {
      delete world.tokens[token];
      return fail(100, 'Your session has expired. Please sign in again.');
    }
    const asked = ((req.body ?? {}) as { datacenter_uuid?: string }).datacenter_uuid;
    if (asked && asked !== record.datacenter_uuid) return fail(100, 'Your session belongs to another region. Please sign in again.');
    if (!op.auth.includes('guestToken') && record.kind === 'guest') return fail(401, 'Please log in first.');
    return { session: record };
  };

  for (const op of contractOperations) {
    const handler = allHandlers[op.operationId] as Handler<typeof op.operationId>;
    api.post(op.path, async (req: Request, res: Response) => {
      const world = res.locals.world as World;
      // A multipart body without text parts may come as undefined.
      const body = (req.body ?? {}) as Record<string, unknown>;
      const asked = typeof body.datacenter_uuid === 'string' ? body.datacenter_uuid : undefined;
      if (asked && !world.regions[asked]) {
        send(res, invalid('datacenter_uuid', 'known_datacenter', `no data centre '${asked}'`));
        return;
      }
      const checked = auth(res, op, req);
      if ('status' in checked) {
        send(res, checked);
        return;
      }
      const namespace = res.locals.namespace as string;
      const ctx: Ctx = {
        world,
        region: world.regions[asked ?? checked.session?.datacenter_uuid ?? defaultDatacenter()]!,
        clock: new Clock(world.clock),
        namespace,
        session: checked.session,
        resetWorld: (newSeed) => {
          const fresh = createWorld(newSeed);
          worlds.set(namespace, fresh);
          return fresh;
        },
      };
      const upload = ((req as Request & { files?: UploadedFile[] }).files ?? []).find((f) => f.fieldname === 'file');
      if (upload) ctx.upload = upload;
      const envelope = await handler(ctx, body as never);
      send(res, breaks ? (breaks.mutate(op.operationId, envelope) as typeof envelope) : envelope);
      scheduleSave();
    });
  }

  // Anything the validator or a handler threw becomes an envelope; nothing reaches the user as a stack trace.
  api.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const e = error as { type?: string; status?: number; message?: string; errors?: [] };
    if (e.type === 'entity.parse.failed') {
      send(res, fail(400, 'The body is not valid JSON', [{ field: '', rule: 'json', message: 'is not valid JSON' }]));
      return;
    }
    if (e.type === 'entity.too.large') {
      send(res, fail(400, 'The body is larger than 1 MB', [{ field: '', rule: 'maxSize', message: 'is larger than 1 MB' }]));
      return;
    }
    if (typeof e.status === 'number' && Array.isArray(e.errors)) {
      const envelope = validatorErrorToEnvelope(e);
      if (envelope.status === 500) options.log?.(`contract mismatch in the answer to ${req.path}: ${envelope.msg}`);
      send(res, envelope);
      return;
    }
    options.log?.(`error in ${req.path}: ${e.message ?? String(error)}`);
    send(res, fail(500, 'Internal error'));
  });

  app.use((req, res, next) => {
    const started = performance.now();
    res.on('finish', () => {
      if (res.locals.envelopeStatus !== undefined) {
        options.log?.(`${req.method} ${req.path} ${res.locals.envelopeStatus} ${(performance.now() - started).toFixed(1)}ms`);
      }
    });
    next();
  });
  app.use(api);

  if (options.appDir) {
    const appDir = path.resolve(options.appDir);
    const index = path.join(appDir, 'index.html');
    if (!existsSync(index)) throw new Error(`No built app at ${appDir} (index.html is missing): run npm run build first.`);
    app.use(express.static(appDir, { index: false, maxAge: '1h' }));
    // Routes of the app (no file extension) fall back to its index page; missing files stay 404.
    app.use((req, res, next) => {
      if (req.method !== 'GET' || path.extname(req.path) !== '') return next();
      res.set('Cache-Control', 'no-cache').sendFile(index);
    });
  }

  app.use((req, res) => {
    if (req.path.startsWith('/api/') || req.path.startsWith('/control/')) {
      send(res, fail(404, 'No such operation'));
      return;
    }
    res.status(404).type('text/plain').send('Not found');
  });

  return {
    app,
    worlds,
    flush,
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        const server = app.listen(port, host, () => {
          const address = server.address() as AddressInfo;
          resolve({
            url: `http://${host}:${address.port}`,
            port: address.port,
            close: () =>
              new Promise<void>((done) => {
                flush();
                server.close(() => done());
                server.closeAllConnections();
              }),
          });
        });
        server.on('error', reject);
      });
    },
  };
}
