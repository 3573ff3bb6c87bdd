import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'express';
import { notFromThisMachine } from '../http/control-access.js';
import { CODE_CHECKS_PER_TARGET } from '../http/rate-limit.js';
import { createSimulator } from '../http/server.js';
import { LOOPBACK_ONLY_TEXT } from '../stand-ins/router.js';
import { externalAddress, requestFrom } from '../test-support/from-address.js';
import { namespaceSession, SEEDED_PASSWORD } from '../test-support/accounts.js';
import { startTestSimulator } from '../test-support/harness.js';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;

describe('thirdLogin and thirdFill', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  it('signs in a linked social account (is_fill 1 with user info)', async () => {
    const s = await namespaceSession(sim, 'social-linked');
    const answer = await s.thirdLogin(1, 'fb-100001');
    expect(answer).toMatchObject({ status: 200, data: { is_fill: 1, client_user_id: 'cu_1', phone: '600111222' } });
    expect(answer.data).not.toHaveProperty('user_info');
    const info = await sim.post('/api/v1/user/getUserInfo', {}, s.asUser(answer.data.access_user_token));
    expect(info.status).toBe(200);
  });

  it('keeps an unknown social account pending (is_fill 2), the same one when asked again, per data centre', async () => {
    const s = await namespaceSession(sim, 'social-pending');
    const first = await s.thirdLogin(2, 'g-777');
    expect(first).toMatchObject({ status: 200, data: { is_fill: 2 } });
    // A pending account is not signed in: its id only, no token and no profile.
    expect(Object.keys(first.data).sort()).toEqual(['client_user_id', 'is_fill']);
    // thirdFill trusts the pending id alone, so it is 128 random bits, not the next number in sequence.
    expect(first.data.client_user_id).toMatch(/^cu_[0-9a-f]{32}$/);
    expect((await s.thirdLogin(2, 'g-777')).data.client_user_id).toBe(first.data.client_user_id);
    expect((await s.thirdLogin(1, 'g-777')).data.client_user_id).not.toBe(first.data.client_user_id);
    // Linked in dc-eu does not mean linked in dc-us.
    const us = await namespaceSession(sim, 'social-pending', 'dc-us');
    expect((await us.thirdLogin(1, 'fb-100001')).data.client_user_id).toBe('cu_4');
    expect((await us.thirdLogin(2, 'g-200001')).data.is_fill).toBe(1);
  });

  it('completes a pending account with a new phone, code and password; the social login then signs it in', async () => {
    const s = await namespaceSession(sim, 'social-fill');
    const pending = (await s.thirdLogin(1, 'fb-100002')).data.client_user_id as string;
    const code = await s.codeFor('34622333444', 3);
    const filled = await s.user('thirdFill', {
      client_user_id: pending,
      area_code: '34',
      phone: '622333444',
      password: 'Baldosa9',
      code,
      first_name: 'Sam',
      last_name: 'Rivera',
      gender: '1',
    });
    expect(filled).toMatchObject({
      status: 200,
      data: { client_user_id: pending, phone: '622333444', first_name: 'Sam', is_bind_facebook: 1, is_bind_google: 2 },
    });
    expect((await s.thirdLogin(1, 'fb-100002')).data).toMatchObject({ is_fill: 1, client_user_id: pending });
    expect((await s.user('login', { user_name: '34622333444', password: 'Baldosa9' })).status).toBe(200);
    // The pending account is gone and the code used up.
    expect(
      await s.user('thirdFill', {
        client_user_id: pending,
        area_code: '34',
        phone: '622333444',
        password: 'Baldosa9',
        code,
      }),
    ).toMatchObject({
      status: 404,
      msg: 'This social sign-in has expired. Please sign in again.',
    });
  });

  it('refuses a wrong code, and a weak password for a new account, keeping the pending account', async () => {
    const s = await namespaceSession(sim, 'social-refused');
    const pending = (await s.thirdLogin(1, 'fb-100003')).data.client_user_id as string;
    const code = await s.codeFor('34622333444', 3);
    const wrong = code === '111111' ? '222222' : '111111';
    const body = { client_user_id: pending, area_code: '34', phone: '622333444', password: 'Baldosa9' };
    expect(await s.user('thirdFill', { ...body, code: wrong })).toMatchObject({
      status: 400,
      msg: 'verification code error',
      data: { errors: [{ field: 'code' }] },
    });
    expect(await s.user('thirdFill', { ...body, code, password: 'baldosa' })).toMatchObject({
      status: 400,
      data: { errors: [{ field: 'password', rule: 'password' }] },
    });
    expect((await s.user('thirdFill', { ...body, code })).status).toBe(200);
  });

  it('merges the social login into the account of a registered phone, which keeps its password and profile', async () => {
    const s = await namespaceSession(sim, 'social-merge');
    const pending = (await s.thirdLogin(1, 'fb-100002')).data.client_user_id as string;
    expect((await s.user('checkTelState', { user_name: '34600111333' })).data.is_reg).toBe(1);
    const code = await s.codeFor('34600111333', 3);
    const body = { client_user_id: pending, area_code: '34', phone: '600111333', code, first_name: 'Other' };
    expect(await s.user('thirdFill', { ...body, password: 'Tile2099' })).toMatchObject({
      status: 400,
      msg: 'The account or password is incorrect. Please enter it again',
      data: { errors: [{ field: 'password', rule: 'credentials' }] },
    });
    const merged = await s.user('thirdFill', { ...body, password: SEEDED_PASSWORD });
    expect(merged).toMatchObject({
      status: 200,
      data: { client_user_id: 'cu_2', phone: '600111333', is_bind_facebook: 1, is_bind_google: 1 },
    });
    expect(merged.data.first_name).not.toBe('Other');
    expect((await s.thirdLogin(1, 'fb-100002')).data).toMatchObject({ is_fill: 1, client_user_id: 'cu_2' });
    expect((await s.user('login', { user_name: '34600111333', password: SEEDED_PASSWORD })).status).toBe(200);
  });

  it('refuses to merge into an account linked to another account of the same provider (409)', async () => {
    const s = await namespaceSession(sim, 'social-merge-409');
    const pending = (await s.thirdLogin(1, 'fb-100002')).data.client_user_id as string;
    const code = await s.codeFor('34600111222', 3);
    expect(
      await s.user('thirdFill', {
        client_user_id: pending,
        area_code: '34',
        phone: '600111222',
        code,
        password: SEEDED_PASSWORD,
      }),
    ).toMatchObject({ status: 409, msg: 'This account is already linked to another Facebook account.' });
  });

  it('counts wrong merge passwords towards the login lock', async () => {
    const s = await namespaceSession(sim, 'social-merge-lock');
    const pending = (await s.thirdLogin(2, 'g-200002')).data.client_user_id as string;
    const code = await s.codeFor('34600111444', 3);
    const body = { client_user_id: pending, area_code: '34', phone: '600111444', code };
    for (let i = 0; i < 4; i += 1)
      expect((await s.user('thirdFill', { ...body, password: 'Wrong123' })).status).toBe(400);
    expect((await s.user('thirdFill', { ...body, password: 'Wrong123' })).status).toBe(203);
    expect((await s.user('login', { user_name: '34600111444', password: SEEDED_PASSWORD })).status).toBe(203);
  });
});

