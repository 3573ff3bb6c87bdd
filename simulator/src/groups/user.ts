import { rules, type components } from '@storefront/sdk';
import { fail, ok, type OkEnvelope } from '../envelope.js';
import type { Ctx, GroupHandlers } from '../handler.js';
import { clearFailures, lockedMessage, recordFailure } from '../login-lock.js';
import { randomToken } from '../random.js';
import { verifyGoogleCredential } from '../stand-in.js';
import { WRONG_CREDENTIALS_TEXT, findUser, nextClientUserId, signIn, uidField } from '../users.js';
import { profileHandlers } from './user-profile.js';
import { registerHandlers } from './user-register.js';

/** Signs in the account a social uid is linked to, or keeps (or finds) the pending social account to complete. */
function socialSignIn(ctx: Ctx, userType: rules.SocialUserType, uid: string): OkEnvelope<components['schemas']['ThirdLoginResult']> {
  const { world } = ctx;
  const datacenter = ctx.region.datacenter.datacenter_uuid;
  const field = uidField(userType);
  const user = world.accounts.users.find((u) => u.datacenter_uuid === datacenter && u[field] === uid);
  if (user) return ok({ is_fill: 1, client_user_id: user.client_user_id, user_info: signIn(ctx, user) });
  let pending = world.accounts.pending.find((p) => p.datacenter_uuid === datacenter && p.user_type === userType && p.uid === uid);
  if (!pending) {
    pending = { client_user_id: nextClientUserId(world), datacenter_uuid: datacenter, user_type: userType, uid, created_at: ctx.clock.now() };
    world.accounts.pending.push(pending);
  }
  return ok({ is_fill: 2, client_user_id: pending.client_user_id, user_info: null });
}

export const userHandlers: GroupHandlers<'user'> = {
  getClientGuestToken: ({ world, region, clock }, body) => {
    const now = clock.now();
    const token = `g_${randomToken(world.rng)}`;
    world.tokens[token] = {
      kind: 'guest',
      datacenter_uuid: region.datacenter.datacenter_uuid,
      issued_at: now,
      expires_at: now + rules.GUEST_TOKEN_TTL_MS,
      user_id: body.user_id ?? '',
      client_user_id: body.client_user_id ?? '',
    };
    return ok({
      access_guest_token: token,
      expires_in: rules.GUEST_TOKEN_TTL_MS / 1000,
      datacenter_uuid: region.datacenter.datacenter_uuid,
    });
  },

  login: (ctx, body) => {
    const { world } = ctx;
    const datacenter = ctx.region.datacenter.datacenter_uuid;
    const userName = rules.normaliseUserName(body.user_name);
    const now = ctx.clock.now();
    const locked = lockedMessage(world, datacenter, userName, now);
    if (locked) return fail(203, locked);
    const user = findUser(world, datacenter, userName);
    if (!user || user.password !== body.password) {
      const lockedNow = recordFailure(world, datacenter, userName, now);
      if (lockedNow) return fail(203, lockedNow);
      return fail(400, WRONG_CREDENTIALS_TEXT, [{ field: 'password', rule: 'credentials', message: WRONG_CREDENTIALS_TEXT }]);
    }
    clearFailures(world, datacenter, userName);
    return ok(signIn(ctx, user), 'Login Successfully');
  },

  thirdLogin: (ctx, body) => socialSignIn(ctx, body.user_type, body.uid),

  googleLogin: (ctx, body) => {
    const identity = verifyGoogleCredential(body.credential);
    if (!identity) {
      const message = 'The Google sign-in could not be verified. Please try again.';
      return fail(400, message, [{ field: 'credential', rule: 'credential', message }]);
    }
    return socialSignIn(ctx, rules.SOCIAL_PROVIDERS.google.userType, identity.sub);
  },

  checkTelState: ({ world, region }, body) => {
    const user = findUser(world, region.datacenter.datacenter_uuid, rules.normaliseUserName(body.user_name));
    return ok({ is_reg: user ? (1 as const) : (2 as const) });
  },

  ...registerHandlers,
  ...profileHandlers,
};
