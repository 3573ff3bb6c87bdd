import type { NextFunction, Request, Response, Router } from 'express';
import { authorise } from './auth.js';
import { Clock } from '../state/clock.js';
import { contractOperations } from './contract.js';
import { invalid, sendEnvelope } from './envelope.js';
import { allHandlers } from '../groups/index.js';
import type { Ctx, Handler } from './handler.js';
import { namespaceOf, operationOf, resetNamespace, worldOf } from '../state/namespaces.js';
import type { ContractBreaks } from './options.js';
import { withIdsNormalised } from './request-ids.js';
import { makeRoomAcross, type UploadedFile } from '../state/uploads.js';
import { defaultDatacenter, type World } from '../state/world.js';

export interface DispatchOptions {
  worlds: Map<string, World>;
  /** Uploads of all namespaces together are kept under this many bytes. */
  maxUploadBytes: number;
  breaks: ContractBreaks | undefined;
  /** Called before every answer, since any handler may have changed the world; the answer waits until it is durable. */
  onChange(namespace: string): Promise<void>;
}

/**
 * Every operation of the contract, answered by POST to its path: region and token are checked, then its handler
 * answers. One step finds the operation by the path namespaces.ts looked up (a map), rather than one route per
 * operation that each call would try in turn; so a path is the contract's exactly (no other case, no trailing
 * slash), as a real backend's routes are.
 */
export function routeOperations(api: Router, { worlds, maxUploadBytes, breaks, onChange }: DispatchOptions): void {
  const routes = new Map<string, (req: Request, res: Response) => Promise<void>>();
  api.use((req: Request, res: Response, next: NextFunction) => {
    const op = operationOf(res);
    const route = req.method === 'POST' && op ? routes.get(op.operationId) : undefined;
    if (!route) return next();
    return route(req, res);
  });
  for (const op of contractOperations) {
    const handler = allHandlers[op.operationId] as Handler<typeof op.operationId>;
    routes.set(op.operationId, async (req: Request, res: Response) => {
      const world = worldOf(res);
      // A multipart body without text parts may come as undefined.
      const body = withIdsNormalised(op.operationId, (req.body ?? {}) as Record<string, unknown>);
      const asked = typeof body.datacenter_uuid === 'string' ? body.datacenter_uuid : undefined;
      if (asked && !Object.hasOwn(world.regions, asked)) {
        // own keys only: "__proto__" names no region
        sendEnvelope(res, invalid('datacenter_uuid', 'known_datacenter', `no data centre '${asked}'`));
        return;
      }
      breaks?.beforeAuth?.(op.operationId, body, (name) => req.get(name));
      const checked = authorise(world, op, req);
      if ('status' in checked) {
        sendEnvelope(res, checked);
        return;
      }
      const namespace = namespaceOf(res);
      const othersChanged: string[] = [];
      const ctx: Ctx = {
        world,
        region: world.regions[asked ?? checked.session?.datacenter_uuid ?? defaultDatacenter()]!,
        clock: new Clock(world.clock),
        namespace,
        session: checked.session,
        token: checked.token,
        ip: req.ip ?? req.socket.remoteAddress ?? '',
        resetWorld: (newSeed) => resetNamespace(worlds, namespace, newSeed),
        makeRoomForUpload: (bytes) => othersChanged.push(...makeRoomAcross(worlds, world, bytes, maxUploadBytes)),
      };
      const upload = ((req as Request & { files?: UploadedFile[] }).files ?? []).find((f) => f.fieldname === 'file');
      if (upload) ctx.upload = upload;
      // Deliberate breaks (tests only) may run the handler differently; normally it simply answers.
      const run = async (input: Record<string, unknown>, region?: string) =>
        handler(region ? { ...ctx, region: world.regions[region]! } : ctx, input as never);
      const envelope = (
        breaks?.around
          ? await breaks.around(op.operationId, { body, world, region: ctx.region.datacenter.datacenter_uuid, run })
          : await run(body)
      ) as Awaited<ReturnType<typeof run>>;
      await Promise.all([namespace, ...othersChanged].map(onChange));
      const headers = breaks?.headers?.(op.operationId);
      if (headers) res.set(headers);
      sendEnvelope(res, breaks ? (breaks.mutate(op.operationId, envelope) as typeof envelope) : envelope);
    });
  }
}