describe('thirdFill rate limit', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  it(`counts with the other code checks of a phone: after ${CODE_CHECKS_PER_TARGET.max} it answers 429 and compares nothing`, async () => {
    const s = await namespaceSession(sim, 'fill-rate');
    const pending = (await s.thirdLogin(1, 'fb-100002')).data.client_user_id as string;
    const code = await s.codeFor('34600111444', 3);
    const body = { client_user_id: pending, area_code: '34', phone: '600111444', code, password: 'Wrong123' };
    // Wrong passwords of the merge: each is a code check of the phone (the code is right, so it stays usable).
    for (let i = 0; i < 4; i += 1) expect((await s.user('thirdFill', body)).status).toBe(400);
    for (let i = 4; i < CODE_CHECKS_PER_TARGET.max - 1; i += 1)
      await s.user('checkCode', { type: 2, fun_type: 3, content: '34600111444', code });
    expect((await s.user('checkCode', { type: 2, fun_type: 3, content: '34600111444', code })).status).toBe(200);
    const limited = await s.user('thirdFill', { ...body, password: SEEDED_PASSWORD });
    expect(limited).toMatchObject({ status: 429, data: { retry_after: expect.any(Number) } });
    expect(limited.msg).toMatch(/^Too many attempts\. Try again in \d+ s\.$/);
    // Still pending: the right password, once the window has passed, merges it.
    await s.control('advanceClock', { ms: CODE_CHECKS_PER_TARGET.windowMs });
    const again = await namespaceSession(sim, 'fill-rate');
    const fresh = await again.codeFor('34600111444', 3);
    expect((await again.user('thirdFill', { ...body, code: fresh, password: SEEDED_PASSWORD })).status).toBe(200);
  });
});

