import { rules } from '@storefront/sdk';
import { caseSummary, favIds, paginate, stateOf } from '../state/catalogue.js';
import { fail, ok } from '../http/envelope.js';
import type { HandlerMap } from '../http/handler.js';
import { locationErrors } from '../state/locations.js';
import { verifiedUid } from '../stand-ins/social-credentials.js';
import {
  EMAIL_TAKEN_TEXT,
  PHONE_TAKEN_TEXT,
  findUser,
  isEmail,
  providerName,
  sessionUser,
  toUserInfo,
  uidField,
} from '../state/users.js';
import type { UserRecord } from '../state/world.js';

const bindState = (user: UserRecord) => ({
  is_bind_facebook: (user.facebook_uid ? 1 : 2) as 1 | 2,
  is_bind_google: (user.google_uid ? 1 : 2) as 1 | 2,
});

export const profileHandlers: Pick<
  HandlerMap,
  'getUserInfo' | 'fillInfo' | 'getMyCaseList' | 'bindPlatform' | 'unbindPlatform'
> = {
  getUserInfo: (ctx) => {
    const me = sessionUser(ctx);
    return 'status' in me ? me : ok(toUserInfo(me.user, me.token));
  },

  fillInfo: (ctx, body) => {
    const me = sessionUser(ctx);
    if ('status' in me) return me;
    const { user, token } = me;
    const { world } = ctx;
    const datacenter = user.datacenter_uuid;

    // A new country starts its state and city afresh unless they are sent too; so does a new state its city.
    const countryChanged = body.country_id !== undefined && body.country_id !== user.country_id;
    const state_id = body.state_id ?? (countryChanged ? 0 : user.state_id);
    const stateChanged = state_id !== user.state_id;
    const ids = {
      country_id: body.country_id ?? user.country_id,
      state_id,
      city_id: body.city_id ?? (stateChanged ? 0 : user.city_id),
    };
    const errors = locationErrors(datacenter, ids);
    if (errors.length > 0) return fail(400, `${errors[0]!.field}: ${errors[0]!.message}`, errors);

    const email = body.email === undefined ? user.email : body.email.trim().toLowerCase();
    if (email && !isEmail(email)) {
      return fail(400, 'email: must be an e-mail address', [
        { field: 'email', rule: 'format', message: 'must be an e-mail address' },
      ]);
    }
    const owner = email ? findUser(world, datacenter, email) : undefined;
    if (owner && owner !== user) return fail(409, EMAIL_TAKEN_TEXT);
    const area_code = body.area_code ?? user.area_code;
    const phone = body.phone ?? user.phone;
    const phoneOwner = findUser(world, datacenter, rules.phoneUserName(area_code, phone));
    if (phoneOwner && phoneOwner !== user) return fail(409, PHONE_TAKEN_TEXT);

    Object.assign(user, ids, { email, area_code, phone });
    if (body.first_name !== undefined) user.first_name = body.first_name;
    if (body.last_name !== undefined) user.last_name = body.last_name;
    if (body.gender !== undefined) user.gender = body.gender;
    if (body.headimg !== undefined) user.headimg = body.headimg;
    return ok(toUserInfo(user, token), 'Success');
  },

  getMyCaseList: (ctx, body) => {
    const me = sessionUser(ctx);
    if ('status' in me) return me;
    const { client_user_id, datacenter_uuid } = me.user;
    const state = stateOf(ctx.world);
    // Each case at its latest moment: collected, or shown in a store (an offline browsing record).
    const latest = new Map<number, number>();
    const note = (id: number, at: number) => latest.set(id, Math.max(at, latest.get(id) ?? -Infinity));
    for (const f of state.favourites)
      if (f.client_user_id === client_user_id && f.datacenter_uuid === datacenter_uuid && f.kind === 'case')
        note(f.id, f.at);
    for (const v of state.views)
      if (
        v.viewer === `u:${client_user_id}` &&
        v.datacenter_uuid === datacenter_uuid &&
        v.type === 2 &&
        v.browsing_type === 2
      )
        note(v.content_id, v.last_time);
    const favs = favIds(ctx, 'case');
    const cases = [...latest]
      .sort((a, b) => b[1] - a[1] || b[0] - a[0])
      .flatMap(([id]) => ctx.region.cases.filter((c) => c.id === id));
    return ok({ list: paginate(cases, body.page, body.limit).map((c) => caseSummary(c, favs)), total: cases.length });
  },

  bindPlatform: (ctx, body) => {
    const me = sessionUser(ctx);
    if ('status' in me) return me;
    const { user } = me;
    // Linking proves the provider account as signing in does: the uid is the verified credential's.
    const uid = verifiedUid(ctx.world, rules.providerOfUserType(body.user_type), body, ctx.clock.now());
    if (typeof uid !== 'string') return uid;
    const field = uidField(body.user_type);
    const name = providerName(body.user_type);
    const accounts = ctx.world.accounts;
    const other = accounts.users.find(
      (u) => u !== user && u.datacenter_uuid === user.datacenter_uuid && u[field] === uid,
    );
    if (other) return fail(409, `This ${name} account is already linked to another account.`);
    if (user[field] && user[field] !== uid) return fail(409, `A ${name} account is already linked. Unlink it first.`);
    user[field] = uid;
    accounts.pending = accounts.pending.filter(
      (p) => !(p.datacenter_uuid === user.datacenter_uuid && p.user_type === body.user_type && p.uid === uid),
    );
    return ok(bindState(user), 'Success');
  },

  unbindPlatform: (ctx, body) => {
    const me = sessionUser(ctx);
    if ('status' in me) return me;
    me.user[uidField(body.user_type)] = '';
    return ok(bindState(me.user), 'Success');
  },
};
