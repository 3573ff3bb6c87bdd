import { fileURLToPath } from 'node:url';
import { createBreaks, createSimulator } from '@storefront/simulator';
import { isControl } from '../../shared/contract.js';
import { commandCode, commandCredential } from '../../shared/steps/code.js';
import { pool } from '../execute.js';
import { notApplicable, notRun } from '../report/summary.js';
import { prepareContract, runConformance } from '../run.js';
import type { ConformanceReport, Finding } from '../types.js';
import type { MutationBreak } from './breaks.js';

/**
 * Runs the checker against one simulator per break and scores it, in the issue's two modes:
 * - full: the control API (--include-control) and a test account;
 * - real-server: the test account only, verification codes from a code hook (--code-command) and social sign-in
 *   credentials from a credential hook (--credential-command) that read the simulator's control API themselves, as
 *   a backend team's hooks read their test SMS gateway and their provider's test tool.
 * A break is caught when the run has a finding outside the control API; the suite also runs the healthy simulator
 * with the same selections, which must have none, so a catch is the break's doing.
 */
export type Mode = 'full' | 'real-server';

/** The seeded account of dc-eu (the contract's login example): the test account of both modes. */
export const TEST_ACCOUNT = { userName: '34600111222', password: 'Tile2026' };

const CODE_HOOK = fileURLToPath(new URL('./code-hook.mjs', import.meta.url));
const CREDENTIAL_HOOK = fileURLToPath(new URL('./credential-hook.mjs', import.meta.url));

/** The hooks of the real-server mode: each reads the simulator's control API itself; the checker never does. */
function realServerHooks(baseUrl: string) {
  return {
    codeProvider: commandCode(`"${process.execPath}" "${CODE_HOOK}" ${baseUrl}`),
    credentialProvider: commandCredential(`"${process.execPath}" "${CREDENTIAL_HOOK}" ${baseUrl}`),
  };
}

export interface BreakOutcome {
  brk: MutationBreak;
  caught: boolean;
  /** Each finding's rule, once, e.g. ['paging-disjoint']. */
  rules: string[];
  /** What the run could not do, as 'what: reason' (what --strict would fail on). */
  notRun: string[];
  /** What cannot apply without the control API (the clock), as 'what: reason' (--strict does not fail on it). */
  notApplicable: string[];
  ms: number;
  report: ConformanceReport;
}

export interface ModeScore {
  mode: Mode;
  outcomes: BreakOutcome[];
  caught: number;
  total: number;
  percent: number;
}

/** Both modes' outcomes of every break: one simulator per break serves both runs (each in its own namespace). */
export interface SuiteResult {
  full: ModeScore;
  realServer: ModeScore;
  ms: number;
}

const prepared = prepareContract();

/** The --time-budget of runs that are not about time: far above any answer, far below the 10 s timeout. */
const UNTIMED_BUDGET_MS = 8_000;

/** One checker run in one mode, limited to `only` (and to these sequences when given). */
export async function checkServer(
  baseUrl: string,
  only: string[],
  mode: Mode,
  sequenceNames?: string[],
  timed = false,
): Promise<ConformanceReport> {
  return runConformance({
    baseUrl,
    only,
    prepared,
    ...(timed ? {} : { timeBudgetMs: UNTIMED_BUDGET_MS }),
    includeControl: mode === 'full',
    login: TEST_ACCOUNT,
    ...(sequenceNames ? { sequenceNames } : {}),
    ...(mode === 'real-server' ? realServerHooks(baseUrl) : {}),
  });
}

/** The checker against a simulator with these breaks (none: the healthy one), in each of the modes. */
export async function withSimulator<T>(specs: string[], use: (baseUrl: string) => Promise<T>): Promise<T> {
  const sim = await createSimulator({
    control: true,
    ...(specs.length > 0 ? { breaks: createBreaks(specs) } : {}),
  }).listen(0);
  try {
    return await use(sim.url);
  } finally {
    await sim.close();
  }
}

/** Findings about the product's API: the simulator's own control API is test tooling, not what a break is about. */
export function productFindings(report: ConformanceReport): Finding[] {
  return report.findings.filter((f) => {
    const op = prepared.contract.operations.find((o) => o.operationId === f.operationId);
    return !op || !isControl(op);
  });
}

function outcome(brk: MutationBreak, report: ConformanceReport, ms: number): BreakOutcome {
  return {
    brk,
    caught: productFindings(report).length > 0,
    rules: [...new Set(productFindings(report).map((f) => f.rule))],
    // What --only left out on purpose is not something the run could not do.
    notRun: notRun(report)
      .filter((n) => !n.reason.includes('selected by --only'))
      .map((n) => `${n.what}: ${n.reason}`),
    notApplicable: notApplicable(report).map((n) => `${n.what}: ${n.reason}`),
    ms,
    report,
  };
}

function score(mode: Mode, outcomes: BreakOutcome[]): ModeScore {
  const caught = outcomes.filter((o) => o.caught).length;
  return {
    mode,
    outcomes,
    caught,
    total: outcomes.length,
    percent: Math.round((caught / outcomes.length) * 1000) / 10,
  };
}

/** Every break in both modes, a few breaks at once (the machine has 2 cores; a run mostly waits on its simulator). */
export async function runSuite(breaks: MutationBreak[], concurrency = 4): Promise<SuiteResult> {
  const began = Date.now();
  const pairs = await pool(breaks, concurrency, (brk) =>
    withSimulator([brk.spec], async (url) => {
      const outcomes: BreakOutcome[] = [];
      for (const mode of ['full', 'real-server'] as const) {
        const started = Date.now();
        outcomes.push(
          outcome(brk, await checkServer(url, brk.only, mode, brk.sequences, brk.timed), Date.now() - started),
        );
      }
      return outcomes as [BreakOutcome, BreakOutcome];
    }),
  );
  return {
    full: score(
      'full',
      pairs.map((p) => p[0]),
    ),
    realServer: score(
      'real-server',
      pairs.map((p) => p[1]),
    ),
    ms: Date.now() - began,
  };
}

/** The score line and one line per missed break, with why when the suite knows. */
export function scoreText(score: ModeScore): string {
  const lines = [`mutation score, ${score.mode} mode: ${score.caught}/${score.total} caught (${score.percent}%)`];
  for (const o of score.outcomes.filter((x) => !x.caught)) {
    const known = score.mode === 'full' ? o.brk.knownMiss : o.brk.needsControl;
    const listed =
      o.notRun.length > 0
        ? `; listed as not run, so --strict fails the run: ${o.notRun.join('; ')}`
        : o.notApplicable.length > 0
          ? `; listed as not applicable: ${o.notApplicable.join('; ')}`
          : '; nothing listed as not run or not applicable';
    lines.push(`  missed: ${o.brk.name} [${o.brk.spec}]${known ? ` (${known})` : ''}${listed}`);
  }
  return lines.join('\n');
}
