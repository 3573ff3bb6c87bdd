import { rules } from '@storefront/sdk';
import { tooMany, type ErrorEnvelope } from '../http/envelope.js';
import { secretToken } from './secrets.js';
import type { TokenRecord, World } from './world.js';

/**
 * The token table of a namespace. `world.tokens` stays a plain object keyed by token (the world is plain data
 * that saves to JSON); every lookup is by own property, so a token such as `__proto__` finds nothing. Expired
 * tokens are dropped when they are presented and, at most once a minute of the simulator clock, all at once
 * when a token is issued; live guest tokens are capped per namespace.
 */
export const MAX_LIVE_GUEST_TOKENS = 10_000;
/**
 * The most live guest tokens one client address holds: a tenth of the pool, room for an office or a carrier's NAT
 * (the app asks for one per visitor and 2 hours). Beyond it the address's own oldest token makes way.
 */
export const MAX_GUEST_TOKENS_PER_ADDRESS = 1_000;
export const PURGE_EVERY_MS = 60_000;
export const TOO_MANY_GUESTS_TEXT = (seconds: number) => `Too many guest sessions. Try again in ${seconds} s.`;

/**
 * Per world: when the table was last purged, how many guest tokens it held then plus those issued since, and
 * when the oldest of them expires (so that refusals at the cap cost no scan).
 */
const books = new WeakMap<World, { purgedAt: number; guests: number; oldestExpiry: number }>();

/**
 * Per world: the guest tokens each client address holds, oldest first. Beside the world, not in it, as the rate
 * limits are: a restart forgets who holds what (the tokens stay valid and count towards the pool until they expire).
 */
const holders = new WeakMap<World, Map<string, string[]>>();

function holdersOf(world: World): Map<string, string[]> {
  let map = holders.get(world);
  if (!map) {
    map = new Map();
    holders.set(world, map);
  }
  return map;
}

const own = (world: World, token: string) => Object.prototype.hasOwnProperty.call(world.tokens, token);

/** The live record of `token`, or undefined; an expired one is deleted on the way. */
export function lookUpToken(world: World, token: string, now: number): TokenRecord | undefined {
  if (!own(world, token)) return undefined;
  const record = world.tokens[token]!;
  if (now >= record.expires_at) {
    delete world.tokens[token];
    return undefined;
  }
  return record;
}

/** Deletes every expired token; answers how many guest tokens are left. */
export function purgeExpired(world: World, now: number): number {
  let guests = 0;
  let oldestExpiry = Infinity;
  for (const token of Object.keys(world.tokens)) {
    const record = world.tokens[token]!;
    if (now >= record.expires_at) delete world.tokens[token];
    else if (record.kind === 'guest') {
      guests += 1;
      oldestExpiry = Math.min(oldestExpiry, record.expires_at);
    }
  }
  books.set(world, { purgedAt: now, guests, oldestExpiry });
  const map = holdersOf(world);
  for (const [address, tokens] of map) {
    const live = tokens.filter((token) => own(world, token));
    if (live.length > 0) map.set(address, live);
    else map.delete(address);
  }
  return guests;
}

function bookOf(world: World, now: number) {
  const book = books.get(world);
  if (!book || now - book.purgedAt >= PURGE_EVERY_MS || now < book.purgedAt) purgeExpired(world, now);
  return books.get(world)!;
}

/**
 * Seconds until a guest token may be issued, or 0 when one may now. The count only grows between purges (a
 * token deleted elsewhere is not subtracted), so at the cap it is recounted, unless no token can have expired
 * since the last count (the oldest expires later): that keeps a flood of refused calls from scanning the table.
 */
function guestWait(world: World, now: number): number {
  let book = bookOf(world, now);
  if (book.guests < MAX_LIVE_GUEST_TOKENS) return 0;
  if (now >= book.oldestExpiry) {
    purgeExpired(world, now);
    book = books.get(world)!;
    if (book.guests < MAX_LIVE_GUEST_TOKENS) return 0;
  }
  return Math.max(1, Math.ceil((book.oldestExpiry - now) / 1000));
}

