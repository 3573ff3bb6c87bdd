import { randomBytes } from 'node:crypto';
import { rules, type components } from '@storefront/sdk';
import { fail, ok, tooMany, type OkEnvelope } from '../http/envelope.js';
import type { Ctx, GroupHandlers } from '../http/handler.js';
import { clearFailures, lockedMessage, recordFailure } from '../state/login-lock.js';
import {
  FAILED_LOGINS_PER_IP,
  GUEST_TOKENS_PER_IP,
  LOGINS_PER_TARGET,
  TOO_MANY_ATTEMPTS_TEXT,
  addressKey,
  hit,
  longestWait,
  targetKey,
  waitSeconds,
} from '../http/rate-limit.js';
import { verifiedUid } from '../stand-ins/social-credentials.js';
import { issueGuestToken } from '../state/tokens.js';
import { WRONG_CREDENTIALS_TEXT, findUser, signIn, uidField } from '../state/users.js';
import { profileHandlers } from './user-profile.js';
import { registerHandlers } from './user-register.js';

/** Signs in the account a social uid is linked to, or keeps (or finds) the pending social account to complete. */
function socialSignIn(
  ctx: Ctx,
  userType: rules.SocialUserType,
  uid: string,
): OkEnvelope<components['schemas']['ThirdLoginResult']> {
  const { world } = ctx;
  const datacenter = ctx.region.datacenter.datacenter_uuid;
  const field = uidField(userType);
  const user = world.accounts.users.find((u) => u.datacenter_uuid === datacenter && u[field] === uid);
  if (user) return ok({ ...signIn(ctx, user), is_fill: 1 as const });
  let pending = world.accounts.pending.find(
    (p) => p.datacenter_uuid === datacenter && p.user_type === userType && p.uid === uid,
  );
  if (!pending) {
    // The pending id is all thirdFill asks for, so it must not be guessable (issue 14): 128 random bits, never the seed.
    pending = {
      client_user_id: `cu_${randomBytes(16).toString('hex')}`,
      datacenter_uuid: datacenter,
      user_type: userType,
      uid,
      created_at: ctx.clock.now(),
    };
    world.accounts.pending.push(pending);
  }
  return ok({ is_fill: 2 as const, client_user_id: pending.client_user_id });
}

export const userHandlers: GroupHandlers<'user'> = {
  getClientGuestToken: ({ world, region, clock, ip }, body) => {
    const now = clock.now();
    const perAddress = addressKey('guest', ip);
    const wait = waitSeconds(world, perAddress, GUEST_TOKENS_PER_IP, now);
    if (wait > 0) return tooMany(TOO_MANY_ATTEMPTS_TEXT(wait), wait);
    const fields = {
      datacenter_uuid: region.datacenter.datacenter_uuid,
      user_id: body.user_id ?? '',
      client_user_id: body.client_user_id ?? '',
    };
    const token = issueGuestToken(world, fields, now, ip);
    if (typeof token !== 'string') return token;
    hit(world, perAddress, GUEST_TOKENS_PER_IP, now);
    return ok({
      access_guest_token: token,
      // The contract fixes the figure (const 7200); the rule's constant is where it comes from.
      expires_in: (rules.GUEST_TOKEN_TTL_MS / 1000) as 7200,
      datacenter_uuid: region.datacenter.datacenter_uuid,
    });
  },

  login: (ctx, body) => {
    const { world } = ctx;
    const datacenter = ctx.region.datacenter.datacenter_uuid;
    const userName = rules.normaliseUserName(body.user_name);
    const now = ctx.clock.now();
    // Rate limits first: a refused attempt compares no password, so it tells nothing and counts for nothing.
    // Per user name at this address: tries from elsewhere never use up the owner's.
    const perTarget = `${targetKey('login', datacenter, userName)}|${ctx.ip}`;
    const perAddress = addressKey('login', ctx.ip);
    const wait = longestWait(
      world,
      [
        [perTarget, LOGINS_PER_TARGET],
        [perAddress, FAILED_LOGINS_PER_IP],
      ],
      now,
    );
    if (wait > 0) return tooMany(TOO_MANY_ATTEMPTS_TEXT(wait), wait);
    hit(world, perTarget, LOGINS_PER_TARGET, now);
    const locked = lockedMessage(world, datacenter, userName, ctx.ip, now);
    if (locked) return fail(203, locked);
    const user = findUser(world, datacenter, userName);
    if (!user || user.password !== body.password) {
      hit(world, perAddress, FAILED_LOGINS_PER_IP, now);
      const lockedNow = recordFailure(world, datacenter, userName, ctx.ip, now);
      if (lockedNow) return fail(203, lockedNow);
      return fail(400, WRONG_CREDENTIALS_TEXT, [
        { field: 'password', rule: 'credentials', message: WRONG_CREDENTIALS_TEXT },
      ]);
    }
    clearFailures(world, datacenter, userName, ctx.ip);
    return ok(signIn(ctx, user), rules.LOGIN_SUCCESS_TEXT);
  },

  // The uid comes from a verified provider credential only; a uid on its own signs nobody in (issue 14).
  thirdLogin: (ctx, body) => {
    const provider = rules.providerOfUserType(body.user_type);
    const uid = verifiedUid(ctx.world, provider, body, ctx.clock.now());
    return typeof uid === 'string' ? socialSignIn(ctx, body.user_type, uid) : uid;
  },

  googleLogin: (ctx, body) => {
    const uid = verifiedUid(ctx.world, 'google', body, ctx.clock.now());
    return typeof uid === 'string' ? socialSignIn(ctx, rules.SOCIAL_PROVIDERS.google.userType, uid) : uid;
  },

  checkTelState: ({ world, region }, body) => {
    const user = findUser(world, region.datacenter.datacenter_uuid, rules.normaliseUserName(body.user_name));
    return ok({ is_reg: user ? (1 as const) : (2 as const) });
  },

  ...registerHandlers,
  ...profileHandlers,
};
