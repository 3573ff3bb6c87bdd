import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi, parseHeader, setExtraHeaders } from '../shared/http.js';
import { freshContact, interpolate } from '../shared/interpolate.js';
import { commandCode } from '../shared/steps/code.js';
import { handMadeReport } from './report/hand-made.js';
import { junitReport } from './report/junit.js';
import { distinctProblems } from './report/problems.js';
import { notRun } from './report/summary.js';
import { textReport } from './report/text.js';
import { runConformance, UnreachableError } from './run.js';
import { resolveLogin } from './session.js';
import type { ConformanceReport, Finding } from './types.js';

const report = (findings: Finding[], extra: Partial<ConformanceReport> = {}) => handMadeReport({ findings, ...extra });

describe('a real server’s report', () => {
  it('shows one string field that is a number in every item as one finding with a count', () => {
    // What a backend with `name` as a number sends: 185 items in two answers of the same list.
    const findings: Finding[] = Array.from({ length: 185 }, (_, i) => ({
      operationId: 'getProductList',
      source: i < 100 ? 'positive: example' : 'list: page 2',
      path: `data.list[${i % 100}].name`,
      rule: 'type',
      expected: 'type "string"',
      got: `${i} (number)`,
    }));
    expect(distinctProblems(findings)).toEqual([
      expect.objectContaining({
        path: 'data.list[*].name',
        rule: 'type',
        count: 185,
        operations: [{ operationId: 'getProductList', count: 185 }],
        sources: ['getProductList: positive: example', 'getProductList: list: page 2'],
      }),
    ]);
    const text = textReport(report(findings));
    expect(text).toContain('data.list[*].name [type]: expected type "string", got 0 (number) (×185)');
    expect(text.split('\n').filter((l) => l.includes('data.list'))).toHaveLength(1);
  });

  it('lists what could not run with the reason', () => {
    const skippedReport = report([], {
      operations: [
        {
          operationId: 'getFavouriteList',
          tags: ['account'],
          cases: [
            {
              operationId: 'getFavouriteList',
              kind: 'positive',
              title: 'example',
              mismatches: [],
              skipped: 'needs a user token: pass --login',
            },
            {
              operationId: 'getFavouriteList',
              kind: 'auth',
              title: 'guest token',
              mismatches: [],
              skipped: 'needs a user token: pass --login',
            },
          ],
        },
      ],
      sequences: [
        {
          name: 'code expires',
          file: 'x.yaml',
          status: 'skipped',
          reason: 'uses the control API (--include-control)',
          steps: [],
          durationMs: 0,
        },
      ],
    });
    expect(notRun(skippedReport)).toEqual([
      { what: 'getFavouriteList cases', reason: 'needs a user token: pass --login', count: 2 },
      { what: 'sequence code expires', reason: 'uses the control API (--include-control)', count: 1 },
    ]);
    expect(textReport(skippedReport)).toContain('  - sequence code expires: uses the control API (--include-control)');
  });

  it('puts the cause of a failed sequence in the JUnit failure message', () => {
    const failed = report([], {
      sequences: [
        {
          name: 'favourite is stored',
          file: 'fav.yaml',
          status: 'failed',
          durationMs: 3,
          steps: [
            { index: '1', name: 'add', status: 'passed', failures: [] },
            {
              index: '2',
              name: 'read back',
              status: 'failed',
              failures: [{ path: 'data.total', rule: 'equals', expected: '1', got: '0' }],
            },
          ],
        },
      ],
    });
    expect(junitReport(failed)).toContain(
      '<failure message="step 2 read back: data.total [equals]: expected 1, got 0"',
    );
  });
});

describe('credentials and headers', () => {
  const noFile = (): string => {
    throw new Error('not read');
  };

  it('takes the account from CONFORMANCE_LOGIN, a file, or --login, in that order of preference reversed', () => {
    expect(resolveLogin({}, { CONFORMANCE_LOGIN: '34600111222:Tile:2026' }, noFile)).toEqual({
      userName: '34600111222',
      password: 'Tile:2026',
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'login-'));
    const file = path.join(dir, 'login');
    writeFileSync(file, '\n34600999888:Secret1\n');
    const read = (f: string) => (f === file ? '\n34600999888:Secret1\n' : noFile());
    expect(resolveLogin({ loginFile: file }, { CONFORMANCE_LOGIN: 'a:b' }, read)).toEqual({
      userName: '34600999888',
      password: 'Secret1',
    });
    expect(resolveLogin({ login: 'x:y' }, { CONFORMANCE_LOGIN: 'a:b' }, noFile)).toEqual({
      userName: 'x',
      password: 'y',
    });
    expect(resolveLogin({}, {}, noFile)).toBeUndefined();
    expect(() => resolveLogin({}, { CONFORMANCE_LOGIN: 'nocolon' }, noFile)).toThrow(
      'CONFORMANCE_LOGIN needs user_name:password',
    );
    expect(() => resolveLogin({ login: 'a:b', loginFile: file }, {}, noFile)).toThrow('not both');
  });

  afterEach(() => setExtraHeaders({}));

  it('sends every --header on every call', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers);
      res.setHeader('content-type', 'application/json');
      res.end('{"status":200,"msg":"ok","data":{}}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      setExtraHeaders(Object.fromEntries(['X-Api-Key: k-123', 'X-Tenant:eu'].map(parseHeader)));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
      await callApi({ url, headers: {}, body: {}, timeoutMs: 2000 });
      expect(seen[0]?.['x-api-key']).toBe('k-123');
      expect(seen[0]?.['x-tenant']).toBe('eu');
    } finally {
      server.close();
    }
    expect(() => parseHeader('no value')).toThrow('--header needs NAME:VALUE');
  });
});

describe('test data a second run can reuse', () => {
  it('offers a new phone and e-mail per run', () => {
    const a = freshContact();
    const b = freshContact();
    expect(a.phone).toMatch(/^6\d{8}$/);
    expect(a.email).toMatch(/^qa-\d{8}@example\.com$/);
    expect(b.phone).not.toBe(a.phone);
    expect(interpolate({ phone: '${fresh.phone}', email: '${fresh.email}' }, { fresh: a })).toEqual({
      phone: a.phone,
      email: a.email,
    });
  });
});

describe('--code-command', () => {
  it('gets the target, the fun_type and the namespace of the code it must find', async () => {
    const hook = commandCode('echo "$VERIFICATION_TARGET/$VERIFICATION_FUN_TYPE/$VERIFICATION_NAMESPACE"');
    await expect(hook('34600111222', { funType: 2, namespace: 'run-1' })).resolves.toBe('34600111222/2/run-1');
    await expect(hook('a@b.test')).resolves.toBe('a@b.test//');
  });
});

describe('an unreachable server', () => {
  it('is one error naming the address, not a finding per operation', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const run = runConformance({ baseUrl: `http://127.0.0.1:${port}`, only: ['getAD'], timeoutMs: 2000 });
    await expect(run).rejects.toThrow(UnreachableError);
    await expect(run).rejects.toThrow(`cannot reach http://127.0.0.1:${port}: ECONNREFUSED`);
  });
});
