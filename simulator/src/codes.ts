import { rules } from '@storefront/sdk';
import { nextRandom } from './random.js';
import type { CodeRecord, World } from './world.js';

type Key = Pick<CodeRecord, 'datacenter_uuid' | 'content' | 'fun_type'>;

const sameKey = (a: Key, b: Key) => a.datacenter_uuid === b.datacenter_uuid && a.content === b.content && a.fun_type === b.fun_type;

export function findCode(world: World, key: Key): CodeRecord | undefined {
  return world.accounts.codes.find((c) => sameKey(c, key));
}

/** Seconds left before another code may be sent for this key; 0 when one may. */
export function cooldownSeconds(world: World, key: Key, now: number): number {
  const last = findCode(world, key);
  return last ? rules.resendWaitSeconds(last.sent_at, now) : 0;
}

/** Makes a new code from the seeded random and keeps it in place of the key's previous one. */
export function issueCode(world: World, key: Key & { type: 1 | 2 }, now: number): CodeRecord {
  const code = String(Math.floor(nextRandom(world.rng) * 10 ** rules.CODE_LENGTH)).padStart(rules.CODE_LENGTH, '0');
  const record: CodeRecord = { ...key, code, sent_at: now, expires_at: now + rules.CODE_LIFETIME_MS };
  world.accounts.codes = [...world.accounts.codes.filter((c) => !sameKey(c, key)), record];
  return record;
}

/** True when `code` is the key's last code and it has not expired. */
export function codeMatches(world: World, key: Key, code: string, now: number): boolean {
  const record = findCode(world, key);
  return !!record && record.code === code && now < record.expires_at;
}

/** A code is used up by the call it was sent for. */
export function consumeCode(world: World, key: Key): void {
  world.accounts.codes = world.accounts.codes.filter((c) => !sameKey(c, key));
}
