import { describe, expect, it } from 'vitest';
import { loadContract } from '../shared/contract.js';
import { describeCase, type FuzzCase } from './cases.js';
import { apiCases, mutatorsOf } from './generate-api.js';
import { ROUTES, routeCases } from './generate-routes.js';
import { FAILURE_KINDS, Judge } from './judge.js';
import { CONTENT_TYPES, ENCODINGS, Pairs, Raw, serialize } from './payloads.js';
import { landingPath } from './send.js';

const contract = loadContract();
const ctx = { datacenterUuid: 'dc-eu', otherDatacenter: 'dc-us' };
const bodyText = (c: FuzzCase) =>
  typeof c.body === 'string' ? c.body : c.body ? Buffer.from(c.body).toString('latin1') : '';
const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};
const fingerprint = (cases: FuzzCase[]) =>
  cases.map(
    (c) => `${c.kind}|${c.method} ${c.path}|${JSON.stringify(c.headers)}|${JSON.stringify(c.tokens)}|${bodyText(c)}`,
  );

describe('the seeded generator', () => {
  it('gives the same requests for the same seed, and others for another seed', () => {
    const op = contract.operations.find((o) => o.operationId === 'getCaseList')!;
    const first = fingerprint(apiCases(contract, op, 60, 7, ctx));
    expect(fingerprint(apiCases(contract, op, 60, 7, ctx))).toEqual(first);
    expect(fingerprint(apiCases(contract, op, 60, 8, ctx))).not.toEqual(first);
    const route = ROUTES[0]!;
    expect(fingerprint(routeCases(route, 30, 7))).toEqual(fingerprint(routeCases(route, 30, 7)));
  });

  it('makes at least the budget for every operation and route, with every mutator when the budget allows', () => {
    const budget = 20;
    for (const op of contract.operations) {
      const cases = apiCases(contract, op, budget, 1, ctx);
      expect(cases.length, op.operationId).toBeGreaterThanOrEqual(budget);
      expect(new Set(cases.map((c) => c.target))).toEqual(new Set([op.operationId]));
      expect(new Set(cases.map((c) => c.kind)), op.operationId).toEqual(new Set(mutatorsOf(op)));
      expect(cases.every((c) => c.namespace === (op.tags.includes('control') ? 'control' : 'api'))).toBe(true);
    }
    for (const route of ROUTES) expect(routeCases(route, budget, 1)).toHaveLength(budget);
  });

  it('meets every encoding, content type and method across the contract even at the small budget of npm test', () => {
    const cases = contract.operations.flatMap((op) => apiCases(contract, op, 20, 14, ctx));
    const seen = (kind: string, of: (c: FuzzCase) => string | undefined) =>
      new Set(cases.filter((c) => c.kind === kind).map(of));
    expect(seen('encoding', (c) => c.headers['content-encoding'])).toEqual(new Set(ENCODINGS));
    expect(seen('content-type', (c) => c.headers['content-type'])).toEqual(new Set(CONTENT_TYPES));
    expect(seen('method', (c) => c.method)).toEqual(new Set(['GET', 'PUT', 'DELETE', 'PATCH']));
  });

  it('covers the hostile kinds the issue names across a budget of 200', () => {
    const needles: Record<string, RegExp> = {
      'prototype keys': /"__proto__":/,
      constructor: /"constructor"/,
      'huge number': /[:,[]1e308[,}\]]/,
      'negative zero': /[:,[]-0[,}\]]/,
      'NaN string': /"NaN"|"Infinity"|"-Infinity"/,
      markup: /<(script|img|svg)|javascript:|data:text/,
      'SQL and other injections':
        /DROP TABLE|OR '1'='1|admin'--|UNION SELECT|\$gt|%s%s|\$\{7\*7\}|\{\{7\*7\}\}|\$\(id\)/,
      'path traversal': /etc(\/|%2f)passwd|win\.ini|evil\.example/,
      'control characters': /\\u0000|\\u001b|\\r\\n/,
      'escape garbage in the path': /^\/(api|control)\/\S*(%ZZ|%00|%C0%AE|%E2%82|%uFFFF|%2e%2e)/m,
      'absurd paging':
        /"(page|limit|page_size|pageSize|size|per_page|offset)":(0|-1|1e\+?308|1000000000|1\.5|"a"|null)\b/,
      'Content-Encoding': /"content-encoding"/,
      'a wrong Content-Type': /"content-type":"(?!application\/json")/,
      'datacenter_uuid naming no region': /"datacenter_uuid":"__proto__"/,
      'a bad namespace': /"x-sim-namespace"/,
    };
    for (const id of ['getProductList', 'login', 'controlSetClock']) {
      const op = contract.operations.find((o) => o.operationId === id)!;
      const cases = apiCases(contract, op, 200, 1, ctx);
      const text = cases.map((c) => `${c.path}\n${JSON.stringify(c.headers)}\n${bodyText(c)}`).join('\n');
      for (const [name, needle] of Object.entries(needles)) expect(needle.test(text), `${id}: ${name}`).toBe(true);
      expect(
        cases.some((c) => bodyText(c).length > 300_000),
        `${id}: a huge string`,
      ).toBe(true);
      expect(
        cases.some((c) => /\[{1000}|(\{"a":){1000}/.test(bodyText(c))),
        `${id}: deep nesting`,
      ).toBe(true);
      expect(
        cases.some((c) => c.kind === 'json' && !isJson(bodyText(c))),
        `${id}: bad JSON`,
      ).toBe(true);
      expect(new Set(cases.map((c) => (typeof c.tokens === 'string' ? c.tokens : 'garbage'))), `${id}: tokens`).toEqual(
        new Set([
          'default',
          'none',
          'guest',
          'user',
          'both',
          'guest-as-user',
          'user-as-guest',
          'other-region',
          'other-namespace',
          'mangled',
          'garbage',
        ]),
      );
      expect(new Set(cases.map((c) => c.method))).toEqual(new Set(['POST', 'GET', 'PUT', 'DELETE', 'PATCH']));
    }
    const first = apiCases(
      contract,
      contract.operations.find((o) => o.operationId === 'getProductList')!,
      1,
      1,
      ctx,
    )[0]!;
    expect(describeCase(first)).toMatch(/^POST \/api\/v1\/product\/getProductList\n/);
  });

  it('sends the upload hostile files and broken multipart bodies', () => {
    const op = contract.operations.find((o) => o.operationId === 'uploadImage')!;
    const cases = apiCases(contract, op, 60, 1, ctx);
    expect(cases.filter((c) => c.kind === 'file').length).toBeGreaterThan(0);
    expect(cases.some((c) => c.kind === 'multipart' && bodyText(c).includes('fuzz-boundary'))).toBe(true);
    expect(
      cases.some(
        (c) => c.kind === 'encoding' && c.body instanceof Uint8Array && c.headers['content-encoding'] === 'gzip',
      ),
    ).toBe(true);
  });

  it('writes what JSON.stringify cannot: -0, 1e309, the same key twice, a __proto__ key', () => {
    expect(
      serialize({
        a: new Raw('-0'),
        b: [new Raw('1e309')],
        c: new Pairs([
          ['__proto__', { x: 1 }],
          ['k', 1],
          ['k', 2],
        ]),
      }),
    ).toBe('{"a":-0,"b":[1e309],"c":{"__proto__":{"x":1},"k":1,"k":2}}');
  });
});

