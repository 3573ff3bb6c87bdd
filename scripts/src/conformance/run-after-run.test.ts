import { fileURLToPath } from 'node:url';
import { createSimulator, type RunningSimulator } from '@storefront/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandCode, commandCredential } from '../shared/steps/code.js';
import { notApplicable, notRun } from './report/summary.js';
import { runConformance } from './run.js';
import type { ConformanceReport, Finding } from './types.js';

/** The first seeded account of dc-eu: the backend team's test account. */
const TEST_ACCOUNT = { userName: '34600111222', password: 'Tile2026' };
const hook = (name: string) => fileURLToPath(new URL(`./mutation/${name}`, import.meta.url));

const describeFindings = (findings: Finding[]) => findings.map((f) => `${f.operationId} ${f.source}: ${f.path} ${f.rule} expected ${f.expected}, got ${f.got}`).join('\n');

let sim: RunningSimulator;

beforeAll(async () => {
  // The control API is open only for the hooks, as a backend team's hooks read their SMS gateway and their
  // provider's test tool; the checker itself never calls it.
  sim = await createSimulator({ control: true }).listen(0);
});

afterAll(async () => {
  await sim?.close();
});

/** What `npm run conformance -- --code-command … --credential-command … --login … --strict` does against a real server. */
function realServerRun(extra: { includeLimits?: boolean } = {}): Promise<ConformanceReport> {
  return runConformance({
    baseUrl: sim.url,
    // One namespace for both runs and every sequence: a real server has one state (it ignores X-Sim-Namespace),
    // and the second run meets what the first one left, its rate-limit windows included.
    namespace: 'run-after-run',
    namespacePerSequence: false,
    ...extra,
    login: TEST_ACCOUNT,
    codeProvider: commandCode(`"${process.execPath}" "${hook('code-hook.mjs')}" ${sim.url}`),
    credentialProvider: commandCredential(`"${process.execPath}" "${hook('credential-hook.mjs')}" ${sim.url}`),
  });
}

/** What --strict fails on: findings, and anything applicable that did not run. */
function strictProblems(report: ConformanceReport): string {
  const gaps = notRun(report).map((n) => `not run: ${n.what}: ${n.reason}`);
  return [describeFindings(report.findings), ...gaps].filter(Boolean).join('\n');
}

describe('two real-server runs in a row against one server, without a reset', () => {
  it('are both green with --strict, and list the clock, control and limit sequences as not applicable', async () => {
    const first = await realServerRun();
    expect(strictProblems(first)).toBe('');
    const second = await realServerRun();
    expect(strictProblems(second)).toBe('');
    for (const report of [first, second]) {
      const social = report.sequences.find((s) => s.file.endsWith('link-social-accounts.yaml'));
      expect(social?.status).toBe('passed');
      const notApplicableFiles = notApplicable(report).map((n) => n.what);
      expect(notApplicableFiles).toEqual(
        expect.arrayContaining([expect.stringMatching(/two hours/), expect.stringMatching(/Rate limits/), expect.stringMatching(/lock/)]),
      );
      expect(report.sequences.filter((s) => s.notApplicable).map((s) => s.file.split('/').pop()).sort()).toEqual([
        'book-visit-evaluate.yaml',
        'code-lifetime.yaml',
        'guest-token-expiry.yaml',
        'login-lock-and-reset.yaml',
        'rate-limits.yaml',
      ]);
    }
  }, 300_000);
});
