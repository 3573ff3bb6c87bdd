import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDocument, loadContract } from '../shared/contract.js';
import type { ApiResponse } from '../shared/http.js';
import { ContractValidator } from '../shared/schema-check.js';
import { checkCase } from './check.js';
import { planOperation } from './plan.js';
import { checkReadBack, readBacks } from './read-back.js';

const answered = (json: unknown): ApiResponse => ({
  outcome: 'answered',
  httpStatus: 200,
  json,
  elapsedMs: 1,
  contentType: 'application/json',
});

describe('bounds the contract fixes (the real contract)', () => {
  const contract = loadContract();
  const validator = new ContractValidator(contract);
  const op = (id: string) => contract.operations.find((o) => o.operationId === id)!;
  const guestToken = (expiresIn: number) =>
    answered({
      status: 200,
      msg: 'ok',
      data: { access_guest_token: 'abcdefgh12345678', expires_in: expiresIn, datacenter_uuid: 'dc-eu' },
    });

  it('takes a guest token that lives 7200 s', () => {
    expect(validator.check(op('getClientGuestToken'), guestToken(7200).json)).toEqual([]);
  });

  it('catches a guest token lifetime in milliseconds (7200000)', () => {
    expect(validator.check(op('getClientGuestToken'), guestToken(7_200_000).json).map((m) => m.path)).toContain(
      'data.expires_in',
    );
  });

  it('catches a code countdown or lifetime in milliseconds', () => {
    const sent = (resend: number, expires: number) =>
      answered({ status: 200, msg: 'The code has been sent', data: { resend_in: resend, expires_in: expires } }).json;
    expect(validator.check(op('sendCode'), sent(59, 600))).toEqual([]);
    expect(validator.check(op('sendCode'), sent(59_000, 600_000)).map((m) => m.path)).toEqual(
      expect.arrayContaining(['data.resend_in', 'data.expires_in']),
    );
  });

  it('catches a retry_after in milliseconds', () => {
    const limited = (n: number) => ({
      status: 429,
      msg: `Too many attempts. Try again in ${n} s.`,
      data: { retry_after: n },
    });
    expect(validator.check(op('login'), limited(30))).toEqual([]);
    expect(validator.check(op('login'), limited(30_000)).map((m) => m.path)).toContain('data.retry_after');
  });
});

describe('user and guest tokens across regions', () => {
  const contract = loadContract();
  const validator = new ContractValidator(contract);
  const session = { userToken: 'user-token', guestToken: 'guest-token', datacenterUuid: 'dc-eu' };
  const plan = (id: string, other?: string) =>
    planOperation(
      contract.operations.find((o) => o.operationId === id)!,
      { contract, validator, session, namespace: 'x', ...(other ? { otherDatacenter: other } : {}) },
    ).filter((c) => c.title.includes("another region's"));

  it("sends each token the operation takes with another region's datacenter_uuid and expects status 100", () => {
    const cases = plan('getMainPageInfo', 'dc-us');
    expect(
      cases.map((c) => [
        c.title,
        c.plan.auth,
        (c.plan.body as { datacenter_uuid?: string }).datacenter_uuid,
        c.expectStatus,
      ]),
    ).toEqual([
      ["user token with another region's datacenter_uuid", 'user', 'dc-us', [100]],
      ["guest token with another region's datacenter_uuid", 'guest', 'dc-us', [100]],
    ]);
    expect(plan('getUserInfo', 'dc-us').map((c) => c.plan.auth)).toEqual(['user']);
  });

  it('catches a server that takes a user token in another region', () => {
    const [userCase] = plan('getUserInfo', 'dc-us');
    const wrong = checkCase(userCase!, answered({ status: 200, msg: 'ok', data: {} }), validator).mismatches;
    expect(wrong.map((m) => `${m.path} ${m.rule}`)).toContain('status status');
  });

  it('skips, with the reason, when the server lists a single data centre', () => {
    expect(plan('getUserInfo').map((c) => c.skip)).toEqual(['the server lists a single data centre']);
  });
});

// A write and its read: the share answers a count, the detail must show it.
const document = {
  openapi: '3.1.0',
  info: { title: 'read-back', version: '1' },
  paths: {
    '/share': {
      post: {
        operationId: 'shareThing',
        security: [],
        'x-reads-back': [
          {
            call: 'getThing',
            body: { id: '${request.id}' },
            expect: { 'data.share_count': '${response.data.share_count}' },
          },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { id: { type: 'integer' } } },
              example: { id: 7 },
            },
          },
        },
        responses: { '200': { content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
    '/thing': {
      post: {
        operationId: 'getThing',
        security: [],
        requestBody: {
          content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' } } } } },
        },
        responses: { '200': { content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
  },
};

describe('read-after-write', () => {
  const contract = fromDocument(document);
  const validator = new ContractValidator(contract);
  let stores = true;
  let shares = 0;
  let server: Server;
  let baseUrl = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw || '{}') as { id?: number };
        res.writeHead(200, { 'content-type': 'application/json' });
        if (req.url === '/share') {
          // A broken backend answers the count it would have, but keeps nothing.
          const count = shares + 1;
          if (stores) shares = count;
          res.end(JSON.stringify({ status: 200, msg: 'ok', data: { share_count: count } }));
        } else res.end(JSON.stringify({ status: 200, msg: 'ok', data: { id: body.id, share_count: shares } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const run = () =>
    checkReadBack(contract.operations[0]!, {
      baseUrl,
      session: {},
      namespace: 'x',
      timeoutMs: 2_000,
      validator,
      contract,
    });

  it('reads the x-reads-back of the contract', () => {
    expect(readBacks(contract, contract.operations[0]!).map((r) => r.call)).toEqual(['getThing']);
  });

  it('passes a write that is kept, reading it back with the id it wrote', async () => {
    stores = true;
    const results = await run();
    expect(results.flatMap((r) => r.mismatches)).toEqual([]);
    expect(results[1]?.request?.body).toEqual({ id: 7 });
  });

  it('catches a write that answers success but stores nothing', async () => {
    stores = false;
    const found = (await run()).flatMap((r) => r.mismatches);
    expect(found).toEqual([
      {
        path: 'getThing data.share_count',
        rule: 'read-after-write',
        expected: String(shares + 1),
        got: String(shares),
      },
    ]);
  });
});
