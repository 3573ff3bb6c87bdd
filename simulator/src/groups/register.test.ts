import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namespaceSession, SEEDED_PASSWORD } from '../test-support/accounts.js';
import { startTestSimulator } from '../test-support/harness.js';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;
const WEAK = 'The password must contain uppercase and lowercase letters and numbers, and cannot have special symbols.';
const newcomer = { area_code: '34', phone: '611222333', first_name: 'Lucía', last_name: 'García', gender: '2' };

describe('sendCode and checkCode', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  it('sends a 6-digit code without telling it, kept for the control API with its times', async () => {
    const s = await namespaceSession(sim, 'code-send');
    const sent = await s.user('sendCode', { type: 2, fun_type: 1, content: '34611222333' });
    expect(sent).toMatchObject({ status: 200, data: { resend_in: 59, expires_in: 600 } });
    expect(JSON.stringify(sent)).not.toMatch(/code"/);
    const last = await s.control('getLastCode', { content: '34611222333' });
    expect(last.data).toMatchObject({ content: '34611222333', type: 2, fun_type: 1, datacenter_uuid: 'dc-eu' });
    expect(last.data.code).toMatch(/^[0-9]{6}$/);
    expect(Date.parse(last.data.expires_at) - Date.parse(last.data.sent_at)).toBe(600_000);
  });

  it('refuses another code inside 59 s (429 with the seconds left), then replaces the old code', async () => {
    const s = await namespaceSession(sim, 'code-cooldown');
    const send = () => s.user('sendCode', { type: 2, fun_type: 3, content: '34611222333' });
    const first = await s.codeFor('34611222333', 3);
    await s.control('advanceClock', { ms: 20_000 });
    expect(await send()).toEqual({
      status: 429,
      msg: 'Please wait 39 s before requesting another code.',
      data: { retry_after: 39 },
    });
    await s.control('advanceClock', { ms: 39_000 });
    expect((await send()).status).toBe(200);
    const second = await s.lastCode('34611222333', 3);
    // The cooldown is per content and purpose: another purpose may be asked at once.
    expect((await s.user('sendCode', { type: 2, fun_type: 1, content: '34611222333' })).status).toBe(200);
    expect(second).not.toBe(first);
    const check = (code: string) => s.user('checkCode', { type: 2, fun_type: 3, content: '34611222333', code });
    expect((await check(first)).data.is_match).toBe(2);
    expect((await check(second)).data.is_match).toBe(1);
  });

  it('makes codes from a cryptographic source, not the seed: the same seed and calls give different codes', async () => {
    const codes = new Set<string>();
    // Eight namespaces of one seed: a seeded generator would give eight equal codes; a chance repeat is rare.
    for (let n = 0; n < 8; n += 1) {
      const s = await namespaceSession(sim, `code-seed-${n}`);
      codes.add(await s.codeFor('34611222333', 1));
    }
    expect(codes.size).toBeGreaterThan(1);
    for (const code of codes) expect(code).toMatch(/^[0-9]{6}$/);
  });

  it('answers the same whether or not an account has the phone or e-mail, so it tells nobody which exist', async () => {
    const s = await namespaceSession(sim, 'code-rules');
    const answers = [];
    for (const [type, content] of [
      [2, '34600111222'],
      [2, '34611222333'],
      [1, 'client1.eu@example.com'],
      [1, 'nobody@example.com'],
    ] as const) {
      for (const fun_type of [1, 2]) answers.push(await s.user('sendCode', { type, fun_type, content }));
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 200, data: { resend_in: 59, expires_in: 600 } });
    // Asked again within 59 s, both wait alike.
    const again = [
      await s.user('sendCode', { type: 2, fun_type: 2, content: '34600111222' }),
      await s.user('sendCode', { type: 2, fun_type: 2, content: '34611222333' }),
    ];
    expect(again.map((a) => a.status)).toEqual([429, 429]);
  });

  it('checks the content against the channel', async () => {
    const s = await namespaceSession(sim, 'code-format');
    expect(await s.user('sendCode', { type: 1, fun_type: 3, content: '34611222333' })).toMatchObject({
      status: 400,
      data: { errors: [{ field: 'content', rule: 'format' }] },
    });
    expect((await s.user('sendCode', { type: 2, fun_type: 3, content: 'someone@example.com' })).status).toBe(400);
  });

  it('checkCode matches the last code for 10 minutes of the clock, without using it up', async () => {
    const s = await namespaceSession(sim, 'code-expiry');
    const code = await s.codeFor('34611222333', 1);
    const check = (c: string) => s.user('checkCode', { type: 2, fun_type: 1, content: '34611222333', code: c });
    expect((await check(code)).data).toEqual({ is_match: 1 });
    expect((await check(code)).data).toEqual({ is_match: 1 });
    expect((await check(code === '000000' ? '000001' : '000000')).data).toEqual({ is_match: 2 });
    expect((await s.user('checkCode', { type: 2, fun_type: 2, content: '34611222333', code })).data).toEqual({
      is_match: 2,
    });
    await s.control('advanceClock', { ms: 600_000 });
    expect((await check(code)).data).toEqual({ is_match: 2 });
  });

  it('keeps codes per data centre', async () => {
    const eu = await namespaceSession(sim, 'code-dc');
    const code = await eu.codeFor('34611222333', 1);
    const us = await namespaceSession(sim, 'code-dc', 'dc-us');
    expect((await us.user('checkCode', { type: 2, fun_type: 1, content: '34611222333', code })).data).toEqual({
      is_match: 2,
    });
  });
});

