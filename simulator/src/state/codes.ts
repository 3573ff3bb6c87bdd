import { rules } from '@storefront/sdk';
import { secretCode } from './secrets.js';
import type { CodeRecord, World } from './world.js';

type Key = Pick<CodeRecord, 'datacenter_uuid' | 'content' | 'fun_type'>;

/** Wrong tries a code allows in all (checkCode, reg, forgetPassword, thirdFill); after the last it is void. */
export const CODE_MAX_WRONG_TRIES = 5;
export const CODE_VOID_TEXT = 'This code was tried too many times. Please request a new code.';

const sameKey = (a: Key, b: Key) =>
  a.datacenter_uuid === b.datacenter_uuid && a.content === b.content && a.fun_type === b.fun_type;

export function findCode(world: World, key: Key): CodeRecord | undefined {
  return world.accounts.codes.find((c) => sameKey(c, key));
}

/** Seconds left before another code may be sent for this key; 0 when one may. */
export function cooldownSeconds(world: World, key: Key, now: number): number {
  const last = findCode(world, key);
  return last ? rules.resendWaitSeconds(last.sent_at, now) : 0;
}

/** Makes a new code (cryptographic source, never the seed) and keeps it in place of the key's previous one. */
export function issueCode(world: World, key: Key & { type: 1 | 2 }, now: number): CodeRecord {
  const record: CodeRecord = {
    ...key,
    code: secretCode(rules.CODE_LENGTH),
    sent_at: now,
    expires_at: now + rules.CODE_LIFETIME_MS,
    wrong: 0,
  };
  world.accounts.codes = [...world.accounts.codes.filter((c) => !sameKey(c, key)), record];
  return record;
}

/**
 * Tries `code` against the key's last code: 'match', 'mismatch' (no code, another code or expired), or 'void'
 * (the code had its CODE_MAX_WRONG_TRIES wrong tries; even the right one fails now). A wrong try counts.
 */
export function tryCode(world: World, key: Key, code: string, now: number): 'match' | 'mismatch' | 'void' {
  const record = findCode(world, key);
  if (!record || now >= record.expires_at) return 'mismatch';
  if ((record.wrong ?? 0) >= CODE_MAX_WRONG_TRIES) return 'void';
  if (record.code === code) return 'match';
  record.wrong = (record.wrong ?? 0) + 1;
  return 'mismatch';
}

/** True when `code` is the key's last code, not expired nor void. A wrong try counts towards the cap. */
export function codeMatches(world: World, key: Key, code: string, now: number): boolean {
  return tryCode(world, key, code, now) === 'match';
}

/** A code is used up by the call it was sent for. */
export function consumeCode(world: World, key: Key): void {
  world.accounts.codes = world.accounts.codes.filter((c) => !sameKey(c, key));
}
