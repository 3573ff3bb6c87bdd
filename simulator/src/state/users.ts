import { rules, type components } from '@storefront/sdk';
import { fail, type ErrorEnvelope } from '../http/envelope.js';
import type { Ctx } from '../http/handler.js';
import { issueUserToken } from './tokens.js';
import { locationNames } from './locations.js';
import type { UserRecord, World } from './world.js';

type UserInfo = components['schemas']['UserInfo'];

export const WRONG_CREDENTIALS_TEXT = rules.WRONG_CREDENTIALS_TEXT;
export const PHONE_TAKEN_TEXT = 'This phone number is already registered.';
export const EMAIL_TAKEN_TEXT = 'This e-mail is already registered.';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (text: string) => EMAIL_PATTERN.test(text);

export const fullPhone = (user: Pick<UserRecord, 'area_code' | 'phone'>) =>
  rules.phoneUserName(user.area_code, user.phone);

/** The account of a data centre with this (normalised) user name: area code plus phone, or e-mail. */
export function findUser(world: World, datacenter: string, userName: string): UserRecord | undefined {
  return world.accounts.users.find(
    (u) =>
      u.datacenter_uuid === datacenter &&
      (fullPhone(u) === userName || (u.email !== '' && u.email.toLowerCase() === userName)),
  );
}

export function nextClientUserId(world: World): string {
  return `cu_${world.accounts.nextClientId++}`;
}

export function toUserInfo(user: UserRecord, token: string): UserInfo {
  const { country_name, state_name, city_name } = locationNames(user.datacenter_uuid, user);
  return {
    access_user_token: token,
    client_user_id: user.client_user_id,
    first_name: user.first_name,
    last_name: user.last_name,
    area_code: user.area_code,
    phone: user.phone,
    email: user.email,
    country_id: user.country_id,
    state_id: user.state_id,
    city_id: user.city_id,
    country_name,
    state_name,
    city_name,
    gender: user.gender,
    user_id: user.user_id,
    headimg: user.headimg,
    is_bind_facebook: user.facebook_uid ? 1 : 2,
    is_bind_google: user.google_uid ? 1 : 2,
  };
}

/** Issues a user token (7 days of the simulator clock, from a cryptographic source) and answers the user info carrying it. */
export function signIn({ world, clock }: Ctx, user: UserRecord): UserInfo {
  const token = issueUserToken(
    world,
    { datacenter_uuid: user.datacenter_uuid, user_id: user.user_id, client_user_id: user.client_user_id },
    clock.now(),
  );
  return toUserInfo(user, token);
}

/** The signed-in account of a user-only call and its token, or 100 when the account is gone. */
export function sessionUser(ctx: Ctx): { user: UserRecord; token: string } | ErrorEnvelope {
  const session = ctx.session;
  const user =
    session &&
    ctx.world.accounts.users.find(
      (u) => u.client_user_id === session.client_user_id && u.datacenter_uuid === session.datacenter_uuid,
    );
  if (!session || !user) return fail(100, rules.SESSION_EXPIRED_TEXT);
  return { user, token: ctx.token ?? '' };
}

export const providerName = (userType: rules.SocialUserType) =>
  rules.SOCIAL_PROVIDERS[rules.providerOfUserType(userType)].name;
/** The account's field holding its uid at that provider. */
export const uidField = (userType: rules.SocialUserType) => `${rules.providerOfUserType(userType)}_uid` as const;
