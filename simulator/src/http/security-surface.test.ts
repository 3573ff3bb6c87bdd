import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { rules } from '@storefront/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostName, isLoopbackAddress } from './control-access.js';
import { startTestSimulator } from '../test-support/harness.js';

/** A raw request, so the Host header and the path go out exactly as written (fetch would fix both). */
function raw(
  url: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
) {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((resolve, reject) => {
    const target = new URL(url);
    const req = request(
      { host: target.hostname, port: target.port, path, method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const json = { 'Content-Type': 'application/json' };
const noStack = (text: string) => expect(text).not.toMatch(/at \w+ \(|node_modules|\/work\/|<html|<pre/i);

describe('control API gate', () => {
  let off: Awaited<ReturnType<typeof startTestSimulator>>;
  let on: Awaited<ReturnType<typeof startTestSimulator>>;
  let locked: Awaited<ReturnType<typeof startTestSimulator>>;
  beforeAll(async () => {
    off = await startTestSimulator({ control: undefined });
    on = await startTestSimulator();
    locked = await startTestSimulator({ control: { token: 's3cret-token', allowedHosts: ['sim.test'] } });
  });
  afterAll(async () => Promise.all([off.close(), on.close(), locked.close()]));

  it('is off unless asked for: 404 naming the rule', async () => {
    const answer = await raw(off.url, '/control/getClock', { method: 'POST', headers: json, body: Buffer.from('{}') });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text).data.errors[0].rule).toBe('control_disabled');
  });

  it('refuses a foreign Host header (DNS rebinding) with 403, and accepts loopback names with any port', async () => {
    const foreign = await raw(on.url, '/control/getClock', {
      method: 'POST',
      headers: { ...json, Host: 'evil.example:4100' },
      body: Buffer.from('{}'),
    });
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.text)).toMatchObject({
      status: 403,
      data: { errors: [{ field: 'Host', rule: 'control_host_allowed' }] },
    });
    for (const host of ['localhost:4100', '127.0.0.1', '[::1]:80']) {
      const answer = await raw(on.url, '/control/getClock', {
        method: 'POST',
        headers: { ...json, Host: host },
        body: Buffer.from('{}'),
      });
      expect(JSON.parse(answer.text).status, host).toBe(200);
    }
  });

  it('needs the token when one is configured, and accepts configured host names', async () => {
    const call = (headers: Record<string, string>) =>
      raw(locked.url, '/control/getClock', {
        method: 'POST',
        headers: { ...json, ...headers },
        body: Buffer.from('{}'),
      });
    const without = await call({});
    expect(without.status).toBe(403);
    expect(JSON.parse(without.text).data.errors[0].rule).toBe('control_token');
    expect((await call({ 'X-Control-Token': 'wrong' })).status).toBe(403);
    expect(JSON.parse((await call({ 'X-Control-Token': 's3cret-token', Host: 'sim.test:1' })).text).status).toBe(200);
  });

  it('answers loopback callers only', () => {
    for (const address of ['127.0.0.1', '127.5.0.1', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['10.0.0.2', '192.168.1.20', '::ffff:192.168.1.20', 'fe80::1', undefined])
      expect(isLoopbackAddress(address), address).toBe(false);
    expect(hostName('LOCALHOST:80')).toBe('localhost');
    expect(hostName('a b')).toBeNull();
  });

  it('bounds the clock: setClock 1e308 or 1900 is a 400 and the namespace keeps working', async () => {
    for (const epoch_ms of [1e308, -1, 0, Date.UTC(2100, 0, 1)]) {
      const answer = await on.post('/control/setClock', { epoch_ms });
      expect(answer.status, String(epoch_ms)).toBe(400);
    }
    const set = await on.post('/control/setClock', { epoch_ms: Date.UTC(2099, 11, 1) });
    expect(set.status).toBe(200);
    expect((await on.post('/control/advanceClock', { ms: 31536000000 })).data.errors[0].rule).toBe('clock_range');
    expect((await on.post('/control/getClock')).data.iso).toMatch(/^2099-12-01/);
  });
});

describe('error surface', () => {
  let sim: Awaited<ReturnType<typeof startTestSimulator>>;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(async () => sim.close());

  it('answers /cdn/img/__proto__ and constructor with a plain 404, no stack, not cached', async () => {
    for (const path of [
      '/cdn/img/__proto__/x.svg',
      '/cdn/img/constructor/x.svg',
      '/cdn/img/swatch/__proto__.svg',
      '/cdn/img/tile/constructor.svg',
    ]) {
      const answer = await raw(sim.url, path);
      noStack(answer.text);
      // A name like __proto__ within a known kind is just a name (a picture); as a kind it is no drawer at all.
      if (/^\/cdn\/img\/(__proto__|constructor)\//.test(path)) {
        expect(answer.status, path).toBe(404);
        expect(answer.headers['cache-control'] ?? '', path).not.toMatch(/max-age=31536000/);
      } else {
        expect(answer.status, path).toBe(200);
      }
    }
  });

  it('answers a bad percent-escape with 400 text, on the CDN, the app paths and the API', async () => {
    for (const path of ['/cdn/img/%ZZ/x.svg', '/cdn/doc/%ZZ.pdf', '/cdn/uploads/%ZZ/x.png']) {
      const answer = await raw(sim.url, path);
      expect(answer.status, path).toBe(400);
      noStack(answer.text);
    }
  });

  it('answers a bad Content-Encoding with a 400 envelope naming it, and a gzip body is read', async () => {
    const path = '/api/v1/user/getClientGuestToken';
    const bad = await raw(sim.url, path, {
      method: 'POST',
      headers: { ...json, 'Content-Encoding': 'bogus' },
      body: Buffer.from('{}'),
    });
    expect(JSON.parse(bad.text)).toMatchObject({
      status: 400,
      data: { errors: [{ field: 'Content-Encoding', rule: 'content_encoding' }] },
    });
    // A body that is not what its Content-Encoding says is the caller's fault, whichever decoder the runtime has
    // (zstd: read on Node 22.15+ and 24, refused as unknown on Node 20).
    for (const encoding of ['gzip', 'deflate', 'br', 'zstd']) {
      const broken = await raw(sim.url, path, {
        method: 'POST',
        headers: { ...json, 'Content-Encoding': encoding },
        body: Buffer.from(`not ${encoding}`),
      });
      expect(JSON.parse(broken.text), encoding).toMatchObject({
        status: 400,
        data: { errors: [{ rule: expect.stringMatching(/^(body_readable|content_encoding)$/) }] },
      });
    }
    const good = await raw(sim.url, path, {
      method: 'POST',
      headers: { ...json, 'Content-Encoding': 'gzip' },
      body: gzipSync('{"datacenter_uuid":"dc-eu"}'),
    });
    expect(JSON.parse(good.text).status).toBe(200);
  });

  it('refuses datacenter_uuid "__proto__" and "constructor" as unknown regions', async () => {
    for (const datacenter_uuid of ['__proto__', 'constructor', 'toString']) {
      const answer = await sim.post('/api/v1/user/getClientGuestToken', { datacenter_uuid });
      expect(answer, datacenter_uuid).toMatchObject({
        status: 400,
        data: { errors: [{ field: 'datacenter_uuid', rule: 'known_datacenter' }] },
      });
    }
  });

  it('refuses an upload with the right magic bytes but a header that does not decode', async () => {
    const token = await sim.guestToken();
    const fakes: [string, number[]][] = [
      ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(40).fill(0)]],
      ['png', [...rules.ONE_PIXEL_PNG.subarray(0, 16), 0, 0, 0, 0, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0, 0, 0, 0]], // width 0
      ['jpg', [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]],
      ['gif', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]],
    ];
    for (const [ext, bytes] of fakes) {
      const form = new FormData();
      form.append('file', new Blob([Uint8Array.from(bytes)], { type: 'image/png' }), `x.${ext}`);
      form.append('img_path', 'h5_img');
      const answer = await sim.postForm('/api/v1/common/uploadImage', form, sim.asGuest(token));
      expect(answer, ext).toMatchObject({ status: 400, data: { errors: [{ field: 'file', rule: 'image_header' }] } });
    }
  });
});
