import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueGoogleCredential } from './stand-in.js';
import { namespaceSession, SEEDED_PASSWORD } from './test-support/accounts.js';
import { startTestSimulator } from './test-support/harness.js';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;

describe('thirdLogin and thirdFill', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  it('signs in a linked social account (is_fill 1 with user info)', async () => {
    const s = await namespaceSession(sim, 'social-linked');
    const answer = await s.user('thirdLogin', { user_type: 1, uid: 'fb-100001' });
    expect(answer).toMatchObject({ status: 200, data: { is_fill: 1, client_user_id: 'cu_1', user_info: { client_user_id: 'cu_1', phone: '600111222' } } });
    const info = await sim.post('/api/v1/user/getUserInfo', {}, s.asUser(answer.data.user_info.access_user_token));
    expect(info.status).toBe(200);
  });

  it('keeps an unknown social account pending (is_fill 2), the same one when asked again, per data centre', async () => {
    const s = await namespaceSession(sim, 'social-pending');
    const first = await s.user('thirdLogin', { user_type: 2, uid: 'g-777' });
    expect(first).toMatchObject({ status: 200, data: { is_fill: 2, user_info: null } });
    // thirdFill trusts the pending id alone, so it is 128 random bits, not the next number in sequence.
    expect(first.data.client_user_id).toMatch(/^cu_[0-9a-f]{32}$/);
    expect((await s.user('thirdLogin', { user_type: 2, uid: 'g-777' })).data.client_user_id).toBe(first.data.client_user_id);
    expect((await s.user('thirdLogin', { user_type: 1, uid: 'g-777' })).data.client_user_id).not.toBe(first.data.client_user_id);
    // Linked in dc-eu does not mean linked in dc-us.
    const us = await namespaceSession(sim, 'social-pending', 'dc-us');
    expect((await us.user('thirdLogin', { user_type: 1, uid: 'fb-100001' })).data.client_user_id).toBe('cu_4');
    expect((await us.user('thirdLogin', { user_type: 2, uid: 'g-200001' })).data.is_fill).toBe(1);
  });

  it('completes a pending account with a new phone, code and password; the social login then signs it in', async () => {
    const s = await namespaceSession(sim, 'social-fill');
    const pending = (await s.user('thirdLogin', { user_type: 1, uid: 'fb-100002' })).data.client_user_id as string;
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
    expect(filled).toMatchObject({ status: 200, data: { client_user_id: pending, phone: '622333444', first_name: 'Sam', is_bind_facebook: 1, is_bind_google: 2 } });
    expect((await s.user('thirdLogin', { user_type: 1, uid: 'fb-100002' })).data).toMatchObject({ is_fill: 1, client_user_id: pending });
    expect((await s.user('login', { user_name: '34622333444', password: 'Baldosa9' })).status).toBe(200);
    // The pending account is gone and the code used up.
    expect(await s.user('thirdFill', { client_user_id: pending, area_code: '34', phone: '622333444', password: 'Baldosa9', code })).toMatchObject({
      status: 404,
      msg: 'This social sign-in has expired. Please sign in again.',
    });
  });

  it('refuses a wrong code, and a weak password for a new account, keeping the pending account', async () => {
    const s = await namespaceSession(sim, 'social-refused');
    const pending = (await s.user('thirdLogin', { user_type: 1, uid: 'fb-100003' })).data.client_user_id as string;
    const code = await s.codeFor('34622333444', 3);
    const wrong = code === '111111' ? '222222' : '111111';
    const body = { client_user_id: pending, area_code: '34', phone: '622333444', password: 'Baldosa9' };
    expect(await s.user('thirdFill', { ...body, code: wrong })).toMatchObject({ status: 400, msg: 'verification code error', data: { errors: [{ field: 'code' }] } });
    expect(await s.user('thirdFill', { ...body, code, password: 'baldosa' })).toMatchObject({ status: 400, data: { errors: [{ field: 'password', rule: 'password' }] } });
    expect((await s.user('thirdFill', { ...body, code })).status).toBe(200);
  });

  it('merges the social login into the account of a registered phone, which keeps its password and profile', async () => {
    const s = await namespaceSession(sim, 'social-merge');
    const pending = (await s.user('thirdLogin', { user_type: 1, uid: 'fb-100002' })).data.client_user_id as string;
    expect((await s.user('checkTelState', { user_name: '34600111333' })).data.is_reg).toBe(1);
    const code = await s.codeFor('34600111333', 3);
    const body = { client_user_id: pending, area_code: '34', phone: '600111333', code, first_name: 'Other' };
    expect(await s.user('thirdFill', { ...body, password: 'Tile2099' })).toMatchObject({
      status: 400,
      msg: 'The account or password is incorrect. Please enter it again',
      data: { errors: [{ field: 'password', rule: 'credentials' }] },
    });
    const merged = await s.user('thirdFill', { ...body, password: SEEDED_PASSWORD });
    expect(merged).toMatchObject({ status: 200, data: { client_user_id: 'cu_2', phone: '600111333', is_bind_facebook: 1, is_bind_google: 1 } });
    expect(merged.data.first_name).not.toBe('Other');
    expect((await s.user('thirdLogin', { user_type: 1, uid: 'fb-100002' })).data).toMatchObject({ is_fill: 1, client_user_id: 'cu_2' });
    expect((await s.user('login', { user_name: '34600111333', password: SEEDED_PASSWORD })).status).toBe(200);
  });

  it('refuses to merge into an account linked to another account of the same provider (409)', async () => {
    const s = await namespaceSession(sim, 'social-merge-409');
    const pending = (await s.user('thirdLogin', { user_type: 1, uid: 'fb-100002' })).data.client_user_id as string;
    const code = await s.codeFor('34600111222', 3);
    expect(
      await s.user('thirdFill', { client_user_id: pending, area_code: '34', phone: '600111222', code, password: SEEDED_PASSWORD }),
    ).toMatchObject({ status: 409, msg: 'This account is already linked to another Facebook account.' });
  });

  it('counts wrong merge passwords towards the login lock', async () => {
    const s = await namespaceSession(sim, 'social-merge-lock');
    const pending = (await s.user('thirdLogin', { user_type: 2, uid: 'g-200002' })).data.client_user_id as string;
    const code = await s.codeFor('34600111444', 3);
    const body = { client_user_id: pending, area_code: '34', phone: '600111444', code };
    for (let i = 0; i < 4; i += 1) expect((await s.user('thirdFill', { ...body, password: 'Wrong123' })).status).toBe(400);
    expect((await s.user('thirdFill', { ...body, password: 'Wrong123' })).status).toBe(203);
    expect((await s.user('login', { user_name: '34600111444', password: SEEDED_PASSWORD })).status).toBe(203);
  });
});

