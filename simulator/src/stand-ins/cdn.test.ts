import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSimulator } from '../test-support/harness.js';
import { rawGet } from '../test-support/raw-get.js';

let sim: Awaited<ReturnType<typeof startTestSimulator>>;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());

const banner = '/cdn/img/room/dc-eu-banner-1--Marmoreo_spring_collection.svg';

describe('the CDN stand-in', () => {
  it('sends a picture brotli- or gzip-compressed to a browser that takes it, the same picture either way', async () => {
    const plain = await rawGet(`${sim.url}${banner}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toMatch(/^<svg/);

    const br = await rawGet(`${sim.url}${banner}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    // Text compresses well: the point of sending it compressed.
    expect(br.body.length).toBeLessThan(plain.body.length / 2);

    const gzip = await rawGet(`${sim.url}${banner}`, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    for (const answer of [plain, br, gzip]) {
      expect(answer.headers['content-type']).toContain('image/svg+xml');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('draws the same name as the same picture again, and different names differently', async () => {
    const first = await rawGet(`${sim.url}${banner}`, { 'Accept-Encoding': 'br' });
    const again = await rawGet(`${sim.url}${banner}`, { 'Accept-Encoding': 'br' });
    const other = await rawGet(`${sim.url}/cdn/img/room/dc-eu-banner-2--Calacatta_Oro_120x260.svg`, {
      'Accept-Encoding': 'br',
    });
    expect(again.body.equals(first.body)).toBe(true);
    expect(brotliDecompressSync(other.body).equals(brotliDecompressSync(first.body))).toBe(false);
  });
});
