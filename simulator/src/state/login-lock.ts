import { findUser } from './users.js';
import type { World } from './world.js';

/** Wrong passwords that lock an account, the window they must fall in, and how long the lock lasts. */
export const MAX_FAILED_LOGINS = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

const lockText = (msLeft: number) => `Too many failed attempts. Try again in ${Math.ceil(msLeft / 60_000)} minutes.`;

/**
 * The lock is the account's at one client address, not the typed name's: its phone and its e-mail reach the same
 * record, so wrong passwords by either count together and a lock holds for every way of signing in with a
 * password. It holds at that address only: a stranger who sends five wrong passwords shuts himself out, not the
 * owner signing in from elsewhere (the per-address rate limit then throttles the stranger). A name with no account
 * is counted by name (its answers must not differ from an account's, or they would tell which names exist).
 */
export function lockKey(world: World, datacenter: string, userName: string, address: string): string {
  const user = findUser(world, datacenter, userName);
  return `${user ? `account:${user.client_user_id}` : `name:${userName}`}@${address}`;
}

function entry(world: World, datacenter: string, key: string) {
  return world.accounts.failures.find((f) => f.datacenter_uuid === datacenter && f.user_name === key);
}

/** The 203 message while the account (or unknown name) is locked at this address, else null. */
export function lockedMessage(
  world: World,
  datacenter: string,
  userName: string,
  address: string,
  now: number,
): string | null {
  const record = entry(world, datacenter, lockKey(world, datacenter, userName, address));
  return record && record.locked_until > now ? lockText(record.locked_until - now) : null;
}

/** Counts a wrong password from `address`; answers the 203 message when this one locks it there, else null. */
export function recordFailure(
  world: World,
  datacenter: string,
  userName: string,
  address: string,
  now: number,
): string | null {
  const key = lockKey(world, datacenter, userName, address);
  let record = entry(world, datacenter, key);
  if (!record) {
    record = { datacenter_uuid: datacenter, user_name: key, count: 0, first_at: now, locked_until: 0 };
    world.accounts.failures.push(record);
  }
  if (now - record.first_at >= FAILURE_WINDOW_MS) {
    record.count = 0;
    record.first_at = now;
  }
  record.count += 1;
  if (record.count < MAX_FAILED_LOGINS) return null;
  record.count = 0;
  record.locked_until = now + LOCK_MS;
  return lockText(LOCK_MS);
}

/**
 * A successful sign-in forgets the failures and lock at its address; a password reset (no address given) forgets
 * them at every address, since the old password no longer opens anything.
 */
export function clearFailures(world: World, datacenter: string, userName: string, address?: string): void {
  const key = lockKey(world, datacenter, userName, address ?? '');
  const matches = address === undefined ? (name: string) => name.startsWith(key) : (name: string) => name === key;
  world.accounts.failures = world.accounts.failures.filter(
    (f) => !(f.datacenter_uuid === datacenter && matches(f.user_name)),
  );
}