describe('Google sign-in through the stand-in provider', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

  it('the provider page sends a credential back; token info verifies it; googleLogin signs in', async () => {
    const page = await fetch(`${sim.url}/stand-in/google/login?redirect_uri=${encodeURIComponent('/google?from=login')}&state=xyz`);
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
    }
    const credential = targets[0]!.searchParams.get('credential')!;
    const info = await fetch(`${sim.url}/stand-in/google/tokeninfo?id_token=${encodeURIComponent(credential)}`);
    expect(await info.json()).toMatchObject({ sub: 'g-200001', email: 'robin.alvarez@gmail.example' });

    const s = await namespaceSession(sim, 'google');
    const linked = await s.user('googleLogin', { credential });
    expect(linked).toMatchObject({ status: 200, data: { is_fill: 1, client_user_id: 'cu_2' } });
    const fresh = await s.user('googleLogin', { credential: targets[2]!.searchParams.get('credential') });
    expect(fresh).toMatchObject({ status: 200, data: { is_fill: 2, user_info: null } });
    // The same as thirdLogin with user_type 2 and the credential's sub.
    expect((await s.user('thirdLogin', { user_type: 2, uid: 'g-200003' })).data.client_user_id).toBe(fresh.data.client_user_id);
  });

  it('refuses a credential that was not issued or was altered', async () => {
    const good = issueGoogleCredential({ sub: 'g-200002', email: 'kim.novak@gmail.example', name: 'Kim Novak' });
    const [payload, signature] = good.split('.');
    const forged = `${Buffer.from(JSON.stringify({ iss: 'stand-in.google', sub: 'g-200001' })).toString('base64url')}.${signature}`;
    for (const bad of [forged, `${payload}.${signature!.slice(1)}x`, 'not-a-credential-at-all']) {
      expect((await fetch(`${sim.url}/stand-in/google/tokeninfo?id_token=${encodeURIComponent(bad)}`)).status).toBe(400);
      const s = await namespaceSession(sim, 'google-bad');
      expect(await s.user('googleLogin', { credential: bad })).toMatchObject({
        status: 400,
        msg: 'The Google sign-in could not be verified. Please try again.',
        data: { errors: [{ field: 'credential', rule: 'credential' }] },
      });
    }
  });

  it('the contract example is the stand-in credential of g-200001', async () => {
    const s = await namespaceSession(sim, 'google-example');
    const example = issueGoogleCredential({ sub: 'g-200001', email: 'robin.alvarez@gmail.example', name: 'Robin Alvarez' });
    const info = await fetch(`${sim.url}/stand-in/google/tokeninfo?id_token=${example}`);
    expect((await info.json()).sub).toBe('g-200001');
    expect((await s.user('googleLogin', { credential: example })).data.is_fill).toBe(1);
  });

  it('the Facebook page sends a uid back to a same-origin path', async () => {
    const html = await (await fetch(`${sim.url}/stand-in/facebook/login?redirect_uri=%2Flogin`)).text();
    expect(links(html)).toEqual(['/login?uid=fb-100001', '/login?uid=fb-100002', '/login?uid=fb-100003']);
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'login', ''])('refuses redirect_uri %j', async (uri) => {
    for (const provider of ['facebook', 'google']) {
      const answer = await fetch(`${sim.url}/stand-in/${provider}/login?redirect_uri=${encodeURIComponent(uri)}`);
      expect(answer.status).toBe(400);
    }
  });
});
