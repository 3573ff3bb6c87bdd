import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { BODY_LIMIT_BYTES, plainJsonBody } from './json-body.js';
import { serveCdnDocument, serveCdnImage } from '../stand-ins/cdn.js';
import { serveCdnVideo } from '../stand-ins/cdn-video.js';
import { isApiPath } from './contract.js';
import { controlGate } from './control-access.js';
import { routeOperations } from './dispatch.js';
import { errorEnvelopes, finalErrorHandler } from './errors.js';
import { injectedFaults } from '../breaks/faults.js';
import { DEFAULT_MAX_NAMESPACES, namespaces } from '../state/namespaces.js';
import type { SimulatorOptions } from './options.js';
import { createDurability, restoreState, type JournalStats } from '../state/journal.js';
import { loadState } from '../state/persistence.js';
import { requestLog } from './request-log.js';
import { standInRouter } from '../stand-ins/router.js';
import { notFound, serveBuiltApp, standInHeaders } from '../stand-ins/static-app.js';
import { DEFAULT_MAX_UPLOAD_BYTES, serveUpload } from '../state/uploads.js';
import { contractValidators } from './validation.js';
import { displayStandIn } from '../stand-ins/display/display-stand-in.js';
import type { World } from '../state/world.js';

export type { ContractBreaks, SimulatorOptions } from './options.js';

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
  /** With a state file: journal bytes appended, snapshots and fsyncs so far. */
  stateStats(): JournalStats;
}

export const DEFAULT_SEED = 20261121;

export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const seed = options.seed ?? DEFAULT_SEED;
  const restored = options.stateFile ? restoreState(options.stateFile, loadState(options.stateFile)) : undefined;
  const worlds = restored?.worlds ?? new Map<string, World>();
  const durability = createDurability(options.stateFile, worlds, restored?.generation, (error) =>
    options.log?.(`state: ${error.message}`),
  );

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  // The order is the pipeline: namespace, faults, the contract's checks, then the operation's handler.
  const api = express.Router();
  // The router answers the contract's paths only; the CDN, stand-ins and the app are served after it.
  api.use((req: Request, _res: Response, next: NextFunction) => {
    next(isApiPath(req.path) ? undefined : 'router');
  });
  api.use(plainJsonBody);
  api.use(express.json({ limit: BODY_LIMIT_BYTES }));
  api.use(
    namespaces(worlds, seed, {
      max: options.maxNamespaces ?? DEFAULT_MAX_NAMESPACES,
      evict: durability.evict,
      log: options.log,
    }),
  );
  api.use(injectedFaults(durability.commit));
  for (const validator of contractValidators(options)) api.use(validator);
  routeOperations(api, {
    worlds,
    maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
    breaks: options.breaks,
    onChange: durability.commit,
  });
  api.use(errorEnvelopes(options.log));

  // The contract's calls first: they are what load puts on the simulator, and the router leaves every other
  // path at once, so a call never walks past the CDN and stand-in routes below.
  // --quiet: no layer at all, rather than one that listens to every answer for lines nobody prints.
  if (options.log) app.use(requestLog(options.log));
  app.use(controlGate(options.control));
  app.use(api);

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/cdn/img/:kind/:file', serveCdnImage);
  app.get('/cdn/doc/:file', serveCdnDocument);
  app.get('/cdn/video/:file', serveCdnVideo);
  app.get('/cdn/uploads/:imgPath/:file', serveUpload(worlds));
  app.use(standInHeaders());
  app.use(standInRouter(worlds));
  app.use(displayStandIn(worlds, seed));
  if (options.appDir) serveBuiltApp(app, options.appDir);
  app.use(notFound);
  app.use(finalErrorHandler(options.log));

  return {
    app,
    worlds,
    flush: durability.flush,
    stateStats: durability.stats,
    listen: (port = 0, host = '127.0.0.1') => listen(app, port, host, durability.flush),
  };
}

function listen(app: express.Express, port: number, host: string, flush: () => void): Promise<RunningSimulator> {
  return new Promise((resolve, reject) => {
    // Express 5 hands a failed listen (a port in use) to this callback, not only to the 'error' event.
    const server = app.listen(port, host, (error?: Error) => {
      if (error) {
        reject(error);
        return;
      }
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
}
