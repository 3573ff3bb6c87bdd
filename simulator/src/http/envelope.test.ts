import type { Response } from 'express';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_FROM, ok, seedAnswer, sendEnvelope } from './envelope.js';
import { startTestSimulator } from '../test-support/harness.js';

/** What sendEnvelope writes, through a stand-in for Express's response, with its headers. */
function send(envelope: Parameters<typeof sendEnvelope>[1], acceptEncoding?: string) {
  const headers = new Map<string, unknown>();
  let body = '' as string | Buffer;
  const res = {
    req: { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
    locals: {},
    statusCode: 0,
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    hasHeader: (name: string) => headers.has(name.toLowerCase()),
    end: (sentBody: string | Buffer) => {
      body = sentBody;
    },
  };
  sendEnvelope(res as unknown as Response, envelope);
  expect(headers.get('content-length')).toBe(Buffer.byteLength(body));
  return { body, headers };
}
const sent = (envelope: Parameters<typeof sendEnvelope>[1]) => String(send(envelope).body);

describe('seedAnswer', () => {
  const regionA = { list: [{ id: 1, name: 'Marmoreo' }] };
  const regionB = { list: [{ id: 2, name: 'Pietra Viva' }] };
  const answerOf = seedAnswer((region: typeof regionA) => ok({ brand_list: region.list }));

  it('makes one answer per region and sends the same text as writing it each time', () => {
    const first = answerOf(regionA);
    expect(answerOf(regionA)).toBe(first);
    expect(answerOf(regionB)).not.toBe(first);
    expect(sent(first)).toBe(
      JSON.stringify({ status: 200, msg: 'success', data: { brand_list: [{ id: 1, name: 'Marmoreo' }] } }),
    );
    expect(sent(answerOf(regionB))).toContain('Pietra Viva');
  });

  it('freezes the seed under the answer, so changing it later throws instead of leaving a stale text', () => {
    const region = { list: [{ id: 3, name: 'Terra Cotta' }] };
    answerOf(region);
    expect(() => {
      region.list[0]!.name = 'Changed';
    }).toThrow(TypeError);
    expect(() => region.list.push({ id: 4, name: 'More' })).toThrow(TypeError);
  });

  it('leaves other answers written as they are', () => {
    const fresh = ok({ list: [1, 2] });
    expect(sent(fresh)).toBe('{"status":200,"msg":"success","data":{"list":[1,2]}}');
    fresh.data.list.push(3);
    expect(sent(fresh)).toBe('{"status":200,"msg":"success","data":{"list":[1,2,3]}}');
  });
});

describe('compressed answers', () => {
  const long = ok({ list: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Calacatta Oro ${i}` })) });
  const text = JSON.stringify(long);

  it('sends an answer of 1 KB or more compressed to a client that accepts it, brotli first', () => {
    expect(text.length).toBeGreaterThan(COMPRESS_FROM);
    const br = send(long, 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(text);
    expect((br.body as Buffer).length).toBeLessThan(text.length / 3);
    const gzip = send(long, 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzip.body as Buffer).toString()).toBe(text);
  });

  it('sends it as it is to a client that accepts no compression, still saying that it varies', () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = send(long, accept);
      expect(plain.headers.has('content-encoding')).toBe(false);
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      expect(plain.body).toBe(text);
    }
  });

  it('leaves a short answer uncompressed', () => {
    const short = send(ok({ list: [1] }), 'br');
    expect(short.headers.has('content-encoding')).toBe(false);
    expect(short.headers.has('vary')).toBe(false);
  });

  it('compresses a seed answer once and sends the same bytes after', () => {
    const answerOf = seedAnswer((region: { list: object[] }) => ok({ list: region.list }));
    const region = { list: JSON.parse(text).data.list as object[] };
    const first = send(answerOf(region), 'br').body;
    expect(send(answerOf(region), 'br').body).toBe(first);
  });
});

describe('compressed answers over HTTP', () => {
  it('a browser accepting brotli gets the home blocks compressed, and the same JSON as a client that accepts none', async () => {
    const sim = await startTestSimulator({ validateResponses: false });
    try {
      const token = await sim.guestToken('dc-eu');
      const ask = (acceptEncoding: string) =>
        fetch(`${sim.url}/api/v1/common/getMainPageInfo`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Accept-Encoding': acceptEncoding, ...sim.asGuest(token) },
          body: '{}',
        });
      const compressed = await ask('gzip, deflate, br');
      expect(compressed.headers.get('content-encoding')).toBe('br');
      expect(compressed.headers.get('vary')).toBe('Accept-Encoding');
      const plain = await ask('identity');
      expect(plain.headers.get('content-encoding')).toBeNull();
      const [fromCompressed, fromPlain] = [await compressed.text(), await plain.text()];
      expect(fromCompressed).toBe(fromPlain);
      expect(JSON.parse(fromPlain)).toMatchObject({ status: 200, data: { brand_list: expect.any(Array) } });
    } finally {
      await sim.close();
    }
  });
});
