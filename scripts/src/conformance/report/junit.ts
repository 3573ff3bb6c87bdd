import { show } from '../../shared/format.js';
import type { Mismatch } from '../../shared/schema-check.js';
import type { CaseResult, ConformanceReport } from '../types.js';
import { escapeXml as x } from './escape.js';
import { distinctProblems, foldMismatches, operationsLine, problemTitle } from './problems.js';
import { caseOutcome, totals } from './summary.js';

const seconds = (msValue: number | undefined) => ((msValue ?? 0) / 1000).toFixed(3);

function failureText(mismatches: Mismatch[], request?: { path: string; body: unknown }): string {
  const lines = foldMismatches(mismatches).map((m) => `${problemTitle(m)}${m.count > 1 ? ` (×${m.count})` : ''}`);
  if (request)
    lines.unshift(
      `sent POST ${request.path} ${typeof request.body === 'string' ? request.body : show(request.body, 2000)}`,
    );
  return lines.join('\n');
}

function testcase(
  classname: string,
  name: string,
  time: number | undefined,
  outcome: 'passed' | 'failed' | 'skipped',
  message: string,
  body: string,
): string {
  const open = `    <testcase classname="${x(classname)}" name="${x(name)}" time="${seconds(time)}"`;
  if (outcome === 'passed') return `${open}/>`;
  if (outcome === 'skipped') return `${open}>\n      <skipped message="${x(message)}"/>\n    </testcase>`;
  return `${open}>\n      <failure message="${x(message)}" type="conformance">${x(body)}</failure>\n    </testcase>`;
}

function caseXml(c: CaseResult): string {
  const outcome = caseOutcome(c);
  const first = c.mismatches[0];
  const message =
    outcome === 'skipped'
      ? (c.skipped ?? '')
      : first
        ? `${first.path || '(answer)'}: expected ${first.expected}, got ${first.got}`
        : '';
  return testcase(
    c.operationId,
    `${c.kind}: ${c.title}`,
    c.response?.elapsedMs,
    outcome,
    message,
    failureText(c.mismatches, c.request),
  );
}

function suite(name: string, cases: string[], failures: number, skipped: number, timeMs: number): string {
  return `  <testsuite name="${x(name)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(timeMs)}">\n${cases.join('\n')}\n  </testsuite>`;
}

/** The first suite: one test case per distinct problem (rule and place across operations, indices as [*]). */
function problemsSuite(report: ConformanceReport): string | undefined {
  const problems = distinctProblems(report.findings);
  if (problems.length === 0) return undefined;
  const cases = problems.map((p) => {
    const body = [
      operationsLine(p, p.operations.length),
      `first in ${p.sources.join('; ')}`,
      ...(p.request ? [failureText([], p.request)] : []),
    ].join('\n');
    return testcase(
      'distinct problems',
      problemTitle({ ...p, got: '…' }),
      0,
      'failed',
      `${problemTitle(p)} (×${p.count}, ${operationsLine(p, 3)})`,
      body,
    );
  });
  return suite('distinct problems', cases, cases.length, 0, 0);
}

/** Security advisories as their own suite: failures only when they fail the run (--advisories-fail). */
function advisoriesSuite(report: ConformanceReport, advisoriesFail: boolean): string {
  const cases = report.advisories.map((a) => {
    const open = `    <testcase classname="security advisories" name="${x(`${a.operationId}: ${a.rule}`)}" time="0"`;
    if (advisoriesFail)
      return `${open}>\n      <failure message="${x(a.message)}" type="security-advisory">${x(`${a.source}\n${failureText([], a.request)}`)}</failure>\n    </testcase>`;
    return `${open}>\n      <system-out>${x(`${a.message} (${a.source})`)}</system-out>\n    </testcase>`;
  });
  return suite('security advisories', cases, advisoriesFail ? cases.length : 0, 0, 0);
}

/**
 * JUnit XML: the distinct problems first, a suite per operation (its cases and its status coverage), one for the
 * sequences, and one for the security advisories.
 */
export function junitReport(report: ConformanceReport, options: { advisoriesFail?: boolean } = {}): string {
  const suites: string[] = [];
  const problems = problemsSuite(report);
  if (problems) suites.push(problems);
  for (const op of report.operations) {
    const cov = report.coverage.find((c) => c.operationId === op.operationId);
    const undeclared = report.findings.filter(
      (f) => f.operationId === op.operationId && f.rule === 'undeclared-status',
    );
    const cases = op.cases.map(caseXml);
    cases.push(
      testcase(
        op.operationId,
        'status coverage',
        0,
        undeclared.length ? 'failed' : 'passed',
        undeclared.map((f) => f.got).join(', ')
          ? `statuses not in x-envelope-statuses: ${undeclared.map((f) => f.got).join(', ')}`
          : '',
        `seen ${JSON.stringify(cov?.seen ?? {})}; never seen ${JSON.stringify(cov?.neverSeen ?? [])}`,
      ),
    );
    const failures = op.cases.filter((c) => caseOutcome(c) === 'failed').length + (undeclared.length ? 1 : 0);
    const skipped = op.cases.filter((c) => caseOutcome(c) === 'skipped').length;
    const time = op.cases.reduce((n, c) => n + (c.response?.elapsedMs ?? 0), 0);
    suites.push(
      `  <testsuite name="${x(op.operationId)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(time)}">\n${cases.join('\n')}\n  </testsuite>`,
    );
  }
  if (report.sequences.length > 0) {
    const cases = report.sequences.map((s) => {
      const failedSteps = s.steps.filter((step) => step.status === 'failed');
      const body = failedSteps
        .map(
          (step) =>
            `step ${step.index} ${step.name}${step.note ? `: ${step.note}` : ''}\n${failureText(step.failures, step.request)}`,
        )
        .join('\n\n');
      const first = failedSteps[0];
      // The message is the cause itself (CI shows only the message in its summary), not just 'step N failed'.
      const cause = first?.failures[0];
      const why = cause
        ? `${cause.path || '(answer)'} [${cause.rule}]: expected ${cause.expected}, got ${cause.got}`
        : (first?.note ?? 'failed');
      const message =
        s.status === 'skipped' ? (s.reason ?? '') : first ? `step ${first.index} ${first.name}: ${why}` : '';
      return testcase('sequences', s.name, s.durationMs, s.status, message, body);
    });
    const failures = report.sequences.filter((s) => s.status === 'failed').length;
    const skipped = report.sequences.filter((s) => s.status === 'skipped').length;
    suites.push(
      `  <testsuite name="sequences" tests="${cases.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(report.sequences.reduce((n, s) => n + s.durationMs, 0))}">\n${cases.join('\n')}\n  </testsuite>`,
    );
  }
  suites.push(advisoriesSuite(report, options.advisoriesFail ?? false));
  const t = totals(report);
  const distinct = distinctProblems(report.findings).length;
  const tests =
    report.operations.reduce((n, o) => n + o.cases.length + 1, 0) +
    report.sequences.length +
    distinct +
    report.advisories.length;
  const failures =
    t.failed +
    report.coverage.filter((c) => c.undeclared.length > 0).length +
    distinct +
    (options.advisoriesFail ? report.advisories.length : 0);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="conformance ${x(report.baseUrl)}" tests="${tests}" failures="${failures}" errors="0" skipped="${t.skipped + t.sequencesNotApplicable}" time="${seconds(report.durationMs)}">\n${suites.join('\n')}\n</testsuites>\n`;
}
