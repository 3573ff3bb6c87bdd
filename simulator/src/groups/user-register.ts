import { rules, type FieldError } from '@storefront/sdk';
import { CODE_VOID_TEXT, consumeCode, cooldownSeconds, issueCode, tryCode } from '../state/codes.js';
import { fail, invalid, ok, tooMany, type ErrorEnvelope } from '../http/envelope.js';
import type { HandlerMap } from '../http/handler.js';
import { clearFailures, lockedMessage, recordFailure } from '../state/login-lock.js';
import {
  CODE_CHECKS_PER_TARGET,
  FAILED_CODE_CHECKS_PER_IP,
  TOO_MANY_ATTEMPTS_TEXT,
  addressKey,
  hit,
  longestWait,
  targetKey,
} from '../http/rate-limit.js';
import { revokeUserSessions } from '../state/tokens.js';
import {
  EMAIL_TAKEN_TEXT,
  PHONE_TAKEN_TEXT,
  WRONG_CREDENTIALS_TEXT,
  findUser,
  fullPhone,
  isEmail,
  nextClientUserId,
  providerName,
  signIn,
  uidField,
} from '../state/users.js';
import type { CodeRecord, UserRecord, World } from '../state/world.js';

const PENDING_GONE_TEXT = 'This social sign-in has expired. Please sign in again.';

type CodeKey = Pick<CodeRecord, 'datacenter_uuid' | 'content' | 'fun_type'>;

/** The code's field error, if any; a wrong try counts towards the code's cap (codes.ts). */
function codeErrors(world: World, key: CodeKey, code: string, now: number): FieldError[] {
  const result = tryCode(world, key, code, now);
  if (result === 'match') return [];
  return [
    result === 'void'
      ? { field: 'code', rule: 'attempts', message: CODE_VOID_TEXT }
      : { field: 'code', rule: 'code', message: rules.CODE_MISMATCH_TEXT },
  ];
}

/**
 * The rate limits of a code check (checkCode, reg, forgetPassword): per target, every check; per client address,
 * failed checks only. A 429 when either is used up (and then the code is not compared), else null after
 * counting this check against its target.
 */
function limitCodeCheck(world: World, ip: string, key: CodeKey, now: number): ErrorEnvelope | null {
  const perTarget = targetKey('code', key.datacenter_uuid, key.content);
  const wait = longestWait(
    world,
    [
      [perTarget, CODE_CHECKS_PER_TARGET],
      [addressKey('code', ip), FAILED_CODE_CHECKS_PER_IP],
    ],
    now,
  );
  if (wait > 0) return tooMany(TOO_MANY_ATTEMPTS_TEXT(wait), wait);
  hit(world, perTarget, CODE_CHECKS_PER_TARGET, now);
  return null;
}

const countFailedCheck = (world: World, ip: string, now: number) =>
  hit(world, addressKey('code', ip), FAILED_CODE_CHECKS_PER_IP, now);

function passwordErrors(password: string, field: string): FieldError[] {
  const message = rules.checkNewPassword(password);
  return message ? [{ field, rule: 'password', message }] : [];
}

/** A 400 naming every field error, with the first one's message for the user. */
const refused = (errors: FieldError[]) => fail(400, errors[0]!.message, errors);

/** The normalised e-mail of a request, or an error envelope when it is malformed or taken. */
function checkedEmail(world: World, datacenter: string, given: string | undefined) {
  const email = (given ?? '').trim().toLowerCase();
  if (email && !isEmail(email)) return invalid('email', 'format', 'must be an e-mail address');
  if (email && findUser(world, datacenter, email)) return fail(409, EMAIL_TAKEN_TEXT);
  return email;
}

function newUser(
  fields: Partial<UserRecord> &
    Pick<UserRecord, 'client_user_id' | 'datacenter_uuid' | 'area_code' | 'phone' | 'password' | 'created_at'>,
): UserRecord {
  return {
    first_name: '',
    last_name: '',
    email: '',
    country_id: 0,
    state_id: 0,
    city_id: 0,
    gender: '',
    user_id: '',
    headimg: '',
    facebook_uid: '',
    google_uid: '',
    reg_platform_type: '',
    share_client_user_id: '',
    ...fields,
  };
}