describe('reg', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  it('creates the account with the register code and signs it in for 7 days', async () => {
    const s = await namespaceSession(sim, 'reg-ok');
    const code = await s.codeFor('34611222333', 1);
    const answer = await s.user('reg', {
      ...newcomer,
      code,
      password: 'Azulejo7',
      email: 'Lucia@Example.com',
      user_id: 'rep-7',
    });
    expect(answer).toMatchObject({
      status: 200,
      data: {
        ...newcomer,
        email: 'lucia@example.com',
        user_id: 'rep-7',
        is_bind_facebook: 2,
        is_bind_google: 2,
        country_id: 0,
        city_name: '',
      },
    });
    const token = answer.data.access_user_token;
    expect((await sim.post('/api/v1/user/getUserInfo', {}, s.asUser(token))).data.client_user_id).toBe(
      answer.data.client_user_id,
    );
    expect((await s.user('login', { user_name: '34611222333', password: 'Azulejo7' })).status).toBe(200);
    // The code is used up.
    expect((await s.user('checkCode', { type: 2, fun_type: 1, content: '34611222333', code })).data.is_match).toBe(2);
    // Registered now: a register code for the phone is still sent, and reg refuses it once the code proves the phone.
    await s.control('advanceClock', { ms: 60_000 });
    const again = await s.codeFor('34611222333', 1);
    expect(await s.user('reg', { ...newcomer, code: again, password: 'Azulejo7' })).toMatchObject({ status: 409 });
  });

  it('creates the account in the request’s data centre only', async () => {
    const eu = await namespaceSession(sim, 'reg-region');
    await eu.user('reg', { ...newcomer, code: await eu.codeFor('34611222333', 1), password: 'Azulejo7' });
    const us = await namespaceSession(sim, 'reg-region', 'dc-us');
    expect((await us.user('login', { user_name: '34611222333', password: 'Azulejo7' })).status).toBe(400);
    expect((await us.user('checkTelState', { user_name: '34611222333' })).data.is_reg).toBe(2);
    // ...so the same phone may register there too, as another account.
    const other = await us.user('reg', { ...newcomer, code: await us.codeFor('34611222333', 1), password: 'Azulejo8' });
    expect(other.status).toBe(200);
    expect((await eu.user('login', { user_name: '34611222333', password: 'Azulejo8' })).status).toBe(400);
  });

  it('refuses a wrong code and a weak password together, keeping nothing', async () => {
    const s = await namespaceSession(sim, 'reg-refused');
    const code = await s.codeFor('34611222333', 1);
    const wrong = code === '111111' ? '222222' : '111111';
    const usersBefore = s.world().accounts.users.length;
    expect(await s.user('reg', { ...newcomer, code: wrong, password: 'azulejo-7' })).toEqual({
      status: 400,
      msg: 'verification code error',
      data: {
        errors: [
          { field: 'code', rule: 'code', message: 'verification code error' },
          { field: 'password', rule: 'password', message: WEAK },
        ],
      },
    });
    expect(await s.user('reg', { ...newcomer, code, password: 'azulejo7' })).toMatchObject({ status: 400, msg: WEAK });
    expect(s.world().accounts.users.length).toBe(usersBefore);
    expect((await s.user('checkCode', { type: 2, fun_type: 1, content: '34611222333', code })).data.is_match).toBe(1);
  });

  it('refuses an expired code', async () => {
    const s = await namespaceSession(sim, 'reg-expired');
    const code = await s.codeFor('34611222333', 1);
    await s.control('advanceClock', { ms: 600_000 });
    expect(await s.user('reg', { ...newcomer, code, password: 'Azulejo7' })).toMatchObject({
      status: 400,
      data: { errors: [{ field: 'code' }] },
    });
  });

  it('refuses a registered phone or e-mail with 409, once the code proves the phone', async () => {
    const s = await namespaceSession(sim, 'reg-taken');
    // Without the phone's code, a registered phone answers as an unknown one: a wrong code.
    expect(
      await s.user('reg', { ...newcomer, phone: '600111222', code: '000000', password: 'Azulejo7' }),
    ).toMatchObject({
      status: 400,
      data: { errors: [{ field: 'code' }] },
    });
    expect(
      await s.user('reg', {
        ...newcomer,
        phone: '600111222',
        code: await s.codeFor('34600111222', 1),
        password: 'Azulejo7',
      }),
    ).toMatchObject({
      status: 409,
      msg: 'This phone number is already registered.',
    });
    const code = await s.codeFor('34611222333', 1);
    expect(
      await s.user('reg', { ...newcomer, code, password: 'Azulejo7', email: 'client2.eu@example.com' }),
    ).toMatchObject({
      status: 409,
      msg: 'This e-mail is already registered.',
    });
  });

  it('refuses a body without the required fields, naming each', async () => {
    const s = await namespaceSession(sim, 'reg-fields');
    const answer = await s.user('reg', { area_code: '34', phone: '611222333' });
    const fields = (answer.data.errors as { field: string }[]).map((e) => e.field).sort();
    expect(answer.status).toBe(400);
    expect(fields).toEqual(['code', 'first_name', 'gender', 'last_name']);
  });

  it('registers with the code alone (the booking form), an account that has no password until it sets one', async () => {
    const s = await namespaceSession(sim, 'reg-booking');
    const answer = await s.user('reg', {
      area_code: '34',
      phone: '611222444',
      code: await s.codeFor('34611222444', 1),
      first_name: 'Noa',
      last_name: 'Serrano',
      gender: '2',
      reg_platform_type: '5',
    });
    expect(answer).toMatchObject({ status: 200, data: { phone: '611222444', access_user_token: expect.any(String) } });
    expect((await s.user('login', { user_name: '34611222444', password: 'Tile2026' })).status).toBe(400);
  });
});