describe('sign-in through the stand-in providers', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  const loginPage = (provider: string, query: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${sim.url}/stand-in/${provider}/login?${new URLSearchParams(query)}`, { headers });

  it('the Google page sends a credential back; token info reads it without spending it; googleLogin signs in', async () => {
    const page = await loginPage('google', {
      client_id: 'storefront-web',
      redirect_uri: '/google?from=login',
      state: 'xyz',
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/<script/i);
    const targets = links(html).map((href) => new URL(href, sim.url));
    expect(targets.length).toBe(3);
    for (const t of targets) {
      expect(t.origin).toBe(sim.url);
      expect(t.pathname).toBe('/google');
      expect(t.searchParams.get('from')).toBe('login');
      expect(t.searchParams.get('state')).toBe('xyz');
      expect(t.searchParams.get('uid')).toMatch(/^g-2000/);
    }
    const credential = targets[0]!.searchParams.get('credential')!;
    const info = await fetch(`${sim.url}/stand-in/google/tokeninfo?id_token=${encodeURIComponent(credential)}`);
    expect(await info.json()).toMatchObject({
      sub: 'g-200001',
      aud: 'storefront-web',
      email: 'robin.alvarez@gmail.example',
    });

    const s = await namespaceSession(sim, 'google');
    expect(await s.user('googleLogin', { credential })).toMatchObject({
      status: 200,
      data: { is_fill: 1, client_user_id: 'cu_2' },
    });
    const fresh = await s.user('googleLogin', { credential: targets[2]!.searchParams.get('credential') });
    expect(fresh).toMatchObject({ status: 200, data: { is_fill: 2 } });
    expect(fresh.data).not.toHaveProperty('access_user_token');
    // The same as thirdLogin with user_type 2 and a credential of the same account.
    expect((await s.thirdLogin(2, 'g-200003')).data.client_user_id).toBe(fresh.data.client_user_id);
  });

  it('the Facebook page sends the uid with a signed credential that proves it', async () => {
    const html = await (
      await loginPage('facebook', { client_id: 'storefront-web', redirect_uri: '/login?provider=facebook' })
    ).text();
    const targets = links(html).map((href) => new URL(href, sim.url));
    // The uid comes back beside the credential (as Facebook's userID beside its access token); the credential proves it.
    expect(targets.map((t) => [t.pathname, t.searchParams.get('provider'), t.searchParams.get('uid')])).toEqual([
      ['/login', 'facebook', 'fb-100001'],
      ['/login', 'facebook', 'fb-100002'],
      ['/login', 'facebook', 'fb-100003'],
    ]);
    const credential = targets[0]!.searchParams.get('credential')!;
    const debug = await (
      await fetch(`${sim.url}/stand-in/facebook/debug_token?input_token=${encodeURIComponent(credential)}`)
    ).json();
    expect(debug).toMatchObject({ data: { app_id: 'storefront-web', user_id: 'fb-100001', is_valid: true } });
    const s = await namespaceSession(sim, 'facebook');
    expect(await s.user('thirdLogin', { user_type: 1, uid: 'fb-100001', credential })).toMatchObject({
      status: 200,
      data: { is_fill: 1, client_user_id: 'cu_1' },
    });
  });

  it('dates a credential on the namespace clock named by the header', async () => {
    const s = await namespaceSession(sim, 'fb-clock');
    await s.control('advanceClock', { ms: 24 * 3600_000 });
    const html = await (
      await loginPage('facebook', { client_id: 'storefront-web', redirect_uri: '/login' }, s.ns)
    ).text();
    const credential = new URL(links(html)[1]!, sim.url).searchParams.get('credential')!;
    const claims = JSON.parse(Buffer.from(credential.split('.')[0]!, 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(Math.abs(claims.iat - s.now())).toBeLessThan(60_000);
    expect(claims.exp - claims.iat).toBe(10 * 60_000);
    // A day later the first guest token has expired: a new one, then the credential is fresh on this clock.
    const later = await namespaceSession(sim, 'fb-clock');
    expect((await later.user('thirdLogin', { user_type: 1, uid: 'fb-100002', credential })).data.is_fill).toBe(2);
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'login', ''])(
    'refuses redirect_uri %j',
    async (uri) => {
      for (const provider of ['facebook', 'google']) {
        expect((await loginPage(provider, { client_id: 'storefront-web', redirect_uri: uri })).status).toBe(400);
      }
    },
  );

  it('refuses a sign-in page without a client_id (no audience to issue for)', async () => {
    const answer = await loginPage('facebook', { redirect_uri: '/login' });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(/client_id/);
  });
});

describe('security: a social sign-in needs a verified, fresh, single-use credential for this app', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  const refused = (provider: 'Facebook' | 'Google', field: string, rule: string) => ({
    status: 400,
    msg: `The ${provider} sign-in could not be verified. Please try again.`,
    data: { errors: [{ field, rule }] },
  });

  it('refuses a bare uid, naming the missing credential', async () => {
    const s = await namespaceSession(sim, 'sec-bare');
    for (const body of [
      { user_type: 1, uid: 'fb-100001' },
      { user_type: 2, uid: 'g-200001' },
    ]) {
      const answer = await s.user('thirdLogin', body);
      expect(answer).toMatchObject({
        status: 400,
        data: { errors: expect.arrayContaining([expect.objectContaining({ field: 'credential', rule: 'required' })]) },
      });
      expect(answer.data).not.toHaveProperty('access_user_token');
    }
    const token = await s.signIn('34600111444');
    expect(
      await sim.post('/api/v1/user/bindPlatform', { user_type: 1, uid: 'fb-100002' }, s.asUser(token)),
    ).toMatchObject({ status: 400, data: { errors: [{ field: 'credential' }] } });
  });

  it('refuses a replayed credential, wherever it was used first', async () => {
    const s = await namespaceSession(sim, 'sec-replay');
    const credential = await s.credentialFor('facebook', 'fb-100001');
    expect((await s.user('thirdLogin', { user_type: 1, uid: 'fb-100001', credential })).status).toBe(200);
    expect(await s.user('thirdLogin', { user_type: 1, uid: 'fb-100001', credential })).toMatchObject(
      refused('Facebook', 'credential', 'used'),
    );
    const google = await s.credentialFor('google', 'g-200003');
    expect((await s.user('googleLogin', { credential: google })).status).toBe(200);
    expect(await s.user('thirdLogin', { user_type: 2, uid: 'g-200003', credential: google })).toMatchObject(
      refused('Google', 'credential', 'used'),
    );
    const token = await s.signIn('34600111444');
    expect(
      await sim.post(
        '/api/v1/user/bindPlatform',
        { user_type: 2, uid: 'g-200003', credential: google },
        s.asUser(token),
      ),
    ).toMatchObject(refused('Google', 'credential', 'used'));
  });

  it('refuses a credential issued for another app (audience)', async () => {
    const s = await namespaceSession(sim, 'sec-audience');
    const other = await s.credentialFor('facebook', 'fb-100001', 'another-shop');
    expect(await s.user('thirdLogin', { user_type: 1, uid: 'fb-100001', credential: other })).toMatchObject(
      refused('Facebook', 'credential', 'audience'),
    );
    const fromPage = await (
      await fetch(`${sim.url}/stand-in/google/login?client_id=another-shop&redirect_uri=%2Fgoogle`)
    ).text();
    const google = new URL(/href="([^"]+)"/.exec(fromPage)![1]!.replaceAll('&amp;', '&'), sim.url).searchParams.get(
      'credential',
    )!;
    expect(await s.user('googleLogin', { credential: google })).toMatchObject(
      refused('Google', 'credential', 'audience'),
    );
  });

  it('refuses a credential after 10 minutes on the namespace clock', async () => {
    const s = await namespaceSession(sim, 'sec-expiry');
    const early = await s.credentialFor('facebook', 'fb-100001');
    const late = await s.credentialFor('facebook', 'fb-100001');
    await s.control('advanceClock', { ms: 9 * 60_000 });
    expect((await s.user('thirdLogin', { user_type: 1, uid: 'fb-100001', credential: early })).status).toBe(200);
    await s.control('advanceClock', { ms: 61_000 });
    expect(await s.user('thirdLogin', { user_type: 1, uid: 'fb-100001', credential: late })).toMatchObject(
      refused('Facebook', 'credential', 'expired'),
    );
    expect(
      (
        await fetch(`${sim.url}/stand-in/facebook/debug_token?input_token=${encodeURIComponent(late)}`, {
          headers: s.ns,
        })
      ).status,
    ).toBe(400);
  });

  it('refuses a forged, altered or other-provider credential, and a uid that is not the credential’s', async () => {
    const s = await namespaceSession(sim, 'sec-forged');
    const good = await s.credentialFor('google', 'g-200002');
    const [payload, signature] = good.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const swapped = `${Buffer.from(JSON.stringify({ ...claims, sub: 'g-200001' })).toString('base64url')}.${signature}`;
    // What the old stand-in signed with its public constant key: no longer accepted.
    const oldStyle =
      'eyJpc3MiOiJzdGFuZC1pbi5nb29nbGUiLCJzdWIiOiJnLTIwMDAwMSIsImVtYWlsIjoicm9iaW4uYWx2YXJlekBnbWFpbC5leGFtcGxlIiwibmFtZSI6IlJvYmluIEFsdmFyZXoifQ.9nPqFaBTURVVweDW93tGm523fl5WklFKSLAg5sxQANY';
    for (const bad of [swapped, `${payload}.${signature.slice(1)}x`, oldStyle, 'not-a-credential-at-all']) {
      expect((await fetch(`${sim.url}/stand-in/google/tokeninfo?id_token=${encodeURIComponent(bad)}`)).status).toBe(
        400,
      );
      expect(await s.user('googleLogin', { credential: bad })).toMatchObject(
        refused('Google', 'credential', 'credential'),
      );
    }
    expect(await s.user('thirdLogin', { user_type: 1, uid: 'g-200002', credential: good })).toMatchObject(
      refused('Facebook', 'credential', 'provider'),
    );
    const fb = await s.credentialFor('facebook', 'fb-100003');
    expect(await s.user('thirdLogin', { user_type: 1, credential: fb, uid: 'fb-100001' })).toMatchObject(
      refused('Facebook', 'uid', 'credential_subject'),
    );
    const fb2 = await s.credentialFor('facebook', 'fb-100003');
    expect((await s.user('thirdLogin', { user_type: 1, credential: fb2, uid: 'fb-100003' })).data.is_fill).toBe(2);
  });
});

describe('the stand-in sign-in pages on a shared network', () => {
  const query = `client_id=storefront-web&redirect_uri=${encodeURIComponent('/login')}`;
  const fake = (remoteAddress: string, host: string) =>
    ({ socket: { remoteAddress }, headers: { host } }) as unknown as Request;

  it('tell a caller on this machine from one on the network or behind a rebound DNS name', () => {
    expect(notFromThisMachine(fake('127.0.0.1', 'localhost:5173'))).toBeNull();
    expect(notFromThisMachine(fake('192.168.1.20', '192.168.1.5:4100'))).toBe('address');
    expect(notFromThisMachine(fake('127.0.0.1', 'evil.example'))).toBe('host');
  });

  it('refuse a rebound DNS name: no credential leaves the page', async () => {
    const sim = await startTestSimulator();
    try {
      for (const provider of ['facebook', 'google']) {
        const answer = await requestFrom('127.0.0.1', `${sim.url}/stand-in/${provider}/login?${query}`, {
          headers: { Host: 'evil.example' },
        });
        expect(answer).toEqual({ status: 403, text: LOOPBACK_ONLY_TEXT });
        const mine = await requestFrom('127.0.0.1', `${sim.url}/stand-in/${provider}/login?${query}`);
        expect(mine.text).toContain('credential=');
      }
    } finally {
      await sim.close();
    }
  });

  const external = externalAddress();
  it.skipIf(!external)(
    'refuse a caller from another address, while the simulator serves it everything else',
    async () => {
      const simulator = createSimulator({ seed: 7 });
      const running = await simulator.listen(0, '0.0.0.0');
      try {
        const base = `http://${external}:${new URL(running.url).port}`;
        for (const provider of ['facebook', 'google']) {
          const answer = await requestFrom(external!, `${base}/stand-in/${provider}/login?${query}`, {
            headers: { Host: 'localhost' },
          });
          expect(answer).toEqual({ status: 403, text: LOOPBACK_ONLY_TEXT });
        }
        expect((await requestFrom(external!, `${base}/healthz`)).status).toBe(200);
      } finally {
        await running.close();
      }
    },
  );
});