export const registerHandlers: Pick<HandlerMap, 'sendCode' | 'checkCode' | 'reg' | 'forgetPassword' | 'thirdFill'> = {
  sendCode: ({ world, region, clock }, body) => {
    const datacenter = region.datacenter.datacenter_uuid;
    const now = clock.now();
    const content = rules.normaliseUserName(body.content);
    if (body.type === 1 ? !isEmail(content) : !/^[0-9]{5,19}$/.test(content)) {
      return invalid(
        'content',
        'format',
        body.type === 1 ? 'must be an e-mail address' : 'must be the area code followed by the phone digits',
      );
    }
    // The same answer whether or not an account has this phone or e-mail, so sendCode tells nobody which exist:
    // a register code for a taken phone is refused by reg once the code proves the phone, a reset code for an
    // unknown one by forgetPassword as a wrong code. (A real backend delivers nothing, or a notice, in those cases.)
    const key = { datacenter_uuid: datacenter, content, fun_type: body.fun_type };
    const wait = cooldownSeconds(world, key, now);
    if (wait > 0) return tooMany(`Please wait ${wait} s before requesting another code.`, wait);
    issueCode(world, { ...key, type: body.type }, now);
    return ok(
      { resend_in: rules.CODE_RESEND_SECONDS as 59, expires_in: (rules.CODE_LIFETIME_MS / 1000) as 600 },
      'The code has been sent',
    );
  },

  checkCode: ({ world, region, clock, ip }, body) => {
    const now = clock.now();
    const key = {
      datacenter_uuid: region.datacenter.datacenter_uuid,
      content: rules.normaliseUserName(body.content),
      fun_type: body.fun_type,
    };
    const limited = limitCodeCheck(world, ip, key, now);
    if (limited) return limited;
    const result = tryCode(world, key, body.code, now);
    if (result === 'match') return ok({ is_match: 1 as const });
    countFailedCheck(world, ip, now);
    return ok({ is_match: 2 as const }, result === 'void' ? CODE_VOID_TEXT : 'success');
  },

  reg: (ctx, body) => {
    const { world, clock } = ctx;
    const datacenter = ctx.region.datacenter.datacenter_uuid;
    const now = clock.now();
    const content = rules.phoneUserName(body.area_code, body.phone);
    const key = { datacenter_uuid: datacenter, content, fun_type: 1 as const };
    const limited = limitCodeCheck(world, ctx.ip, key, now);
    if (limited) return limited;
    const wrongCode = codeErrors(world, key, body.code, now);
    if (wrongCode.length > 0) countFailedCheck(world, ctx.ip, now);
    // The booking form registers with the code alone: no password until the account sets one (forgetPassword).
    const errors = [...wrongCode, ...(body.password === undefined ? [] : passwordErrors(body.password, 'password'))];
    if (errors.length > 0) return refused(errors);
    // Only a caller the code proved to hold the phone learns that it is taken.
    if (findUser(world, datacenter, content)) return fail(409, PHONE_TAKEN_TEXT);
    const email = checkedEmail(world, datacenter, body.email);
    if (typeof email !== 'string') return email;

    consumeCode(world, key);
    const user = newUser({
      client_user_id: nextClientUserId(world),
      datacenter_uuid: datacenter,
      area_code: body.area_code,
      phone: body.phone,
      password: body.password ?? '',
      first_name: body.first_name,
      last_name: body.last_name,
      gender: body.gender,
      email,
      user_id: body.user_id ?? '',
      share_client_user_id: body.client_user_id ?? '',
      reg_platform_type: body.reg_platform_type ?? '',
      created_at: now,
    });
    world.accounts.users.push(user);
    return ok(signIn(ctx, user), 'Registration succeeded');
  },

  forgetPassword: ({ world, region, clock, ip, session, token }, body) => {
    const datacenter = region.datacenter.datacenter_uuid;
    const now = clock.now();
    const content = rules.normaliseUserName(body.content);
    const key = { datacenter_uuid: datacenter, content, fun_type: 2 as const };
    // Limited before the account is looked up, so the limit is the same whether the account exists or not.
    const limited = limitCodeCheck(world, ip, key, now);
    if (limited) return limited;
    const user = findUser(world, datacenter, content);
    // No account answers as a wrong code does: the answer must not tell which phones and e-mails have one.
    const codeRefusal = codeErrors(world, key, body.code, now);
    const wrongCode =
      user || codeRefusal.length > 0
        ? codeRefusal
        : [{ field: 'code', rule: 'code', message: rules.CODE_MISMATCH_TEXT }];
    if (wrongCode.length > 0) countFailedCheck(world, ip, now);
    const errors = [...wrongCode, ...passwordErrors(body.new_password, 'new_password')];
    if (!user || errors.length > 0) return refused(errors);

    consumeCode(world, key);
    user.password = body.new_password;
    clearFailures(world, datacenter, fullPhone(user));
    // Whoever held the old password may hold a session: all go, except the account's own session that asked.
    const own =
      session?.kind === 'user' &&
      session.client_user_id === user.client_user_id &&
      session.datacenter_uuid === datacenter;
    revokeUserSessions(world, user, own ? token : null);
    return ok({}, rules.PASSWORD_RESET_TEXT);
  },

  thirdFill: (ctx, body) => {
    const { world, clock } = ctx;
    const datacenter = ctx.region.datacenter.datacenter_uuid;
    const now = clock.now();
    const pending = world.accounts.pending.find(
      (p) => p.client_user_id === body.client_user_id && p.datacenter_uuid === datacenter,
    );
    if (!pending) return fail(404, PENDING_GONE_TEXT);
    const content = rules.phoneUserName(body.area_code, body.phone);
    const key = { datacenter_uuid: datacenter, content, fun_type: 3 as const };
    // Per phone and per address, like every code check: a 429 compares neither the code nor the password.
    const limited = limitCodeCheck(world, ctx.ip, key, now);
    if (limited) return limited;
    const wrongCode = codeErrors(world, key, body.code, now);
    if (wrongCode.length > 0) {
      countFailedCheck(world, ctx.ip, now);
      return refused(wrongCode);
    }
    const field = uidField(pending.user_type);
    const finish = (user: UserRecord) => {
      user[field] = pending.uid;
      world.accounts.pending = world.accounts.pending.filter((p) => p !== pending);
      consumeCode(world, key);
      return ok(signIn(ctx, user), rules.LOGIN_SUCCESS_TEXT);
    };

    const existing = findUser(world, datacenter, content);
    if (existing) {
      // Merge: the social login joins the phone's account, which keeps its profile and password.
      if (existing[field] && existing[field] !== pending.uid) {
        return fail(409, `This account is already linked to another ${providerName(pending.user_type)} account.`);
      }
      const locked = lockedMessage(world, datacenter, content, ctx.ip, now);
      if (locked) return fail(203, locked);
      if (existing.password !== body.password) {
        const lockedNow = recordFailure(world, datacenter, content, ctx.ip, now);
        if (lockedNow) return fail(203, lockedNow);
        return refused([{ field: 'password', rule: 'credentials', message: WRONG_CREDENTIALS_TEXT }]);
      }
      clearFailures(world, datacenter, content, ctx.ip);
      return finish(existing);
    }

    const email = checkedEmail(world, datacenter, body.email);
    if (typeof email !== 'string') return email;
    const weak = passwordErrors(body.password, 'password');
    if (weak.length > 0) return refused(weak);
    const user = newUser({
      client_user_id: pending.client_user_id,
      datacenter_uuid: datacenter,
      area_code: body.area_code,
      phone: body.phone,
      password: body.password,
      first_name: body.first_name ?? '',
      last_name: body.last_name ?? '',
      gender: body.gender ?? '',
      email,
      user_id: body.user_id ?? '',
      share_client_user_id: body.share_client_user_id ?? '',
      reg_platform_type: body.reg_platform_type ?? '',
      created_at: now,
    });
    world.accounts.users.push(user);
    return finish(user);
  },
};
