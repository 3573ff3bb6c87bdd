import type { NextFunction, Request, Response } from 'express';
import { fail, sendEnvelope, type ErrorEnvelope } from '../http/envelope.js';
import { namespaceOf, operationOf, worldOf } from '../state/namespaces.js';

/**
 * Faults QA asked for (controlInjectFault), before anything else looks at the request. The control API never
 * takes one: it is how tests set faults up and clear them.
 */
export function injectedFaults(onChange: (namespace: string) => Promise<void>) {
  return async (_req: Request, res: Response, next: NextFunction) => {
    const world = worldOf(res);
    const op = operationOf(res);
    if (!op || op.tag === 'control') return next();
    const fault = world.faults.find((f) => f.operationId === op.operationId && f.remaining > 0);
    if (!fault) return next();
    fault.remaining -= 1;
    world.faults = world.faults.filter((f) => f.remaining > 0);
    await onChange(namespaceOf(res));
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
    sendEnvelope(res, fail(fault.status as ErrorEnvelope['status'], fault.msg));
  };
}
