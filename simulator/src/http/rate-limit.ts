import type { World } from '../state/world.js';

/**
 * Sliding-window rate limits, per namespace (world). The windows live beside the world, not in it: they are
 * not saved with --state (a restart forgets them) and never reach a saved file or the control API. Time is the
 * simulator clock, so a test ages a window with /control/advanceClock.
 */
export interface Limit {
  /** Hits allowed within the window. */
  max: number;
  windowMs: number;
}

/** Code checks (checkCode, reg, forgetPassword) per target (data centre + phone or e-mail). */
export const CODE_CHECKS_PER_TARGET: Limit = { max: 10, windowMs: 10 * 60_000 };
/** Failed code checks per client address. */
export const FAILED_CODE_CHECKS_PER_IP: Limit = { max: 30, windowMs: 10 * 60_000 };
/** Login attempts per user name, right or wrong. */
export const LOGINS_PER_TARGET: Limit = { max: 20, windowMs: 15 * 60_000 };
/** Failed logins per client address. */
export const FAILED_LOGINS_PER_IP: Limit = { max: 50, windowMs: 15 * 60_000 };

/** Guest tokens issued per client address (the app asks for one per 2 hours). */
export const GUEST_TOKENS_PER_IP: Limit = { max: 60, windowMs: 60_000 };

/** Windows kept before a sweep drops the idle ones, so a flood of distinct targets cannot grow memory for ever. */
const SWEEP_AT = 5_000;

const windows = new WeakMap<World, Map<string, number[]>>();

function hitsOf(world: World): Map<string, number[]> {
  let map = windows.get(world);
  if (!map) {
    map = new Map();
    windows.set(world, map);
  }
  return map;
}

const LONGEST_WINDOW_MS = Math.max(
  ...[
    CODE_CHECKS_PER_TARGET,
    FAILED_CODE_CHECKS_PER_IP,
    LOGINS_PER_TARGET,
    FAILED_LOGINS_PER_IP,
    GUEST_TOKENS_PER_IP,
  ].map((l) => l.windowMs),
);

function recent(world: World, key: string, limit: Limit, now: number): number[] {
  const map = hitsOf(world);
  const hits = (map.get(key) ?? []).filter((at) => at > now - limit.windowMs && at <= now);
  map.set(key, hits);
  return hits;
}

/** Whole seconds (at least 1) until `key` may be hit again under `limit`, or 0 when it may now. Records nothing. */
export function waitSeconds(world: World, key: string, limit: Limit, now: number): number {
  const hits = recent(world, key, limit, now);
  if (hits.length < limit.max) return 0;
  const freeAt = hits[hits.length - limit.max]! + limit.windowMs;
  return Math.max(1, Math.ceil((freeAt - now) / 1000));
}

/** Records one hit of `key`. */
export function hit(world: World, key: string, limit: Limit, now: number): void {
  const map = hitsOf(world);
  recent(world, key, limit, now).push(now);
  if (map.size > SWEEP_AT) {
    for (const [k, hits] of map) if (hits.every((at) => at <= now - LONGEST_WINDOW_MS)) map.delete(k);
  }
}

/** The longest wait among several (key, limit) pairs; 0 when none is exceeded. */
export function longestWait(world: World, checks: [string, Limit][], now: number): number {
  return Math.max(0, ...checks.map(([key, limit]) => waitSeconds(world, key, limit, now)));
}

/** Forgets every window of a world (a namespace reset builds a new world, so this is for tests). */
export function forgetWindows(world: World): void {
  windows.delete(world);
}

export const TOO_MANY_ATTEMPTS_TEXT = (seconds: number) => `Too many attempts. Try again in ${seconds} s.`;

/** The keys of one call's limits: its target (data centre + normalised user name) and its client address. */
export const targetKey = (kind: 'login' | 'code', datacenter: string, target: string) =>
  `${kind}|t|${datacenter}|${target}`;
export const addressKey = (kind: 'login' | 'code' | 'guest', ip: string) => `${kind}|ip|${ip}`;
