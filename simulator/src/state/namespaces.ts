import type { NextFunction, Request, Response } from 'express';
import { NAMESPACE_HEADER } from '@storefront/sdk';
import { operationForPath, type ContractOperation } from '../http/contract.js';
import { invalid, sendEnvelope } from '../http/envelope.js';
import { createWorld, type World } from './world.js';

/** What a namespace name may be (the header, and the stand-in pages' `namespace` query). */
export const NAMESPACE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const DEFAULT_NAMESPACE = 'default';
/** Each namespace holds a catalogue of its own (about 1 MB in memory) and up to 25 MB of uploads. */
export const DEFAULT_MAX_NAMESPACES = 200;

export interface NamespaceLimits {
  /** At most this many namespaces live at once. */
  max: number;
  /** Drops a namespace's saved state when it is evicted. */
  evict(namespace: string): Promise<void>;
  log?: ((line: string) => void) | undefined;
}

/**
 * Picks the request's namespace (its header, else 'default') and that namespace's world, made from the seed on
 * first use, so that parallel test runs never see each other's data. The operation is looked up here too: the
 * steps after this one (faults, validation breaks, dispatch) all need it.
 *
 * The map is kept in order of use (a Map iterates in insertion order, so each use moves its name to the end):
 * past `limits.max`, a new namespace evicts the least recently used one. 'default', the app's own, is never
 * evicted, so a flood of made-up namespaces cannot wipe the people using the app.
 */
export function namespaces(worlds: Map<string, World>, seed: number, limits: NamespaceLimits) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const requested = req.get(NAMESPACE_HEADER) ?? DEFAULT_NAMESPACE;
    if (!NAMESPACE_PATTERN.test(requested)) {
      sendEnvelope(res, invalid(NAMESPACE_HEADER, 'pattern', "letters, digits, '-' and '_' only, at most 64"));
      return;
    }
    let world = worlds.get(requested);
    if (world) {
      worlds.delete(requested);
      worlds.set(requested, world);
    } else {
      world = createWorld(seed);
      worlds.set(requested, world);
      const evicted: Promise<void>[] = [];
      for (const name of worlds.keys()) {
        if (worlds.size <= Math.max(1, limits.max)) break;
        if (name === DEFAULT_NAMESPACE || name === requested) continue;
        worlds.delete(name);
        limits.log?.(`namespace '${name}' evicted: at most ${limits.max} namespaces are kept`);
        evicted.push(limits.evict(name));
      }
      await Promise.all(evicted);
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
