import { createBreaks, createSimulator } from '@storefront/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../shared/contract.js';
import { UnreachableError } from '../conformance/run.js';
import { FAILURE_KINDS } from './judge.js';
import { summaryLine, textReport } from './report.js';
import { hasFailures, runFuzz, type FuzzReport } from './run.js';

/** Small enough for npm test (about 2,200 requests, some of them huge, in roughly 10-15 s on 2 cores). */
const BUDGET = 20;
const contract = loadContract();

describe('the seeded fuzz pass against a spawned simulator (control API on)', () => {
  let report: FuzzReport;

  beforeAll(async () => {
    report = await runFuzz({ budget: BUDGET, seed: 14 });
  }, 120_000);

  it('finds no 5xx, non-envelope answer, stack trace or server path, slow or unanswered request, or cached error', () => {
    const failing = report.targets.filter((t) => t.examples.length > 0);
    // The report's own text names the operation, the request and the answer of each failure.
    expect(failing.length === 0 ? '' : textReport(report)).toBe('');
    expect(hasFailures(report)).toBe(false);
    expect(report.serverExit).toBeUndefined();
    expect(summaryLine(report)).toMatch(
      /^fuzz: [\d,]+ requests to 97 operations and 13 routes \(seed 14, budget 20\) in .*: 0 failures/,
    );
  });

  it('sends the budget to every operation of the contract, control operations included, and to every route', () => {
    const targets = new Map(report.targets.map((t) => [t.target, t]));
    for (const op of contract.operations) expect(targets.get(op.operationId)?.sent, op.operationId).toBe(BUDGET);
    expect(report.targets.filter((t) => t.type === 'route').every((t) => t.sent === BUDGET)).toBe(true);
    // The hostile requests were read and refused, not turned away before the API: most answers are envelopes of 400.
    const answers = report.targets.flatMap((t) => Object.entries(t.answers));
    const count = (key: string) => answers.filter(([k]) => k === key).reduce((n, [, v]) => n + v, 0);
    expect(count('200/400')).toBeGreaterThan(report.totals.sent / 2);
    expect(report.targets.find((t) => t.target === 'controlSetClock')?.answers['200/400']).toBeGreaterThan(BUDGET / 2);
  });
});

describe('the fuzz pass finds what is wrong', () => {
  let broken: Awaited<ReturnType<ReturnType<typeof createSimulator>['listen']>>;

  beforeAll(async () => {
    broken = await createSimulator({ breaks: createBreaks(['server-error:getSearchHotwordList']) }).listen(0);
  });
  afterAll(async () => {
    await broken?.close();
  });

  it('reports the 5xx of a server that fails, per operation, with the request and the answer', async () => {
    const report = await runFuzz({
      baseUrl: broken.url,
      budget: 20,
      seed: 1,
      only: ['getSearchHotwordList', 'getAD'],
      includeRoutes: false,
    });
    const [hotwords, ad] = ['getSearchHotwordList', 'getAD'].map((id) => report.targets.find((t) => t.target === id)!);
    expect(hotwords!.failures['5xx']).toBeGreaterThan(0);
    expect(hotwords!.examples[0]).toMatchObject({ kind: '5xx', detail: 'envelope status 500: Internal error' });
    expect(hotwords!.examples[0]!.request).toMatch(
      /^(POST|GET|PUT|DELETE|PATCH) \/api\/v1\/common\/getSearchHotwordList/,
    );
    expect(FAILURE_KINDS.every((k) => ad!.failures[k] === 0)).toBe(true);
    expect(hasFailures(report)).toBe(true);
  }, 30_000);

  it('says when the server cannot be reached (the CLI exits 2)', async () => {
    const closed = await createSimulator().listen(0);
    await closed.close();
    await expect(runFuzz({ baseUrl: closed.url, budget: 1, seed: 1 })).rejects.toBeInstanceOf(UnreachableError);
  });
});