describe('the judge', () => {
  const judge = new Judge(contract);
  const kinds = (path: string, response: Parameters<Judge['judge']>[1], sent = '') =>
    judge.judge(path, response, sent, 3000).map((v) => v.kind);

  it('passes an error envelope and a plain-text error outside the API', () => {
    expect(
      kinds('/api/v1/common/getAD', {
        outcome: 'answered',
        httpStatus: 200,
        elapsedMs: 5,
        json: { status: 400, msg: 'x', data: { errors: [{ field: 'a', rule: 'type', message: 'm' }] } },
      }),
    ).toEqual([]);
    expect(
      kinds('/control/reset', {
        outcome: 'http-status',
        httpStatus: 404,
        elapsedMs: 5,
        json: { status: 404, msg: 'off', data: { errors: [{ field: '', rule: 'control_disabled', message: 'off' }] } },
      }),
    ).toEqual([]);
    expect(
      kinds('/cdn/img/x/y', {
        outcome: 'http-status',
        httpStatus: 404,
        elapsedMs: 5,
        contentType: 'text/plain',
        text: 'Not found',
      }),
    ).toEqual([]);
  });

  it('fails 5xx, non-envelopes, leaks, slow answers, no answer and cached errors', () => {
    expect(
      kinds('/api/v1/common/getAD', {
        outcome: 'answered',
        httpStatus: 200,
        elapsedMs: 5,
        json: { status: 500, msg: 'Internal error', data: null },
      }),
    ).toEqual(['5xx']);
    expect(
      kinds('/api/v1/common/getAD', {
        outcome: 'answered',
        httpStatus: 200,
        elapsedMs: 5,
        json: { status: 400, msg: 'x', data: { errors: 'no' } },
      }),
    ).toEqual(['envelope']);
    expect(
      kinds('/api/v1/common/getAD', { outcome: 'not-json', httpStatus: 200, elapsedMs: 5, text: '<html>' }),
    ).toEqual(['envelope']);
    const stack = 'TypeError: x is not a function\n    at serve (/srv/app/dist/cdn.js:52:10)';
    expect(
      kinds('/cdn/img/__proto__/x.svg', {
        outcome: 'http-status',
        httpStatus: 500,
        elapsedMs: 5,
        contentType: 'text/html',
        text: `<pre>${stack}</pre>`,
        cacheControl: 'public, max-age=31536000',
      }),
    ).toEqual(['5xx', 'leak', 'envelope', 'cached-error']);
    expect(
      kinds('/api/v1/common/getAD', {
        outcome: 'answered',
        httpStatus: 200,
        elapsedMs: 5,
        json: { status: 400, msg: 'bad /work/main/x', data: null },
      }),
    ).toEqual(['leak']);
    expect(
      kinds('/api/v1/common/getAD', {
        outcome: 'answered',
        httpStatus: 200,
        elapsedMs: 9000,
        json: { status: 200, msg: 'ok', data: {} },
      }),
    ).toEqual(['slow']);
    expect(kinds('/api/v1/common/getAD', { outcome: 'transport-error', elapsedMs: 5, text: 'ECONNRESET' })).toEqual([
      'no-answer',
    ]);
    expect(FAILURE_KINDS).toHaveLength(6);
  });

  it('does not count an echo of the request as a leak, and judges where a dot-segment path lands', () => {
    expect(
      kinds(
        '/api/v1/common/getAD',
        {
          outcome: 'answered',
          httpStatus: 200,
          elapsedMs: 5,
          json: { status: 400, msg: "'node_modules' is not a region", data: null },
        },
        '{"datacenter_uuid":"node_modules"}',
      ),
    ).toEqual([]);
    expect(landingPath('http://127.0.0.1:1', '/control/x/%2e%2e/%2e%2e/etc/passwd')).toBe('/etc/passwd');
    expect(landingPath('https://h.example/backend/', '/api/v1/common/getAD')).toBe('/api/v1/common/getAD');
  });
});
