import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSimulator, type RunningSimulator } from '@storefront/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformance } from './run.js';

/**
 * The backend's documentation says only that the data-centre list answers "the data centres"; the contract takes
 * `{list: [...]}` (the simulator's form) and the array itself. A server answering the array must pass the checker
 * as the simulator does: its session opens, the other region is found, and the sequences read the list.
 */
let sim: RunningSimulator;
let proxy: Server;
let url = '';

beforeAll(async () => {
  sim = await createSimulator({ control: true }).listen(0);
  proxy = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (typeof v === 'string' && !['host', 'content-length', 'connection', 'accept-encoding'].includes(k))
          headers[k] = v;
      const answer = await fetch(`${sim.url}${req.url ?? '/'}`, {
        method: req.method ?? 'POST',
        headers,
        body: Buffer.concat(chunks),
      });
      let text = await answer.text();
      if (req.url?.endsWith('/getDateCenterList')) {
        const envelope = JSON.parse(text) as { status: number; data: { list?: unknown[] } | null };
        if (envelope.status === 200 && envelope.data?.list)
          text = JSON.stringify({ ...envelope, data: envelope.data.list });
      }
      res
        .writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
        .end(text);
    })();
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((done) => proxy.close(() => done()));
  await sim.close();
});

describe('a server that answers the data centres as a bare array', () => {
  it('passes the checker: the session, the region cases and the start-up and region sequences read the array', async () => {
    const report = await runConformance({
      baseUrl: url,
      only: ['common'],
      sequenceNames: ['guest-startup', 'region-switch'],
      includeControl: false,
    });
    const listed = report.operations
      .find((o) => o.operationId === 'getDateCenterList')
      ?.cases.find((c) => c.title === 'the contract example');
    expect(Array.isArray((listed?.response?.json as { data: unknown }).data)).toBe(true);
    expect(report.findings.map((f) => `${f.operationId} ${f.source}: ${f.path} ${f.rule} ${f.got}`)).toEqual([]);
    expect(report.sequences.map((s) => `${s.file.split('/').pop()} ${s.status}`)).toEqual([
      'guest-startup.yaml passed',
      'region-switch.yaml passed',
    ]);
  }, 60_000);
});