describe('forgetPassword', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  it('sets a new password with the reset code; the old one stops working', async () => {
    const s = await namespaceSession(sim, 'reset-ok');
    const code = await s.codeFor('34600111444', 2);
    expect(await s.user('forgetPassword', { content: '34600111444', new_password: 'Gres2027', code })).toEqual({
      status: 200,
      msg: 'Password reset succeeded',
      data: {},
    });
    expect((await s.user('login', { user_name: '34600111444', password: SEEDED_PASSWORD })).status).toBe(400);
    expect((await s.user('login', { user_name: '34600111444', password: 'Gres2027' })).status).toBe(200);
  });

  it('works by e-mail too, and lifts a login lock', async () => {
    const s = await namespaceSession(sim, 'reset-email');
    for (let i = 0; i < 5; i += 1) await s.user('login', { user_name: '34600111333', password: 'Wrong123' });
    expect((await s.user('login', { user_name: '34600111333', password: SEEDED_PASSWORD })).status).toBe(203);
    const code = await s.codeFor('client2.eu@example.com', 2, 1);
    expect(
      (await s.user('forgetPassword', { content: 'client2.eu@example.com', new_password: 'Gres2027', code })).status,
    ).toBe(200);
    expect((await s.user('login', { user_name: '34600111333', password: 'Gres2027' })).status).toBe(200);
  });

  it('refuses a wrong code (field code), a weak password (field new_password) and an unknown account as a wrong code', async () => {
    const s = await namespaceSession(sim, 'reset-refused');
    const code = await s.codeFor('34600111444', 2);
    const wrong = code === '111111' ? '222222' : '111111';
    expect(
      await s.user('forgetPassword', { content: '34600111444', new_password: 'Gres2027', code: wrong }),
    ).toMatchObject({
      status: 400,
      msg: 'verification code error',
      data: { errors: [{ field: 'code' }] },
    });
    expect(await s.user('forgetPassword', { content: '34600111444', new_password: 'gres2027', code })).toMatchObject({
      status: 400,
      msg: WEAK,
      data: { errors: [{ field: 'new_password', rule: 'password', message: WEAK }] },
    });
    const unknownCode = await s.codeFor('34699999999', 2);
    const unknown = await s.user('forgetPassword', {
      content: '34699999999',
      new_password: 'Gres2027',
      code: unknownCode,
    });
    const wrongAnswer = await s.user('forgetPassword', {
      content: '34600111444',
      new_password: 'Gres2027',
      code: wrong,
    });
    expect(unknown).toEqual(wrongAnswer);
    expect((await s.user('login', { user_name: '34600111444', password: SEEDED_PASSWORD })).status).toBe(200);
  });
});
