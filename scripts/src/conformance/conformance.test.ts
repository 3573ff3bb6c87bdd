import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBreaks, createSimulator, type RunningSimulator } from '@storefront/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandCode, fixedCode } from '../shared/steps/code.js';
import { htmlReport } from './report/html.js';
import { junitReport } from './report/junit.js';
import { textReport } from './report/text.js';
import { runConformance } from './run.js';
import type { ConformanceReport, Finding } from './types.js';

// Each break, and what the checker must say about it: the operation, the JSON path, the rule.
const BREAKS: { spec: string; operationId: string; path: string; rule: string }[] = [
  { spec: 'missing-field:getMainPageInfo:data.brand_list', operationId: 'getMainPageInfo', path: 'data.brand_list', rule: 'required' },
  { spec: 'wrong-type:getMainPageBanner:data.list[0].id', operationId: 'getMainPageBanner', path: 'data.list[0].id', rule: 'type' },
  { spec: 'server-error:getSearchHotwordList', operationId: 'getSearchHotwordList', path: 'status', rule: 'server-error' },
  { spec: 'accept-invalid:getAD', operationId: 'getAD', path: 'status', rule: 'accepted-invalid' },
  { spec: 'extra-field:getPosition:data.position', operationId: 'getPosition', path: 'data.position.unexpected_field', rule: 'additionalProperties' },
  { spec: 'undeclared-status:getCustomerServiceInfo', operationId: 'getCustomerServiceInfo', path: 'status', rule: 'undeclared-status' },
  { spec: 'no-envelope:getAppointmentStoreList', operationId: 'getAppointmentStoreList', path: 'status', rule: 'envelope' },
  { spec: 'wrong-type:getCaseList:data.total', operationId: 'getCaseList', path: 'data.total', rule: 'type' },
];

let clean: RunningSimulator;
let broken: RunningSimulator;

beforeAll(async () => {
  clean = await createSimulator({ validateResponses: true }).listen(0);
  broken = await createSimulator({ breaks: createBreaks(BREAKS.map((b) => b.spec)) }).listen(0);
});

afterAll(async () => {
  await Promise.all([clean?.close(), broken?.close()]);
});

const describeFindings = (findings: Finding[]) => findings.map((f) => `${f.operationId} ${f.source}: ${f.path} ${f.rule} expected ${f.expected}, got ${f.got}`).join('\n');

describe('conformance checker against the simulator', () => {
  let report: ConformanceReport;

  beforeAll(async () => {
    report = await runConformance({ baseUrl: clean.url, includeControl: true });
  });

  it('finds nothing wrong with the simulator, control API included', () => {
    expect(describeFindings(report.findings)).toBe('');
    expect(report.findings).toHaveLength(0);
  });

  it('runs every kind of case for every operation, and every sequence', () => {
    const cases = report.operations.flatMap((o) => o.cases);
    expect(report.operations.map((o) => o.operationId)).toEqual(expect.arrayContaining(['getMainPageInfo', 'getCaseList', 'controlReset']));
    for (const kind of ['positive', 'negative', 'auth'] as const) expect(cases.filter((c) => c.kind === kind && !c.skipped).length).toBeGreaterThan(10);
    expect(cases.filter((c) => c.skipped)).toEqual([]);
    const getAD = report.operations.find((o) => o.operationId === 'getAD')?.cases.map((c) => c.title) ?? [];
    expect(getAD).toEqual(expect.arrayContaining(['missing required field type', 'wrong type: banner_type', 'value outside the enum: type', 'unknown extra field', 'no token', 'unknown guest token']));
    expect(report.sequences.length).toBeGreaterThanOrEqual(5);
    expect(report.sequences.filter((s) => s.status !== 'passed')).toEqual([]);
  });

  it('provokes every status each operation declares', () => {
    expect(report.coverage.filter((c) => c.neverSeen.length > 0 || c.undeclared.length > 0)).toEqual([]);
  });

  it('writes a JUnit and an HTML report that say the same', () => {
    const xml = junitReport(report);
    expect(xml).toMatch(/^<\?xml/);
    expect(xml).toContain('<testsuite name="getCaseList"');
    expect(xml).toMatch(/<testsuites [^>]*failures="0"/);
    expect(htmlReport(report)).toContain('0 findings');
    expect(textReport(report)).toMatch(/conformance: 0 findings \(\d+ passed, 0 failed, 0 skipped\)/);
  });

  it('skips control operations and control sequences unless asked, and honours --only', async () => {
    const only = await runConformance({ baseUrl: clean.url, only: ['getCaseList', 'user'] });
    expect(only.operations.map((o) => o.operationId).sort()).toEqual(['getCaseList', 'getClientGuestToken']);
    expect(only.findings).toEqual([]);
    const expiry = only.sequences.find((s) => s.name.includes('two hours'));
    expect(expiry?.status).toBe('skipped');
    expect(expiry?.reason).toMatch(/--include-control/);
  });
});

