import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSimulator } from '../mutation/suite.js';
import { prepareContract } from '../run.js';
import type { CaseResult } from '../types.js';
import { advisoryRules, codeInAnswer, runAdvisoryChecks } from './advisories.js';
import type { BehaviourContext } from './call.js';

const prepared = prepareContract();
const { contract } = prepared;
const ops = (...ids: string[]) => contract.operations.filter((o) => ids.includes(o.operationId));

/** A backend that signs in anyone who names a uid: every call answers a pending social account. */
const lax = createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ status: 200, msg: '', data: { is_fill: 2, client_user_id: 'p-1', user_info: null } }));
});
let laxUrl = '';
beforeAll(async () => {
  await new Promise<void>((done) => lax.listen(0, '127.0.0.1', done));
  laxUrl = `http://127.0.0.1:${(lax.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => lax.close(() => done())));

const context = (baseUrl: string): BehaviourContext => ({
  baseUrl,
  contract,
  validator: prepared.validator,
  session: { guestToken: 'g', userToken: 'u', datacenterUuid: 'dc-eu' },
  namespace: 'advisories',
  timeoutMs: 5000,
});

describe('security advisories (x-security-advisory)', () => {
  it('reads the rules each operation names', () => {
    expect(advisoryRules(contract, ops('sendCode')[0]!).map((r) => r.rule)).toEqual(['code-in-answer']);
    expect(ops('thirdLogin', 'bindPlatform').map((op) => advisoryRules(contract, op).map((r) => r.rule))).toEqual([
      ['uid-without-credential'],
      ['uid-without-credential'],
    ]);
  });

  it('spots a verification code in an answer, not an area code or a number of seconds', () => {
    expect(codeInAnswer({ expires_in: 600, resend_in: 59 })).toBeUndefined();
    expect(codeInAnswer({ area_code: '1234', list: [{ country_code: '0034' }] })).toBeUndefined();
    expect(codeInAnswer({ expires_in: 600, verify_code: '482913' })).toBe('data.verify_code');
    expect(codeInAnswer({ debug: { code: 4829 } })).toBe('data.debug.code');
  });

  it("reports sendCode's code-in-answer from the run's own answers, as an advisory, with the case that showed it", async () => {
    const shown: CaseResult = {
      operationId: 'sendCode',
      kind: 'positive',
      title: 'the contract example',
      status: 200,
      mismatches: [],
      response: { json: { status: 200, msg: '', data: { code: '482913' } } } as CaseResult['response'],
    };
    const result = await runAdvisoryChecks(ops('sendCode'), [shown], context(laxUrl));
    expect(result.advisories).toEqual([
      expect.objectContaining({ operationId: 'sendCode', rule: 'code-in-answer', source: 'the contract example' }),
    ]);
    expect(result.advisories[0]?.message).toMatch(
      /^The answer carries a verification code at data\.code\. The answer should not carry `data\.code`/,
    );
  });

  it('reports a server that takes {user_type, uid} with no credential, and not one that refuses it', async () => {
    const lenient = await runAdvisoryChecks(ops('thirdLogin', 'bindPlatform'), [], context(laxUrl));
    expect(lenient.advisories.map((a) => `${a.operationId} ${a.rule}`)).toEqual([
      'thirdLogin uid-without-credential',
      'bindPlatform uid-without-credential',
    ]);
    const sent = lenient.cases[0]?.request?.body as Record<string, unknown>;
    expect(sent).not.toHaveProperty('credential');
    expect(sent.uid).toMatch(/^conformance-/);
    const strict = await withSimulator([], async (url) => {
      const guest = await fetch(`${url}/api/v1/user/getClientGuestToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sim-namespace': 'advisories' },
        body: '{"datacenter_uuid":"dc-eu"}',
      });
      const token = ((await guest.json()) as { data: { access_guest_token: string } }).data.access_guest_token;
      return runAdvisoryChecks(ops('thirdLogin'), [], {
        ...context(url),
        session: { guestToken: token, datacenterUuid: 'dc-eu' },
      });
    });
    expect(strict.cases.map((c) => c.status)).toEqual([400]);
    expect(strict.advisories).toEqual([]);
  });
});
