import { ms, plural, show } from '../../shared/format.js';
import type { ConformanceReport } from '../types.js';
import { advisoriesByRule, distinctProblems, operationsLine, problemTitle, slowestOperations } from './problems.js';
import { caseOutcome, coverageLine, notApplicable, notRun, notRunByReason, sequenceLine, totals } from './summary.js';

const MAX_PROBLEMS = 50;

function pad(text: string, width: number): string {
  return text.length >= width ? `${text} ` : text + ' '.repeat(width - text.length);
}

/** The distinct problems, most frequent first: what a team reads first. */
function problemLines(report: ConformanceReport): string[] {
  const problems = distinctProblems(report.findings);
  if (problems.length === 0) return [];
  const lines = [
    '',
    `Findings (${report.findings.length}, ${plural(problems.length, 'distinct problem')}) by rule and place, array indices as [*]:`,
  ];
  for (const p of problems.slice(0, MAX_PROBLEMS)) {
    lines.push(`  ✗ ${problemTitle(p)}${p.count > 1 ? ` (×${p.count})` : ''}`);
    lines.push(`      ${operationsLine(p)}`);
    lines.push(`      first in ${p.sources.join('; ')}${p.count > p.sources.length ? ' …' : ''}`);
    if (p.request)
      lines.push(
        `      e.g. sent POST ${p.request.path} ${typeof p.request.body === 'string' ? p.request.body : show(p.request.body, 160)}`,
      );
  }
  if (problems.length > MAX_PROBLEMS)
    lines.push(`  … and ${problems.length - MAX_PROBLEMS} more distinct problems: see the HTML report.`);
  return lines;
}

/** Where the server takes what the contract advises against; a failure only with --advisories-fail. */
function advisoryLines(report: ConformanceReport): string[] {
  const lines = ['', `Security advisories (${report.advisories.length}; --advisories-fail makes them fail the run):`];
  if (report.advisories.length === 0) return [...lines, '  none'];
  for (const group of advisoriesByRule(report.advisories)) {
    lines.push(`  ! ${group.rule} (×${group.advisories.length})`);
    for (const a of group.advisories.slice(0, 5)) lines.push(`      ${a.operationId}: ${a.message} (${a.source})`);
    if (group.advisories.length > 5) lines.push(`      … ${group.advisories.length - 5} more`);
  }
  return lines;
}

function slowestLines(report: ConformanceReport): string[] {
  const slowest = slowestOperations(report.timings);
  if (slowest.length === 0) return [];
  const width = Math.max(12, ...slowest.map((t) => t.operationId.length + 2));
  const lines = [
    '',
    `Slowest operations (top ${slowest.length} by slowest answer):`,
    `  ${pad('operation', width)}${pad('calls', 7)}${pad('median', 9)}${pad('max', 9)}budget`,
  ];
  for (const t of slowest) {
    lines.push(
      `  ${pad(t.operationId, width)}${pad(String(t.calls), 7)}${pad(ms(t.medianMs), 9)}${pad(ms(t.maxMs), 9)}${ms(t.budgetMs)}${t.maxMs > t.budgetMs ? '  over budget' : ''}`,
    );
  }
  return lines;
}

/** The terminal summary: distinct problems first, then per operation, sequences, what did not run, one verdict line. */
export function textReport(report: ConformanceReport): string {
  const t = totals(report);
  const lines: string[] = [];
  lines.push(`Conformance of ${report.baseUrl} against ${report.contract}`);
  lines.push(
    `${plural(t.operations, 'operation')}, ${plural(t.cases, 'case')} (${Object.entries(t.byKind)
      .map(([k, n]) => `${n} ${k}`)
      .join(', ')}), ` +
      `${plural(t.sequencesRun + t.sequencesSkipped + t.sequencesNotApplicable, 'sequence')} (${t.sequencesRun} run, ${t.sequencesSkipped} skipped, ${t.sequencesNotApplicable} not applicable) in ${ms(report.durationMs)}`,
  );
  lines.push(...problemLines(report), ...advisoryLines(report), ...slowestLines(report));
  lines.push('');
  const width = Math.max(12, ...report.operations.map((o) => o.operationId.length + 2));
  const seenText = (operationId: string) => {
    const cov = report.coverage.find((c) => c.operationId === operationId);
    return (
      Object.entries(cov?.seen ?? {})
        .map(([s, n]) => `${s}×${n}${cov?.undeclared.includes(Number(s)) ? '!' : ''}`)
        .join(' ') || '-'
    );
  };
  const seenWidth = Math.max(15, ...report.operations.map((o) => seenText(o.operationId).length + 2));
  lines.push(
    `${pad('operation', width)}${pad('cases', 7)}${pad('failed', 8)}${pad('statuses seen', seenWidth)}never seen`,
  );
  for (const op of report.operations) {
    const cov = report.coverage.find((c) => c.operationId === op.operationId);
    const never = cov?.declared ? cov.neverSeen.join(' ') || '-' : 'no x-envelope-statuses';
    const failed = op.cases.filter((c) => caseOutcome(c) === 'failed').length;
    lines.push(
      `${pad(op.operationId, width)}${pad(String(op.cases.length), 7)}${pad(String(failed), 8)}${pad(seenText(op.operationId), seenWidth)}${never}`,
    );
  }
  if (report.coverage.some((c) => c.undeclared.length > 0))
    lines.push('  (! = a status the operation does not list in x-envelope-statuses)');
  lines.push('', coverageLine(t));
  for (const c of report.coverage.filter((x) => x.neverSeen.length > 0 && x.note))
    lines.push(`  ${c.operationId} never answered ${c.neverSeen.join(', ')}; its example needs state: ${c.note ?? ''}`);
  if (report.sequences.length > 0) {
    lines.push('', 'Sequences:');
    for (const s of report.sequences)
      lines.push(
        `  ${s.notApplicable ? '·' : { passed: '✓', failed: '✗', skipped: '-' }[s.status]} ${s.name} — ${sequenceLine(s)}`,
      );
  }
  const skipped = notRun(report);
  if (skipped.length > 0) {
    lines.push('', `Not run (${skipped.reduce((n, x) => n + x.count, 0)}; --strict makes these fail the run):`);
    for (const x of notRunByReason(skipped))
      lines.push(`  - ${x.what}${x.count > 1 ? ` (×${x.count})` : ''}: ${x.reason}`);
  }
  const inapplicable = notApplicable(report);
  if (inapplicable.length > 0) {
    lines.push('', `Not applicable (${inapplicable.length}; not gaps of this run, --strict does not fail on them):`);
    for (const x of inapplicable) lines.push(`  · ${x.what}: ${x.reason}`);
  }
  if (report.warnings.length > 0) {
    lines.push('', 'Warnings:');
    for (const w of report.warnings) lines.push(`  ! ${w}`);
  }
  const advised =
    report.advisories.length > 0
      ? `, ${plural(report.advisories.length, 'security advisory', 'security advisories')}`
      : '';
  lines.push(
    '',
    `conformance: ${plural(t.findings, 'finding')}${advised} (${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped)`,
  );
  return lines.join('\n');
}