describe('conformance checker against a simulator with deliberate contract breaks', () => {
  let report: ConformanceReport;

  beforeAll(async () => {
    report = await runConformance({ baseUrl: broken.url });
  });

  it.each(BREAKS)('finds $spec at $operationId $path', ({ operationId, path: where, rule }) => {
    const found = report.findings.filter((f) => f.operationId === operationId && f.path === where && f.rule === rule);
    expect(found.length, describeFindings(report.findings.filter((f) => f.operationId === operationId))).toBeGreaterThan(0);
    expect(found[0]?.request?.path).toContain(operationId);
  });

  it('blames only the broken operations', () => {
    const blamed = new Set(report.findings.map((f) => f.operationId));
    expect([...blamed].sort()).toEqual([...new Set(BREAKS.map((b) => b.operationId))].sort());
    expect(textReport(report)).toMatch(/conformance: \d+ findings/);
    expect(junitReport(report)).toMatch(/<failure message="data.brand_list: expected present \(required\), got missing"/);
  });
});

describe('conformance checker: hangs, dropped connections and verification codes', () => {
  it('reports a hang as a timeout and a dropped connection as a transport failure', async () => {
    const namespace = 'conformance-faults';
    const inject = (operationId: string, kind: string, extra: object) =>
      fetch(`${clean.url}/control/injectFault`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Sim-Namespace': namespace },
        body: JSON.stringify({ operationId, kind, count: 1000, ...extra }),
      });
    await inject('getPosition', 'latency', { latency_ms: 1500 });
    await inject('getMainPageBanner', 'drop', {});
    const report = await runConformance({ baseUrl: clean.url, namespace, only: ['getPosition', 'getMainPageBanner'], timeoutMs: 300, sequencesDir: '/nonexistent', concurrency: 8 });
    expect(report.findings.some((f) => f.operationId === 'getPosition' && f.rule === 'timeout')).toBe(true);
    expect(report.findings.some((f) => f.operationId === 'getMainPageBanner' && f.rule === 'transport')).toBe(true);
    await fetch(`${clean.url}/control/clearFaults`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-Sim-Namespace': namespace }, body: '{}' });
  });

  it('skips a sequence that needs a verification code unless --code or --code-command gives one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sequences-'));
    writeFileSync(
      path.join(dir, 'code.yaml'),
      [
        'name: uses a verification code',
        'steps:',
        '  - verification_code: {save: code, for: "+34 600000000"}',
        '  - call: getClientGuestToken',
        '    body: {datacenter_uuid: dc-eu, user_id: "${code}"}',
      ].join('\n'),
    );
    writeFileSync(path.join(dir, 'later.yaml'), 'name: favourites\nsteps:\n  - call: productFav\n    body: {product_id: "1"}\n');
    const base = { baseUrl: clean.url, sequencesDir: dir, only: ['getClientGuestToken'] };

    const without = await runConformance(base);
    const skipped = without.sequences.find((s) => s.name === 'uses a verification code');
    expect(skipped?.status).toBe('skipped');
    expect(skipped?.reason).toMatch(/needs a verification code: pass --code-command "cmd" or --code/);
    expect(without.sequences.find((s) => s.name === 'favourites')?.reason).toMatch(/productFav, not in the contract yet/);

    const fixed = await runConformance({ ...base, codeProvider: fixedCode('123456') });
    const withFixed = fixed.sequences.find((s) => s.name === 'uses a verification code');
    expect(withFixed?.status).toBe('passed');
    expect(withFixed?.steps[1]?.request?.body).toMatchObject({ user_id: '123456' });

    const hooked = await runConformance({ ...base, codeProvider: commandCode('echo "$VERIFICATION_TARGET" | tr -dc 0-9') });
    expect(hooked.sequences.find((s) => s.name === 'uses a verification code')?.steps[1]?.request?.body).toMatchObject({ user_id: '34600000000' });
  });
});
