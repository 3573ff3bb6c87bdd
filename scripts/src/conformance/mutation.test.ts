import { beforeAll, describe, expect, it } from 'vitest';
import { MUTATION_BREAKS, type BreakFamily } from './mutation/breaks.js';
import { checkServer, runSuite, scoreText, withSimulator, type ModeScore } from './mutation/suite.js';
import { textReport } from './report/text.js';
import type { ConformanceReport } from './types.js';

// The done-measure: the checker catches at least 95% of the breaks with the control API and a test
// account, and at least 80% as a backend team runs it against a real server (test account and code hook only).
const FULL_TARGET = 95;
const REAL_SERVER_TARGET = 80;

const FAMILIES: BreakFamily[] = [
  'data never asked',
  'list behaviour',
  'token and region',
  'write not kept',
  'lifetime',
  'unit or fixed value',
  'outside the body',
  'classic',
  'boundary',
  'default',
  'computed number',
  'shared id',
  'start-up time',
];
const selection = [...new Set(MUTATION_BREAKS.flatMap((b) => b.only))];

let full: ModeScore;
let realServer: ModeScore;
let healthy: Record<'full' | 'real-server', ConformanceReport>;

const findingLines = (report: ConformanceReport) =>
  report.findings.map((f) => `${f.operationId} ${f.source}: ${f.path} ${f.rule} ${f.got}`).join('\n');

beforeAll(async () => {
  const [suite, healthyRuns] = await Promise.all([
    runSuite(MUTATION_BREAKS),
    withSimulator([], (url) =>
      Promise.all([checkServer(url, selection, 'full'), checkServer(url, selection, 'real-server')]),
    ),
  ]);
  [full, realServer, healthy] = [suite.full, suite.realServer, { full: healthyRuns[0], 'real-server': healthyRuns[1] }];
  if (process.env.MUTATION_DETAIL) {
    for (const o of [...full.outcomes, ...realServer.outcomes])
      console.log(`${o.ms} ms ${o.caught ? 'caught' : 'MISSED'} ${o.brk.spec} ${o.rules.join(',')}`);
  }
  console.log(
    `${scoreText(full)}\n${scoreText(realServer)}\nmutation suite: ${MUTATION_BREAKS.length} breaks x 2 modes in ${(suite.ms / 1000).toFixed(1)} s`,
  );
}, 180_000);

describe("the conformance checker's own mutation suite", () => {
  it('breaks the simulator in at least 45 realistic ways, of every kind the issue lists', () => {
    expect(MUTATION_BREAKS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(MUTATION_BREAKS.map((b) => b.family))).toEqual(new Set(FAMILIES));
    expect(new Set(MUTATION_BREAKS.map((b) => b.spec)).size).toBe(MUTATION_BREAKS.length);
  });

  it('finds nothing on the healthy simulator with the same selections, so each catch is the break', () => {
    expect(findingLines(healthy.full)).toBe('');
    expect(findingLines(healthy['real-server'])).toBe('');
  });

  it(`full mode (control API and a test account) catches at least ${FULL_TARGET}%, and every miss has a named reason`, () => {
    expect(full.percent).toBeGreaterThanOrEqual(FULL_TARGET);
    const unexplained = full.outcomes.filter((o) => !o.caught && !o.brk.knownMiss).map((o) => o.brk.name);
    expect(unexplained).toEqual([]);
  });

  it(`real-server mode (test account, code and credential hooks, no control API) catches at least ${REAL_SERVER_TARGET}%; what it misses it lists as not applicable`, () => {
    expect(realServer.percent).toBeGreaterThanOrEqual(REAL_SERVER_TARGET);
    for (const o of realServer.outcomes.filter((x) => !x.caught)) {
      // Only breaks that need the simulator's clock may go unseen here, and then the run says what could not apply.
      expect(o.brk.needsControl, o.brk.name).toBeDefined();
      expect(o.notApplicable.join('\n'), o.brk.name).toMatch(/simulator's clock/);
    }
  });

  // What a backend team reads: one mistake is one problem in the report, whichever case or sequence met it.
  const reportOf = (spec: string) => full.outcomes.find((o) => o.brk.spec === spec)?.report as ConformanceReport;

  it('reports a field of the wrong type in every list item as one problem at a [*] path, named alike in cases and sequences', () => {
    const report = reportOf('wrong-type:getCaseList:data.list[*].id');
    // Each finding keeps its item's path (the JUnit and HTML reports show them); the grouped report folds them.
    expect(new Set(report.findings.map((f) => `${f.path.replace(/\[\d+\]/g, '[*]')} ${f.rule}`))).toEqual(
      new Set(['data.list[*].id type']),
    );
    expect(report.findings.some((f) => f.source.startsWith('sequence'))).toBe(true);
    expect(textReport(report)).toMatch(
      /Findings \(\d+, 1 distinct problem\)[\s\S]*data\.list\[\*\]\.id \[type\]: expected type "integer", got "\d+" \(string\) \(×\d+\)/,
    );
  });

  it('counts an undeclared status once, not once more for each case that met it', () => {
    const report = reportOf('undeclared-status:getTemplateSpaceList');
    expect(report.findings.map((f) => f.rule)).toEqual(['undeclared-status']);
  });
});
