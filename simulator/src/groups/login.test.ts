import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGINS_PER_TARGET } from '../http/rate-limit.js';
import { namespaceSession, SEEDED_PASSWORD } from '../test-support/accounts.js';
import { requestFrom } from '../test-support/from-address.js';
import { startTestSimulator } from '../test-support/harness.js';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;
const WRONG = 'The account or password is incorrect. Please enter it again';
const DAY = 86_400_000;

describe('login', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  it('signs a seeded account in by area code plus phone, with the user info and a user token', async () => {
    const s = await namespaceSession(sim, 'login-ok');
    const answer = await s.user('login', { user_name: '34600111222', password: SEEDED_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      client_user_id: 'cu_1',
      area_code: '34',
      phone: '600111222',
      email: 'client1.eu@example.com',
      country_name: 'Spain',
      state_name: 'Community of Madrid',
      city_name: 'Madrid',
      is_bind_facebook: 1,
      is_bind_google: 2,
    });
    expect(answer.data.gender).toMatch(/^[12]$/);
    const info = await sim.post('/api/v1/user/getUserInfo', {}, s.asUser(answer.data.access_user_token));
    expect(info).toMatchObject({
      status: 200,
      data: { client_user_id: 'cu_1', access_user_token: answer.data.access_user_token },
    });
  });

  it("accepts the e-mail in any case and a phone written with '+', spaces and dashes", async () => {
    const s = await namespaceSession(sim, 'login-forms');
    expect((await s.user('login', { user_name: 'Client2.EU@example.com', password: SEEDED_PASSWORD })).data.phone).toBe(
      '600111333',
    );
    expect((await s.user('login', { user_name: '+34 600-111-444', password: SEEDED_PASSWORD })).data.email).toBe(
      'client3.eu@example.com',
    );
  });

  it('answers a wrong password and an unknown account alike: 400 with the seed text on the password field', async () => {
    const s = await namespaceSession(sim, 'login-wrong');
    for (const body of [
      { user_name: '34600111222', password: 'Tile2027' },
      { user_name: '34699999999', password: SEEDED_PASSWORD },
    ]) {
      expect(await s.user('login', body)).toEqual({
        status: 400,
        msg: WRONG,
        data: { errors: [{ field: 'password', rule: 'credentials', message: WRONG }] },
      });
    }
  });

  it('locks an address after 5 wrong passwords within 15 minutes (203), even for the right one, and unlocks 15 minutes later', async () => {
    const s = await namespaceSession(sim, 'login-lock');
    const attempt = (password: string) => s.user('login', { user_name: '34600111333', password });
    for (let i = 0; i < 4; i += 1) expect((await attempt('Wrong123')).status).toBe(400);
    expect(await attempt('Wrong123')).toEqual({
      status: 203,
      msg: 'Too many failed attempts. Try again in 15 minutes.',
      data: null,
    });
    expect((await attempt(SEEDED_PASSWORD)).status).toBe(203);
    await s.control('advanceClock', { ms: 10 * 60_000 });
    expect(await attempt(SEEDED_PASSWORD)).toMatchObject({
      status: 203,
      msg: 'Too many failed attempts. Try again in 5 minutes.',
    });
    // Another account of the same data centre is not affected.
    expect((await s.user('login', { user_name: '34600111222', password: SEEDED_PASSWORD })).status).toBe(200);
    await s.control('advanceClock', { ms: 5 * 60_000 });
    expect((await attempt(SEEDED_PASSWORD)).status).toBe(200);
  });

  it("does not let a stranger's address keep the owner out; the stranger is locked, then throttled", async () => {
    const s = await namespaceSession(sim, 'login-stranger');
    const from = async (address: string, password: string) => {
      const url = `${sim.url}/api/v1/user/login`;
      const answer = await requestFrom(address, url, {
        method: 'POST',
        headers: s.asGuest,
        body: { user_name: '34600111222', password },
      });
      return JSON.parse(answer.text) as { status: number; msg: string };
    };
    const stranger = '127.0.0.2';
    const owner = '127.0.0.3';
    const answers = [];
    for (let i = 0; i < LOGINS_PER_TARGET.max + 5; i += 1) answers.push((await from(stranger, `Guess${i}x`)).status);
    expect(answers.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(answers.slice(4, LOGINS_PER_TARGET.max)).toEqual(Array(LOGINS_PER_TARGET.max - 4).fill(203));
    expect(answers.slice(LOGINS_PER_TARGET.max)).toEqual(Array(5).fill(429));
    // The right password from the stranger's address is refused too: the lock and the budget are that address's.
    expect((await from(stranger, SEEDED_PASSWORD)).status).toBe(429);
    // The owner, from another address, signs in at once, and a wrong try of hers starts her own count.
    expect(await from(owner, SEEDED_PASSWORD)).toMatchObject({ status: 200, msg: 'Login Successfully' });
    expect((await from(owner, 'Typo1234')).status).toBe(400);
    expect((await from(owner, SEEDED_PASSWORD)).status).toBe(200);
  });

  it('counts only wrong passwords inside a 15-minute window, and a success clears the count', async () => {
    const s = await namespaceSession(sim, 'login-window');
    const attempt = (password: string) => s.user('login', { user_name: '34600111444', password });
    for (let i = 0; i < 4; i += 1) expect((await attempt('Wrong123')).status).toBe(400);
    await s.control('advanceClock', { ms: 15 * 60_000 });
    expect((await attempt('Wrong123')).status).toBe(400);
    for (let i = 0; i < 3; i += 1) expect((await attempt('Wrong123')).status).toBe(400);
    expect((await attempt(SEEDED_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await attempt('Wrong123')).status).toBe(400);
  });

  it('knows only the accounts of the request’s data centre', async () => {
    const us = await namespaceSession(sim, 'login-regions', 'dc-us');
    expect((await us.user('login', { user_name: '34600111222', password: SEEDED_PASSWORD })).status).toBe(400);
    expect((await us.user('login', { user_name: '12025550101', password: SEEDED_PASSWORD })).data.area_code).toBe('1');
  });
});

describe('user tokens', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  it('a guest token calling a user-only operation answers 401; no token answers 100', async () => {
    const s = await namespaceSession(sim, 'tok-guest');
    expect(await s.user('getUserInfo')).toMatchObject({ status: 401, msg: 'Please log in first.' });
    expect((await sim.post('/api/v1/user/getUserInfo', {}, s.ns)).status).toBe(100);
  });

  it('a user token lasts 7 days of the simulator clock, then answers 100', async () => {
    const s = await namespaceSession(sim, 'tok-expiry');
    const token = await s.signIn('34600111222');
    await s.control('advanceClock', { ms: 7 * DAY - 1000 });
    expect((await sim.post('/api/v1/user/getUserInfo', {}, s.asUser(token))).status).toBe(200);
    await s.control('advanceClock', { ms: 1000 });
    expect((await sim.post('/api/v1/user/getUserInfo', {}, s.asUser(token))).status).toBe(100);
  });

  it('a user token of one data centre is expired in another', async () => {
    const s = await namespaceSession(sim, 'tok-region');
    const token = await s.signIn('34600111222');
    expect((await sim.post('/api/v1/user/getUserInfo', { datacenter_uuid: 'dc-us' }, s.asUser(token))).status).toBe(
      100,
    );
  });

  it('a user token also serves the operations guests may call', async () => {
    const s = await namespaceSession(sim, 'tok-both');
    const token = await s.signIn('34600111222');
    expect((await sim.post('/api/v1/common/getMainPageBanner', {}, s.asUser(token))).status).toBe(200);
  });
});

describe('checkTelState', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  it('answers is_reg 1 for a phone or e-mail of the data centre, else 2', async () => {
    const eu = await namespaceSession(sim, 'tel');
    expect((await eu.user('checkTelState', { user_name: '34600111222' })).data).toEqual({ is_reg: 1 });
    expect((await eu.user('checkTelState', { user_name: 'CLIENT3.eu@example.com' })).data).toEqual({ is_reg: 1 });
    expect((await eu.user('checkTelState', { user_name: '34600000000' })).data).toEqual({ is_reg: 2 });
    const au = await namespaceSession(sim, 'tel', 'dc-au');
    expect((await au.user('checkTelState', { user_name: '34600111222' })).data).toEqual({ is_reg: 2 });
    expect((await au.user('checkTelState', { user_name: '61412110001' })).data).toEqual({ is_reg: 1 });
  });
});
