import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_DIR, VIDEO_FILES } from './cdn-video.js';
import { startTestSimulator } from '../test-support/harness.js';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;

describe('the CDN stand-in videos', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  it('keeps each clip small and a real WebM (EBML header)', () => {
    for (const file of VIDEO_FILES) {
      const size = statSync(path.join(VIDEO_DIR, file)).size;
      expect(size).toBeGreaterThan(10_000);
      expect(size).toBeLessThan(400_000);
    }
  });

  it('answers a clip whole with its type, length, cache and range support', async () => {
    for (const file of VIDEO_FILES) {
      const response = await fetch(`${sim.url}/cdn/video/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('video/webm');
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.headers.get('cache-control')).toContain('max-age=31536000');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
      expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect(bytes.includes(Buffer.from('webm'))).toBe(true);
    }
  });

  it('answers a Range request with 206 and just that part, as a <video> seeking does', async () => {
    const file = VIDEO_FILES[0];
    const size = statSync(path.join(VIDEO_DIR, file)).size;
    const part = await fetch(`${sim.url}/cdn/video/${file}`, { headers: { Range: 'bytes=100-1123' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/webm');
    expect(part.headers.get('content-range')).toBe(`bytes 100-1123/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(1024);
    const tail = await fetch(`${sim.url}/cdn/video/${file}`, { headers: { Range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect((await tail.arrayBuffer()).byteLength).toBe(10);
    const outside = await fetch(`${sim.url}/cdn/video/${file}`, { headers: { Range: `bytes=${size + 10}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${size}`);
    expect(await outside.text()).toBe('Range not satisfiable');
  });

  it('answers HEAD with the headers only', async () => {
    const head = await fetch(`${sim.url}/cdn/video/${VIDEO_FILES[0]}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('video/webm');
    expect(await head.text()).toBe('');
  });

  it('404s in plain text for unknown names and for paths out of the folder, never a stack trace', async () => {
    for (const name of [
      'nope.webm',
      'room-tour.mp4',
      'make-videos.sh',
      '..%2Fpackage.json',
      '..%2F..%2Fsrc%2Fserver.ts',
      '.hidden.webm',
    ]) {
      const response = await fetch(`${sim.url}/cdn/video/${name}`);
      expect(response.status, name).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/plain');
      const body = await response.text();
      expect(body).toBe('Not found');
    }
  });
});
