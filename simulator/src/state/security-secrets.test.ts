import { NAMESPACE_HEADER } from '@storefront/sdk';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_VOID_TEXT } from './codes.js';
import { CODE_CHECKS_PER_TARGET, FAILED_LOGINS_PER_IP, LOGINS_PER_TARGET } from '../http/rate-limit.js';
import { namespaceSession, SEEDED_PASSWORD } from '../test-support/accounts.js';
import { startTestSimulator } from '../test-support/harness.js';
import { MAX_GUEST_TOKENS_PER_ADDRESS, MAX_LIVE_GUEST_TOKENS, issueGuestToken, lookUpToken } from './tokens.js';
import { storeUpload } from './uploads.js';
import { createWorld } from './world.js';
import { rules } from '@storefront/sdk';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;
type Session = Awaited<ReturnType<typeof namespaceSession>>;
const PHONE = '34600111444';
const EMAIL = 'client3.eu@example.com';

/** A raw POST, for the HTTP header the JSON harness does not show. */
async function rawPost(sim: Sim, s: Session, op: string, body: unknown) {
  const response = await fetch(`${sim.url}/api/v1/user/${op}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...s.asGuest },
    body: JSON.stringify(body),
  });
  return {
    retryAfter: response.headers.get('retry-after'),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked field by field
    envelope: (await response.json()) as { status: number; msg: string; data: any },
  };
}

describe('secrets', () => {
  it('two simulators started with the same seed hand out different guest and user tokens', async () => {
    const [a, b] = await Promise.all([startTestSimulator({ seed: 7 }), startTestSimulator({ seed: 7 })]);
    try {
      expect(await a.guestToken()).not.toBe(await b.guestToken());
      const login = async (sim: Sim) => (await (await namespaceSession(sim, 'same-seed')).signIn(PHONE)) as string;
      const [ua, ub] = [await login(a), await login(b)];
      expect(ua).not.toBe(ub);
      expect(ua).toMatch(/^u_[A-Za-z0-9_-]{32}$/);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('upload names are random and differ between namespaces of the same seed, so none can take over another', () => {
    const png = rules.UPLOAD_IMAGE_TYPES.find((t) => t.ext === 'png')!;
    const bytes = new Uint8Array(8);
    const [a, b] = [createWorld(7), createWorld(7)];
    const ids = [
      storeUpload(a, 'default', 'h5_img', bytes, png, 0).id,
      storeUpload(b, 'other', 'h5_img', bytes, png, 0).id,
    ];
    expect(ids[0]).not.toBe(ids[1]);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a restart from --state never hands out a token issued before it', async () => {
    const stateFile = path.join(mkdtempSync(path.join(tmpdir(), 'sim-secrets-')), 'state.json');
    const first = await startTestSimulator({ stateFile });
    const before = [await first.guestToken(), await first.guestToken()];
    await first.close();
    const second = await startTestSimulator({ stateFile });
    const after = [await second.guestToken(), await second.guestToken()];
    await second.close();
    for (const token of after) expect(before).not.toContain(token);
  });
});

describe('code attempts, rate limits, lockout and sessions', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  it('voids a code after 5 wrong tries: the 6th is refused even with the right code, a new code works', async () => {
    const s = await namespaceSession(sim, 'code-cap');
    const code = await s.codeFor('34611222333', 1);
    const wrong = code === '000000' ? '000001' : '000000';
    const check = (c: string) => s.user('checkCode', { type: 2, fun_type: 1, content: '34611222333', code: c });
    for (let i = 0; i < 5; i += 1) expect((await check(wrong)).data.is_match).toBe(2);
    expect(await check(code)).toMatchObject({ status: 200, msg: CODE_VOID_TEXT, data: { is_match: 2 } });
    const reg = await s.user('reg', {
      area_code: '34',
      phone: '611222333',
      code,
      password: 'Tile2027',
      first_name: 'A',
      last_name: 'B',
      gender: '1',
    });
    expect(reg).toMatchObject({
      status: 400,
      data: { errors: [{ field: 'code', rule: 'attempts', message: CODE_VOID_TEXT }] },
    });
    await s.control('advanceClock', { ms: 60_000 });
    const fresh = await s.codeFor('34611222333', 1);
    expect((await check(fresh)).data.is_match).toBe(1);
  });

  it(`answers 429 with retry_after and a Retry-After header after ${CODE_CHECKS_PER_TARGET.max} code checks of one target, until the window passes`, async () => {
    const s = await namespaceSession(sim, 'code-rate');
    const body = { type: 2, fun_type: 2, content: PHONE, code: '123456' };
    for (let i = 0; i < CODE_CHECKS_PER_TARGET.max; i += 1) expect((await s.user('checkCode', body)).status).toBe(200);
    const limited = await rawPost(sim, s, 'checkCode', body);
    expect(limited.envelope).toMatchObject({
      status: 429,
      msg: expect.stringMatching(/^Too many attempts\. Try again in \d+ s\.$/),
    });
    const seconds = limited.envelope.data.retry_after as number;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(CODE_CHECKS_PER_TARGET.windowMs / 1000);
    expect(limited.retryAfter).toBe(String(seconds));
    // forgetPassword checks the same target's codes, so it is limited too; another target is not.
    expect((await s.user('forgetPassword', { content: PHONE, code: '123456', new_password: 'Tile2027' })).status).toBe(
      429,
    );
    expect((await s.user('checkCode', { ...body, content: '34600111222' })).status).toBe(200);
    await s.control('advanceClock', { ms: seconds * 1000 });
    expect((await s.user('checkCode', body)).status).toBe(200);
  });

  it(`answers 429 after ${LOGINS_PER_TARGET.max} logins of one user name, even with the right password`, async () => {
    const s = await namespaceSession(sim, 'login-rate');
    for (let i = 0; i < LOGINS_PER_TARGET.max; i += 1)
      await s.user('login', { user_name: '34600111999', password: 'Wrong123' });
    const limited = await rawPost(sim, s, 'login', { user_name: '34600111999', password: 'Wrong123' });
    expect(limited.envelope.status).toBe(429);
    expect(Number(limited.retryAfter)).toBe(limited.envelope.data.retry_after);
  });

  it(`answers 429 after ${FAILED_LOGINS_PER_IP.max} failed logins from one address, whichever names they try`, async () => {
    const s = await namespaceSession(sim, 'login-spray');
    for (let i = 0; i < FAILED_LOGINS_PER_IP.max; i += 1) {
      expect(
        (await s.user('login', { user_name: `3460099${String(i).padStart(4, '0')}`, password: 'Wrong123' })).status,
      ).toBe(400);
    }
    expect((await s.user('login', { user_name: '34600111222', password: SEEDED_PASSWORD })).status).toBe(429);
    await s.control('advanceClock', { ms: FAILED_LOGINS_PER_IP.windowMs });
    expect((await s.user('login', { user_name: '34600111222', password: SEEDED_PASSWORD })).status).toBe(200);
  });

  it('locks the account, not the name: wrong passwords by phone and by e-mail count together and lock both', async () => {
    const s = await namespaceSession(sim, 'lock-account');
    const login = (user_name: string, password: string) => s.user('login', { user_name, password });
    for (let i = 0; i < 3; i += 1) expect((await login(PHONE, 'Wrong123')).status).toBe(400);
    expect((await login(EMAIL, 'Wrong123')).status).toBe(400);
    expect(await login(EMAIL.toUpperCase(), 'Wrong123')).toMatchObject({
      status: 203,
      msg: 'Too many failed attempts. Try again in 15 minutes.',
    });
    expect((await login(EMAIL, SEEDED_PASSWORD)).status).toBe(203);
    expect((await login(PHONE, SEEDED_PASSWORD)).status).toBe(203);
    await s.control('advanceClock', { ms: 15 * 60_000 });
    expect((await login(EMAIL, SEEDED_PASSWORD)).status).toBe(200);
  });

  it('a password reset revokes every session of the account', async () => {
    const s = await namespaceSession(sim, 'revoke-reset');
    const tokens = [await s.signIn(PHONE), await s.signIn(EMAIL)];
    const other = await s.signIn('34600111222');
    const code = await s.codeFor(PHONE, 2);
    expect((await s.user('forgetPassword', { content: PHONE, code, new_password: 'Tile2027' })).status).toBe(200);
    for (const token of tokens)
      expect((await sim.post('/api/v1/user/getUserInfo', {}, s.asUser(token))).status).toBe(100);
    expect((await sim.post('/api/v1/user/getUserInfo', {}, s.asUser(other))).status).toBe(200);
    expect((await s.user('login', { user_name: PHONE, password: 'Tile2027' })).status).toBe(200);
  });

  it('a password change keeps the session that made it and revokes the others', async () => {
    const s = await namespaceSession(sim, 'revoke-change');
    const [mine, elsewhere] = [await s.signIn(PHONE), await s.signIn(PHONE)];
    const code = await s.codeFor(PHONE, 2);
    const change = await sim.post(
      '/api/v1/user/forgetPassword',
      { content: PHONE, code, new_password: 'Tile2027' },
      s.asUser(mine),
    );
    expect(change.status).toBe(200);
    expect((await sim.post('/api/v1/user/getUserInfo', {}, s.asUser(mine))).status).toBe(200);
    expect((await sim.post('/api/v1/user/getUserInfo', {}, s.asUser(elsewhere))).status).toBe(100);
  });

  it('purges expired guest tokens from the token table', async () => {
    const s = await namespaceSession(sim, 'guest-purge');
    expect(Object.keys(s.world().tokens)).toContain(s.guest);
    await s.control('advanceClock', { ms: rules.GUEST_TOKEN_TTL_MS + 60_000 });
    await sim.guestToken('dc-eu', 'guest-purge');
    expect(Object.keys(s.world().tokens)).not.toContain(s.guest);
    expect(Object.keys(s.world().tokens)).toHaveLength(1);
    expect(
      (await sim.post('/api/v1/common/getMainPageInfo', {}, { ...s.asGuest, [NAMESPACE_HEADER]: 'guest-purge' }))
        .status,
    ).toBe(100);
  });
});

describe('the cap on live guest tokens', () => {
  const fields = { datacenter_uuid: 'dc-eu', user_id: '', client_user_id: '' };
  const addressOf = (i: number) => `10.0.${Math.floor(i / 250)}.${i % 250}`;

  it(`refuses the guest token beyond ${MAX_LIVE_GUEST_TOKENS} live ones with 429 when no address holds more`, () => {
    const world = createWorld(1);
    for (let i = 0; i < MAX_LIVE_GUEST_TOKENS; i += 1)
      expect(typeof issueGuestToken(world, fields, 1_000 + i, addressOf(i))).toBe('string');
    const refused = issueGuestToken(world, fields, 1_000 + MAX_LIVE_GUEST_TOKENS, addressOf(0));
    expect(refused).toMatchObject({
      status: 429,
      data: { retry_after: rules.GUEST_TOKEN_TTL_MS / 1000 - Math.floor(MAX_LIVE_GUEST_TOKENS / 1000) },
    });
    expect(typeof issueGuestToken(world, fields, 1_000 + rules.GUEST_TOKEN_TTL_MS, addressOf(0))).toBe('string');
    expect(Object.keys(world.tokens).length).toBeLessThanOrEqual(MAX_LIVE_GUEST_TOKENS);
  });

  it('gives each client address a fair share: two addresses asking all day leave room for every new visitor', () => {
    const world = createWorld(1);
    const start = Date.UTC(2026, 10, 26, 8);
    const flooders = ['203.0.113.7', '198.51.100.9'];
    const tokens: Record<string, string[]> = { [flooders[0]!]: [], [flooders[1]!]: [] };
    // Each asks once a second (the per-address rate limit allows 60 a minute) for 3 simulated hours: it filled
    // the whole pool of 10,000 in 86 minutes before.
    for (let second = 0; second < 3 * 3600; second += 1) {
      for (const address of flooders) {
        const token = issueGuestToken(world, fields, start + second * 1000, address);
        expect(typeof token, `${address} at ${second} s`).toBe('string');
        tokens[address]!.push(token as string);
      }
    }
    const now = start + 3 * 3600 * 1000;
    for (const address of flooders) {
      const live = tokens[address]!.filter((token) => lookUpToken(world, token, now));
      expect(live).toHaveLength(MAX_GUEST_TOKENS_PER_ADDRESS);
      // The oldest of the address made way, its newest are kept.
      expect(live).toEqual(tokens[address]!.slice(-MAX_GUEST_TOKENS_PER_ADDRESS));
    }
    for (let visitor = 0; visitor < 500; visitor += 1) {
      expect(typeof issueGuestToken(world, fields, now, `192.0.2.${visitor % 250}-${visitor}`)).toBe('string');
    }
  });

  it('when the pool is full, the address holding the most makes way for a visitor holding fewer', () => {
    const world = createWorld(1);
    const big = Array.from({ length: MAX_LIVE_GUEST_TOKENS / MAX_GUEST_TOKENS_PER_ADDRESS }, (_, i) => `10.9.0.${i}`);
    const issued = big.map((address, a) =>
      Array.from(
        { length: MAX_GUEST_TOKENS_PER_ADDRESS },
        (_, i) => issueGuestToken(world, fields, 1_000 + a * 10_000 + i, address) as string,
      ),
    );
    const visitor = issueGuestToken(world, fields, 200_000, '192.0.2.1');
    expect(typeof visitor).toBe('string');
    expect(lookUpToken(world, issued[0]![0]!, 200_000)).toBeUndefined();
    expect(lookUpToken(world, issued[0]![1]!, 200_000)).toBeDefined();
    expect(Object.keys(world.tokens)).toHaveLength(MAX_LIVE_GUEST_TOKENS);
  });
});
