import type { NextFunction, Request, Response } from 'express';
import { NAMESPACE_HEADER } from '@storefront/sdk';
import { operationForPath, type ContractOperation } from './contract.js';
import { invalid, sendEnvelope } from './envelope.js';
import { createWorld, type World } from './world.js';

const NAMESPACE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Picks the request's namespace (its header, else 'default') and that namespace's world, made from the seed on
 * first use, so that parallel test runs never see each other's data. The operation is looked up here too: the
 * steps after this one (faults, validation breaks, dispatch) all need it.
 */
export function namespaces(worlds: Map<string, World>, seed: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requested = req.get(NAMESPACE_HEADER) ?? 'default';
    if (!NAMESPACE_PATTERN.test(requested)) {
      sendEnvelope(res, invalid(NAMESPACE_HEADER, 'pattern', "letters, digits, '-' and '_' only, at most 64"));
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
  };
}

export const namespaceOf = (res: Response) => res.locals.namespace as string;
export const worldOf = (res: Response) => res.locals.world as World;
/** Undefined for a path the contract does not have. */
export const operationOf = (res: Response) => res.locals.operation as ContractOperation | undefined;

/** The control API's reset: the namespace starts again from a seed, as if never used. */
export function resetNamespace(worlds: Map<string, World>, namespace: string, seed: number): World {
  const fresh = createWorld(seed);
  worlds.set(namespace, fresh);
  return fresh;
}
