import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { ok, seedAnswer, sendEnvelope } from './envelope.js';

/** What sendEnvelope writes, through a stand-in for Express's response. */
function sent(envelope: Parameters<typeof sendEnvelope>[1]): string {
  const headers = new Map<string, unknown>();
  let body = '';
  const res = {
    locals: {},
    statusCode: 0,
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    hasHeader: (name: string) => headers.has(name.toLowerCase()),
    end: (text: string) => {
      body = text;
    },
  };
  sendEnvelope(res as unknown as Response, envelope);
  expect(headers.get('content-length')).toBe(Buffer.byteLength(body));
  return body;
}

describe('seedAnswer', () => {
  const regionA = { list: [{ id: 1, name: 'Marmoreo' }] };
  const regionB = { list: [{ id: 2, name: 'Pietra Viva' }] };
  const answerOf = seedAnswer((region: typeof regionA) => ok({ brand_list: region.list }));

  it('makes one answer per region and sends the same text as writing it each time', () => {
    const first = answerOf(regionA);
    expect(answerOf(regionA)).toBe(first);
    expect(answerOf(regionB)).not.toBe(first);
    expect(sent(first)).toBe(JSON.stringify({ status: 200, msg: 'success', data: { brand_list: [{ id: 1, name: 'Marmoreo' }] } }));
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