function store(world: World, fields: Omit<TokenRecord, 'issued_at' | 'expires_at'>, now: number): string {
  const prefix = fields.kind === 'guest' ? 'g_' : 'u_';
  let token = secretToken(prefix);
  // 192 random bits do not collide; the loop only makes "never issued twice" hold by construction.
  while (own(world, token)) token = secretToken(prefix);
  const ttl = fields.kind === 'guest' ? rules.GUEST_TOKEN_TTL_MS : rules.USER_TOKEN_TTL_MS;
  world.tokens[token] = { ...fields, issued_at: now, expires_at: now + ttl };
  return token;
}

/** Deletes the oldest live token of an address's list (oldest first); false when none is live. */
function evictOldest(world: World, tokens: string[]): boolean {
  while (tokens.length > 0) {
    const token = tokens.shift()!;
    if (own(world, token)) {
      delete world.tokens[token];
      const book = books.get(world);
      if (book) book.guests -= 1;
      return true;
    }
  }
  return false;
}

/** The tokens of the address holding the most live guest tokens, when it holds more than `than`. */
function largestHolding(world: World, than: number): string[] | undefined {
  let largest: string[] | undefined;
  for (const tokens of holdersOf(world).values()) if (tokens.length > (largest?.length ?? than)) largest = tokens;
  return largest;
}

/**
 * A guest token from a cryptographic source for a caller at `address`. Each address gets a fair share of the
 * namespace's pool: one holding its cap gives up its own oldest token, and when the pool is full the address
 * holding the most gives up its oldest for a caller holding fewer, so a few addresses asking in a loop cannot
 * leave new visitors without one. Only when no address holds more than the caller is the answer a 429.
 */
export function issueGuestToken(
  world: World,
  fields: Omit<TokenRecord, 'kind' | 'issued_at' | 'expires_at'>,
  now: number,
  address: string,
): string | ErrorEnvelope {
  const held = holdersOf(world).get(address) ?? [];
  const mine = held.filter((token) => own(world, token));
  if (mine.length >= MAX_GUEST_TOKENS_PER_ADDRESS) evictOldest(world, mine);
  else if (guestWait(world, now) > 0) {
    const largest = largestHolding(world, mine.length);
    if (!largest || !evictOldest(world, largest)) {
      const wait = guestWait(world, now);
      return tooMany(TOO_MANY_GUESTS_TEXT(wait), wait);
    }
  }
  const token = store(world, { ...fields, kind: 'guest' }, now);
  mine.push(token);
  holdersOf(world).set(address, mine);
  const book = books.get(world)!;
  book.guests += 1;
  book.oldestExpiry = Math.min(book.oldestExpiry, now + rules.GUEST_TOKEN_TTL_MS);
  return token;
}

/** A user token (7 days) from a cryptographic source. Purges expired tokens when a purge is due. */
export function issueUserToken(
  world: World,
  fields: Omit<TokenRecord, 'kind' | 'issued_at' | 'expires_at'>,
  now: number,
): string {
  bookOf(world, now);
  return store(world, { ...fields, kind: 'user' }, now);
}

/** Revokes every user token of an account, except `keep` (the session that asked, when it is the account's). */
export function revokeUserSessions(
  world: World,
  account: { client_user_id: string; datacenter_uuid: string },
  keep: string | null,
): number {
  let revoked = 0;
  for (const token of Object.keys(world.tokens)) {
    const record = world.tokens[token]!;
    if (token === keep || record.kind !== 'user') continue;
    if (record.client_user_id === account.client_user_id && record.datacenter_uuid === account.datacenter_uuid) {
      delete world.tokens[token];
      revoked += 1;
    }
  }
  return revoked;
}
