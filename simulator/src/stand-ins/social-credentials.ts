import { createHmac, timingSafeEqual } from 'node:crypto';
import { rules, type FieldError } from '@storefront/sdk';
import { fail, type ErrorEnvelope } from '../http/envelope.js';
import { secretHex, secretKey } from '../state/secrets.js';
import type { World } from '../state/world.js';

/**
 * The credentials the stand-in Facebook and Google providers issue, and their verification as a backend verifies a
 * real provider's (issue 14: a bare uid must never sign anyone in). A credential is `<payload>.<signature>`:
 * base64url JSON claims and a base64url HMAC-SHA256 of the payload. The key is drawn from node:crypto at start-up,
 * never from the seed or a constant, so nobody can mint one without the simulator and none survives a restart.
 * Times are on the namespace's clock, so a test expires a credential with /control/advanceClock.
 */
const KEY = secretKey();

export const ISSUERS = { facebook: 'stand-in.facebook', google: 'stand-in.google' } as const satisfies Record<
  rules.SocialProvider,
  string
>;

export interface SocialClaims {
  iss: string;
  /** The app the credential was issued for (its client id at the provider). */
  aud: string;
  /** The provider's uid of the account. */
  sub: string;
  name: string;
  email: string;
  iat: number;
  exp: number;
  /** A random id, so a credential can be spent once. */
  jti: string;
}

export interface SocialAccount {
  uid: string;
  name?: string;
  email?: string;
}

const sign = (payload: string) => createHmac('sha256', KEY).update(payload).digest('base64url');

/** A fresh credential of `provider` for `account`, issued at `now` for the app `clientId`. */
export function issueSocialCredential(
  provider: rules.SocialProvider,
  account: SocialAccount,
  now: number,
  clientId: string = rules.SOCIAL_CLIENT_ID,
) {
  const claims: SocialClaims = {
    iss: ISSUERS[provider],
    aud: clientId,
    sub: account.uid,
    name: account.name ?? '',
    email: account.email ?? '',
    iat: now,
    exp: now + rules.SOCIAL_CREDENTIAL_LIFETIME_MS,
    jti: secretHex(16),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { credential: `${payload}.${sign(payload)}`, claims };
}

/** The claims of a credential whose signature is the simulator's, or null for anything else (altered, forged, junk). */
export function readSocialCredential(credential: string): SocialClaims | null {
  const [payload, signature, ...rest] = credential.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<SocialClaims>;
    const strings = [claims.iss, claims.aud, claims.sub, claims.jti].every(
      (v) => typeof v === 'string' && v.length > 0,
    );
    if (!strings || typeof claims.iat !== 'number' || typeof claims.exp !== 'number') return null;
    return { ...claims, name: String(claims.name ?? ''), email: String(claims.email ?? '') } as SocialClaims;
  } catch {
    return null;
  }
}

export type CredentialRule = 'credential' | 'provider' | 'audience' | 'expired' | 'used';

/** The field error's message per rule (the contract's SocialCredential lists them). */
export const CREDENTIAL_RULE_TEXT: Record<CredentialRule, string> = {
  credential: 'was not issued by the provider',
  provider: 'was issued by another provider',
  audience: 'was issued for another app',
  expired: 'has expired',
  used: 'was already used',
};

export const NOT_VERIFIED_TEXT = (provider: rules.SocialProvider) =>
  `The ${rules.SOCIAL_PROVIDERS[provider].name} sign-in could not be verified. Please try again.`;

/**
 * The credentials already spent, per namespace (beside the world, like rate-limit.ts: not saved, since a restart
 * draws a new key and no earlier credential verifies then). Once the map is large, the expired ones are dropped.
 */
const spent = new WeakMap<World, Map<string, number>>();
const SWEEP_AT = 10_000;

function spentOf(world: World): Map<string, number> {
  let map = spent.get(world);
  if (!map) {
    map = new Map();
    spent.set(world, map);
  }
  return map;
}

/**
 * Verifies a credential for `provider` on the server's clock and spends it: its claims, or the rule it broke.
 * The order tells the most useful thing first: not ours at all, then the wrong provider, app, age, or a replay.
 */
export function spendSocialCredential(
  world: World,
  provider: rules.SocialProvider,
  credential: string,
  now: number,
): SocialClaims | CredentialRule {
  const claims = readSocialCredential(credential);
  if (!claims) return 'credential';
  if (claims.iss !== ISSUERS[provider]) return 'provider';
  if (claims.aud !== rules.SOCIAL_CLIENT_ID) return 'audience';
  if (now > claims.exp) return 'expired';
  const used = spentOf(world);
  if (used.has(claims.jti)) return 'used';
  if (used.size >= SWEEP_AT) for (const [jti, exp] of used) if (exp < now) used.delete(jti);
  used.set(claims.jti, claims.exp);
  return claims;
}

/**
 * The uid a social call may act on: the credential's subject once it verifies (and matches `uid` when the client
 * sent one too), or the 400 envelope naming the field and rule. The contract lets a backend take a bare uid; the
 * simulator follows the contract's recommendation instead and refuses one, naming the missing `credential`.
 */
export function verifiedUid(
  world: World,
  provider: rules.SocialProvider,
  body: { credential?: string; uid?: string },
  now: number,
): string | ErrorEnvelope {
  const refuse = (error: FieldError) => fail(400, NOT_VERIFIED_TEXT(provider), [error]);
  if (body.credential === undefined)
    return refuse({
      field: 'credential',
      rule: 'required',
      message: 'is required: a uid alone does not prove the account is yours',
    });
  const result = spendSocialCredential(world, provider, body.credential, now);
  if (typeof result === 'string')
    return refuse({ field: 'credential', rule: result, message: CREDENTIAL_RULE_TEXT[result] });
  if (body.uid !== undefined && body.uid !== result.sub)
    return refuse({ field: 'uid', rule: 'credential_subject', message: "is not the credential's account" });
  return result.sub;
}
