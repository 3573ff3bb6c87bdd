import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator, type RunningSimulator } from '../http/server.js';
import { appContentSecurityPolicy, configOrigins } from './static-app.js';
import { rawGet } from '../test-support/raw-get.js';

const script = `export const shelf = ${JSON.stringify('tiles '.repeat(400))};\n`;
let dir: string;
let running: RunningSimulator;

const raw = (urlPath: string, headers: Record<string, string> = {}) => rawGet(`${running.url}${urlPath}`, headers);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'storefront-app-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Tile Storefront</title>');
  writeFileSync(path.join(dir, 'config.js'), 'window.__STOREFRONT_CONFIG__ = {};');
  writeFileSync(path.join(dir, 'assets/core-abc123.js'), script);
  writeFileSync(path.join(dir, 'assets/core-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'assets/core-abc123.js.gz'), gzipSync(script));
  running = await createSimulator({ appDir: dir }).listen(0);
});
afterAll(async () => {
  await running.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the built app as the simulator serves it', () => {
  it('sends the brotli copy to a browser that takes it, else gzip, else the file itself, always varying on Accept-Encoding', async () => {
    const br = await raw('/assets/core-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);

    const gz = await raw('/assets/core-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const refused = await raw('/assets/core-abc123.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');

    const plain = await raw('/assets/core-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(br.body.length).toBeLessThan(plain.body.length / 5);
  });

  it('caches hashed assets for a year as immutable, and revalidates the index page and config.js every time', async () => {
    expect((await raw('/assets/core-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await raw('/template-detail', { 'Accept-Encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('Tile Storefront');
    expect(page.headers['cache-control']).toBe('no-cache');
    const config = await raw('/config.js', { 'Accept-Encoding': 'br, gzip' });
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.headers['content-encoding']).toBeUndefined();
    const etag = String(config.headers.etag ?? config.headers['last-modified']);
    expect(etag).not.toBe('undefined');
  });

  it('answers a missing file 404, a bad escape 400, and never a compressed copy by its own name or a file outside', async () => {
    expect((await raw('/assets/missing-000.js')).status).toBe(404);
    expect((await raw('/assets/%ZZ.js')).status).toBe(400);
    expect((await raw('/assets/core-abc123.js.br')).status).toBe(404);
    expect((await raw('/..%2f..%2fetc%2fpasswd.js')).status).toBe(404);
  });
});

describe('security headers', () => {
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

  it('sends a strict CSP, nosniff, a referrer policy and frame protection on the page and its assets', async () => {
    for (const urlPath of ['/', '/product-detail', '/assets/core-abc123.js', '/config.js']) {
      const { headers } = await raw(urlPath);
      const csp = String(headers['content-security-policy']);
      expect(directive(csp, 'script-src'), urlPath).toBe("script-src 'self'");
      expect(directive(csp, 'object-src')).toBe("object-src 'none'");
      expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
      expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('widens frames, pictures and calls to exactly the outside addresses config.js names', () => {
    const config = `window.__STOREFRONT_CONFIG__ = {
      apiBaseUrl: 'https://api.example.com/v1',
      cdnBaseUrl: "https://cdn.example.com/",
      // chatUrl: 'https://old-chat.example.com/',
      chatUrl: 'https://chat.example.com/widget?site=tiles',
      mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      geocoderUrl: '/stand-in/geocode?latlng={lat},{lng}',
      displayUrl: 'https://display.example.com/viewer',
    };`;
    const csp = appContentSecurityPolicy(configOrigins(config));
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://chat.example.com https://display.example.com");
    expect(directive(csp, 'img-src')).toBe(
      "img-src 'self' data: blob: https://cdn.example.com https://tiles.example.com",
    );
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.example.com https://cdn.example.com");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(csp).not.toContain('old-chat');
  });

  it('gives the stand-in pages nosniff and a CSP that admits only their own inline scripts', async () => {
    const chat = await raw('/stand-in/chat.html');
    expect(chat.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(chat.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    const provider = await raw('/stand-in/google/login?client_id=storefront-web&redirect_uri=%2Flogin');
    if (/^text\/html/.test(String(provider.headers['content-type']))) {
      expect(String(provider.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
    const tile = await raw('/stand-in/tiles/1/0/0');
    expect(tile.headers['x-content-type-options']).toBe('nosniff');
  });
});
