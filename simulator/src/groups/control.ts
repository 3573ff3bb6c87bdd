import { operations } from '@storefront/sdk';
import { invalid, ok } from '../envelope.js';
import type { Handlers } from '../handler.js';

function clockData(epochMs: number) {
  return { epoch_ms: Math.round(epochMs), iso: new Date(epochMs).toISOString() };
}

export const controlHandlers: Handlers = {
  controlReset: ({ world, namespace, resetWorld }, body) => {
    const fresh = resetWorld(body.seed ?? world.seed);
    return ok({ seed: fresh.seed, namespace });
  },

  controlGetClock: ({ clock }) => ok(clockData(clock.now())),

  controlAdvanceClock: ({ clock }, body) => ok(clockData(clock.advance(body.ms))),

  controlSetClock: ({ clock }, body) => ok(clockData(clock.set(body.epoch_ms))),

  controlInjectFault: ({ world }, body) => {
    const target = operations[body.operationId as keyof typeof operations];
    if (!target || target.tag === 'control') {
      return invalid('operationId', 'known_operation', `no operation '${body.operationId}' can take a fault`);
    }
    if (body.kind === 'status' && body.status === undefined) {
      return invalid('status', 'required_with_kind_status', 'a status fault needs the envelope status to answer');
    }
    const fault = {
      fault_id: world.nextFaultId++,
      operationId: body.operationId,
      kind: body.kind,
      remaining: body.count ?? 1,
      latency_ms: body.latency_ms ?? 0,
      status: body.status ?? 500,
      msg: body.msg ?? 'Injected fault',
    };
    world.faults.push(fault);
    return ok({ fault_id: fault.fault_id, operationId: fault.operationId, kind: fault.kind, remaining: fault.remaining });
  },

  controlClearFaults: ({ world }) => {
    const cleared = world.faults.length;
    world.faults = [];
    return ok({ cleared });
  },
};
