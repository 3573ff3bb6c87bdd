import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { rules } from '@storefront/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScenarios } from '../scenarios/run.js';
import { loadContract } from '../shared/contract.js';
import { ContractValidator } from '../shared/schema-check.js';
import { loadFlow } from '../shared/steps/spec.js';
import type { RunningProxy } from './server.js';
import { startRecordingWalk, stepsNotPassed, type RecordingWalk } from './walk-support.js';

const contract = loadContract();
const SEED = 5151;
let walk: RecordingWalk;
let proxy: RunningProxy;
const folder = mkdtempSync(path.join(tmpdir(), 'proxy-upload-social-'));
const file = path.join(folder, 'walk.yaml');
/** Every credential and token the walk held, none of which may be shown or written. */
const secrets: string[] = [];

/** A real PNG of w x h pixels of one colour (8-bit RGB), so the server's image check reads its header. */
function png(width: number, height: number, rgb: [number, number, number]): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return new Uint8Array(
    Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]),
  );
}
const PICTURE = png(4, 3, [180, 90, 40]);

/** The app's avatar upload: a form with the picture and its folder, no token. */
async function upload(bytes: Uint8Array<ArrayBuffer>, name: string, dc: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), name);
  form.append('img_path', 'h5_img');
  form.append('datacenter_uuid', dc);
  const answer = await fetch(`${proxy.url}/api/v1/common/uploadImage`, { method: 'POST', body: form });
  return String(((await answer.json()) as { data: { path: string } }).data.path);
}

/**
 * A provider's sign-in page through the proxy, as the browser opens it: the link of one account, whose address
 * carries the uid and a fresh credential back to the app (`returnTo` is the app's page).
 */
async function providerLink(provider: 'facebook' | 'google', returnTo: string, account: string) {
  const query = new URLSearchParams({ client_id: rules.SOCIAL_CLIENT_ID, redirect_uri: returnTo });
  const html = await (await fetch(`${proxy.url}/stand-in/${provider}/login?${query}`)).text();
  const href = [...html.matchAll(/href="([^"]+)"/g)]
    .map((m) => (m[1] ?? '').replaceAll('&amp;', '&'))
    .find((h) => h.includes(`uid=${account}`));
  if (!href) throw new Error(`no link for ${account} on the ${provider} page`);
  const credential = new URL(href, proxy.url).searchParams.get('credential') ?? '';
  secrets.push(credential);
  return { href, credential };
}

beforeAll(async () => {
  walk = await startRecordingWalk(contract, SEED, file);
  ({ proxy } = walk);
  const { app } = walk;
  const { dc, guest } = await walk.start();
  // Google's page hands Robin's account back to the app's /google page (the browser loads it through the proxy).
  const google = await providerLink('google', '/google?provider=google', 'g-200001');
  await fetch(new URL(google.href, proxy.url));
  const signedIn = await app('googleLogin', { credential: google.credential, datacenter_uuid: dc }, { guest });
  const user = String(signedIn.access_user_token);
  secrets.push(guest, user);
  // A new avatar, then the same sample picture twice: one file written beside the scenario, one sample named.
  const picture = await upload(PICTURE, 'tiles.png', dc);
  await app('fillInfo', { headimg: picture, first_name: 'Robin', datacenter_uuid: dc }, { user });
  await upload(rules.ONE_PIXEL_PNG, 'dot.png', dc);
  await upload(PICTURE, 'tiles-again.png', dc);
  await app('getUserInfo', { datacenter_uuid: dc }, { user });
  // Facebook linked from the security page: the app sends the account's uid and user type beside the credential
  // (this time the proxy does not see the page it came back to, so the body says which account it was).
  const facebook = await providerLink('facebook', '/setting-security?provider=facebook', 'fb-100002');
  await app(
    'bindPlatform',
    { user_type: 1, uid: 'fb-100002', credential: facebook.credential, datacenter_uuid: dc },
    { user },
  );
  // Another visitor's first Facebook sign-in (Jamie Chen, no account yet): a pending account to complete with a
  // texted code and a password.
  const jamie = await providerLink('facebook', '/login?provider=facebook', 'fb-100003');
  const pending = await app(
    'thirdLogin',
    { user_type: 1, uid: 'fb-100003', credential: jamie.credential, datacenter_uuid: dc },
    { guest },
  );
  await app('sendCode', { type: 2, fun_type: 3, content: '34622334455', datacenter_uuid: dc }, { guest });
  const code = await walk.lastCode('34622334455', 3);
  const completed = await app(
    'thirdFill',
    {
      client_user_id: pending.client_user_id,
      area_code: '34',
      phone: '622334455',
      password: 'Walk2026',
      code,
      first_name: 'Jamie',
      last_name: 'Chen',
      datacenter_uuid: dc,
    },
    { guest },
  );
  secrets.push(String(completed.access_user_token), 'Walk2026');
}, 30_000);

