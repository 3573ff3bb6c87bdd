import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namespaceSession } from '../test-support/accounts.js';
import { startTestSimulator } from '../test-support/harness.js';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;

describe('getUserInfo and fillInfo', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  async function signedIn(ns: string, userName = '34600111444') {
    const s = await namespaceSession(sim, ns);
    const token = await s.signIn(userName);
    const call = (op: string, body: unknown = {}) => sim.post(`/api/v1/user/${op}`, body, s.asUser(token));
    return { s, token, call };
  }

  it('getUserInfo answers the account with the token of the call', async () => {
    const { token, call } = await signedIn('profile-info');
    expect(await call('getUserInfo')).toMatchObject({
      status: 200,
      data: {
        access_user_token: token,
        client_user_id: 'cu_3',
        country_id: 0,
        country_name: '',
        gender: '',
        headimg: '',
      },
    });
  });

  it('fillInfo completes the profile; names follow the location ids; getUserInfo sees it', async () => {
    const { call } = await signedIn('profile-fill');
    const answer = await call('fillInfo', {
      first_name: 'Marta',
      last_name: 'Ruiz',
      country_id: 1,
      state_id: 3,
      city_id: 3,
      gender: '2',
      email: 'Marta.Ruiz@example.com',
      headimg: 'img/avatar/marta.svg',
    });
    expect(answer).toMatchObject({
      status: 200,
      data: {
        first_name: 'Marta',
        country_name: 'Spain',
        state_name: 'Catalonia',
        city_name: 'Barcelona',
        gender: '2',
        email: 'marta.ruiz@example.com',
        headimg: 'img/avatar/marta.svg',
      },
    });
    expect((await call('getUserInfo')).data).toMatchObject({ city_id: 3, city_name: 'Barcelona', first_name: 'Marta' });
  });

  it('changes only what is sent; a new country starts its state and city afresh', async () => {
    const { call } = await signedIn('profile-partial', '34600111222');
    const before = (await call('getUserInfo')).data;
    const renamed = await call('fillInfo', { last_name: 'Nuevo' });
    expect(renamed.data).toMatchObject({
      last_name: 'Nuevo',
      first_name: before.first_name,
      city_id: before.city_id,
      email: before.email,
    });
    const moved = await call('fillInfo', { country_id: 2 });
    expect(moved.data).toMatchObject({
      country_name: 'Portugal',
      state_id: 0,
      city_id: 0,
      state_name: '',
      city_name: '',
    });
  });

  it('refuses location ids that are not in the tree or do not fit together (400 known_location), changing nothing', async () => {
    const { call } = await signedIn('profile-location', '34600111222');
    const before = (await call('getUserInfo')).data;
    const cases = [
      [{ country_id: 1, state_id: 1, city_id: 9999 }, 'city_id'],
      [{ country_id: 1, state_id: 1, city_id: 3 }, 'city_id'],
      [{ country_id: 1, state_id: 9999 }, 'state_id'],
      [{ country_id: 11 }, 'country_id'],
    ] as const;
    for (const [body, field] of cases) {
      const answer = await call('fillInfo', { ...body, first_name: 'Changed' });
      expect(answer).toMatchObject({ status: 400, data: { errors: [{ field, rule: 'known_location' }] } });
    }
    expect((await call('getUserInfo')).data).toEqual(before);
  });

  it('refuses a phone or e-mail of another account (409) and a malformed e-mail (400)', async () => {
    const { call } = await signedIn('profile-taken');
    expect(await call('fillInfo', { phone: '600111222' })).toMatchObject({
      status: 409,
      msg: 'This phone number is already registered.',
    });
    expect(await call('fillInfo', { email: 'CLIENT1.eu@example.com' })).toMatchObject({
      status: 409,
      msg: 'This e-mail is already registered.',
    });
    expect(await call('fillInfo', { email: 'not-an-email' })).toMatchObject({
      status: 400,
      data: { errors: [{ field: 'email', rule: 'format' }] },
    });
    expect((await call('fillInfo', { phone: '600111999', email: '' })).data).toMatchObject({
      phone: '600111999',
      email: '',
    });
  });

  it('is for signed-in users only', async () => {
    const s = await namespaceSession(sim, 'profile-guest');
    for (const op of ['fillInfo', 'bindPlatform', 'unbindPlatform']) {
      const body =
        op === 'fillInfo'
          ? { first_name: 'X' }
          : { user_type: 1, uid: 'fb-100002', credential: 'not-checked-before-the-session' };
      expect((await s.user(op, op === 'unbindPlatform' ? { user_type: 1 } : body)).status).toBe(401);
    }
  });
});

describe('bindPlatform and unbindPlatform', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  it('links and unlinks; thirdLogin follows', async () => {
    const s = await namespaceSession(sim, 'bind');
    const token = await s.signIn('34600111444');
    const call = (op: string, body: unknown) => sim.post(`/api/v1/user/${op}`, body, s.asUser(token));
    const pending = (await s.thirdLogin(2, 'g-200003')).data;
    expect(pending.is_fill).toBe(2);
    expect(
      await call('bindPlatform', {
        user_type: 2,
        uid: 'g-200003',
        credential: await s.credentialFor('google', 'g-200003'),
      }),
    ).toEqual({ status: 200, msg: 'Success', data: { is_bind_facebook: 2, is_bind_google: 1 } });
    expect(
      (
        await call('bindPlatform', {
          user_type: 2,
          uid: 'g-200003',
          credential: await s.credentialFor('google', 'g-200003'),
        })
      ).status,
    ).toBe(200);
    expect((await s.thirdLogin(2, 'g-200003')).data).toMatchObject({ is_fill: 1, client_user_id: 'cu_3' });
    expect(s.world().accounts.pending.some((p) => p.uid === 'g-200003')).toBe(false);

    expect(
      await call('bindPlatform', { user_type: 2, uid: 'g-999', credential: await s.credentialFor('google', 'g-999') }),
    ).toMatchObject({ status: 409, msg: 'A Google account is already linked. Unlink it first.' });
    expect(
      await call('bindPlatform', {
        user_type: 1,
        uid: 'fb-100001',
        credential: await s.credentialFor('facebook', 'fb-100001'),
      }),
    ).toMatchObject({
      status: 409,
      msg: 'This Facebook account is already linked to another account.',
    });

    expect((await call('unbindPlatform', { user_type: 2 })).data).toEqual({ is_bind_facebook: 2, is_bind_google: 2 });
    expect((await call('unbindPlatform', { user_type: 2 })).data).toEqual({ is_bind_facebook: 2, is_bind_google: 2 });
    expect((await s.thirdLogin(2, 'g-200003')).data.is_fill).toBe(2);
    expect((await sim.post('/api/v1/user/getUserInfo', {}, s.asUser(token))).data.is_bind_google).toBe(2);
  });
});
