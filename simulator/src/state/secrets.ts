import { randomBytes, randomInt } from 'node:crypto';

/**
 * Secrets come from the operating system's cryptographic source, never from the seeded generator (random.ts):
 * the default seed is public, so anything derived from it can be predicted by whoever reads one value. The seed
 * drives the catalogue and other data only; two simulators with the same seed hand out different secrets, and a
 * restore from --state cannot issue a token again.
 */

/** A session token: `prefix` then 32 url-safe characters (192 bits). */
export function secretToken(prefix: string): string {
  return `${prefix}${randomBytes(24).toString('base64url')}`;
}

/** A verification code of `length` decimal digits, uniform over all of them. */
export function secretCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** An unguessable id of `bytes` random bytes in lower-case hex (for file names). */
export function secretHex(bytes = 16): string {
  return randomBytes(bytes).toString('hex');
}

/** A signing key of `bytes` random bytes, drawn once per process (so nothing it signed survives a restart). */
export function secretKey(bytes = 32): Buffer {
  return randomBytes(bytes);
}