afterAll(async () => {
  await walk?.close();
});

describe('a walk with a social sign-in, uploads and a link recorded as a scenario', () => {
  it('fetches a fresh credential for the account the provider handed back, and writes no credential or token', () => {
    const steps = loadFlow(file).steps;
    expect(steps.map((s) => s.call ?? `control ${s.control}`)).toEqual([
      'getDateCenterList',
      'getClientGuestToken',
      'control socialCredential',
      'googleLogin',
      'uploadImage',
      'fillInfo',
      'uploadImage',
      'uploadImage',
      'getUserInfo',
      'control socialCredential',
      'bindPlatform',
      'control socialCredential',
      'thirdLogin',
      'sendCode',
      'control getLastCode',
      'thirdFill',
    ]);
    expect(steps[2]).toMatchObject({
      body: { provider: 'google', uid: 'g-200001' },
      save: { credential_1: 'data.credential' },
    });
    expect(steps[3]?.body).toEqual({ credential: '${credential_1}', datacenter_uuid: '${datacenter_uuid}' });
    expect(steps[3]?.save).toEqual({ user_token: 'data.access_user_token' });
    expect(steps[9]?.body).toEqual({ provider: 'facebook', uid: 'fb-100002' });
    expect(steps[10]?.body).toEqual({
      user_type: 1,
      uid: 'fb-100002',
      credential: '${credential_2}',
      datacenter_uuid: '${datacenter_uuid}',
    });
    // The pending account the server handed out is saved and completed by name.
    expect(steps[12]?.save).toEqual({ client_user_id: 'data.client_user_id' });
    expect(steps[15]?.body).toMatchObject({
      client_user_id: '${client_user_id}',
      code: '${code_1}',
      password: '${env.SCENARIO_PASSWORD}',
    });
    const text = readFileSync(file, 'utf8');
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/SCENARIO_CREDENTIAL/);
    for (const line of walk.lines) for (const secret of secrets) expect(line).not.toContain(secret);
  });

  it('replays each upload from a file beside the scenario or a named sample, and the stored path by name', () => {
    const steps = loadFlow(file).steps;
    expect(steps[4]).toMatchObject({
      body: { img_path: 'h5_img', datacenter_uuid: '${datacenter_uuid}' },
      files: { file: { path: 'walk.upload-1.png', name: 'tiles.png' } },
      save: { headimg: 'data.path' },
    });
    expect(Buffer.from(readFileSync(path.join(folder, 'walk.upload-1.png'))).equals(PICTURE)).toBe(true);
    expect(steps[5]?.body).toMatchObject({ headimg: '${headimg}', first_name: 'Robin' });
    expect(steps[6]?.files).toEqual({ file: { sample: 'one-pixel.png' } });
    expect(steps[7]?.files).toEqual({ file: { path: 'walk.upload-1.png', name: 'tiles-again.png' } });
    expect(existsSync(path.join(folder, 'walk.upload-2.png'))).toBe(false);
    expect(steps[8]?.expect).toMatchObject({ 'data.headimg': '${headimg}', 'data.first_name': 'Robin' });
    expect(readFileSync(file, 'utf8')).toContain('# Uploaded files, beside this file: walk.upload-1.png.');
  });

  it('shows an upload on its page with its fields and the file described, and no credential on any page', async () => {
    const pages = await Promise.all(
      proxy.log.all().map(async (e) => (await fetch(`${proxy.url}/_proxy/exchanges/${e.index}`)).text()),
    );
    const uploadIndex = proxy.log.all().findIndex((e) => e.operationId === 'uploadImage');
    expect(pages[uploadIndex]).toContain(`"file": "&lt;file tiles.png, image/png, ${PICTURE.length} bytes&gt;"`);
    expect(pages[uploadIndex]).toContain('"img_path": "h5_img"');
    for (const html of pages) for (const secret of secrets) expect(html).not.toContain(secret);
  });

  it('replays green against a fresh simulator with the same seed', async () => {
    const options = { contract, validator: new ContractValidator(contract), timeoutMs: 5000 };
    process.env.SCENARIO_PASSWORD = 'Walk2026';
    let green;
    try {
      [green] = await runScenarios([file], { ...options, baseUrl: walk.fresh.url });
    } finally {
      delete process.env.SCENARIO_PASSWORD;
    }
    expect(stepsNotPassed(green)).toEqual([]);
    const uploaded = green?.steps.filter((s) => s.operationId === 'uploadImage').map((s) => s.request?.body);
    expect(uploaded?.[0]).toMatchObject({ file: `<file tiles.png, image/png, ${PICTURE.length} bytes>` });
    expect(uploaded?.[1]).toMatchObject({ file: '<file conformance.png, image/png, 67 bytes, a 1x1 PNG>' });
  });
});
