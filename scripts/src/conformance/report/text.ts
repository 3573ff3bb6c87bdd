import { ms, plural, show } from '../../shared/format.js';
import type { ConformanceReport } from '../types.js';
import { caseOutcome, coverageLine, findingsByOperation, notRun, sequenceLine, totals } from './summary.js';

const MAX_FINDING_GROUPS = 50;

function pad(text: string, width: number): string {
  return text.length >= width ? `${text} ` : text + ' '.repeat(width - text.length);
}

/** The terminal summary: per operation, sequences, findings with request and JSON paths, then one verdict line. */
export function textReport(report: ConformanceReport): string {
  const t = totals(report);
  const lines: string[] = [];
  lines.push(`Conformance of ${report.baseUrl} against ${report.contract}`);
  lines.push(
    `${plural(t.operations, 'operation')}, ${plural(t.cases, 'case')} (${Object.entries(t.byKind).map(([k, n]) => `${n} ${k}`).join(', ')}), ` +
      `${plural(t.sequencesRun + t.sequencesSkipped, 'sequence')} (${t.sequencesRun} run, ${t.sequencesSkipped} skipped) in ${ms(report.durationMs)}`,
  );
  lines.push('');
  const width = Math.max(12, ...report.operations.map((o) => o.operationId.length + 2));
  const seenText = (operationId: string) => {
    const cov = report.coverage.find((c) => c.operationId === operationId);
    return Object.entries(cov?.seen ?? {}).map(([s, n]) => `${s}×${n}${cov?.undeclared.includes(Number(s)) ? '!' : ''}`).join(' ') || '-';
  };
  const seenWidth = Math.max(15, ...report.operations.map((o) => seenText(o.operationId).length + 2));
  lines.push(`${pad('operation', width)}${pad('cases', 7)}${pad('failed', 8)}${pad('statuses seen', seenWidth)}never seen`);
  for (const op of report.operations) {
    const cov = report.coverage.find((c) => c.operationId === op.operationId);
    const never = cov?.declared ? cov.neverSeen.join(' ') || '-' : 'no x-envelope-statuses';
    const failed = op.cases.filter((c) => caseOutcome(c) === 'failed').length;
    lines.push(`${pad(op.operationId, width)}${pad(String(op.cases.length), 7)}${pad(String(failed), 8)}${pad(seenText(op.operationId), seenWidth)}${never}`);
  }
  if (report.coverage.some((c) => c.undeclared.length > 0)) lines.push('  (! = a status the operation does not list in x-envelope-statuses)');
  lines.push('', coverageLine(t));
  for (const c of report.coverage.filter((x) => x.neverSeen.length > 0 && x.note)) lines.push(`  ${c.operationId} never answered ${c.neverSeen.join(', ')}; its example needs state: ${c.note ?? ''}`);
  if (report.sequences.length > 0) {
    lines.push('', 'Sequences:');
    for (const s of report.sequences) lines.push(`  ${{ passed: '✓', failed: '✗', skipped: '-' }[s.status]} ${s.name} — ${sequenceLine(s)}`);
  }
  const byOp = findingsByOperation(report.findings);
  if (byOp.length > 0) {
    lines.push('', `Findings (${report.findings.length}, ${plural(byOp.reduce((n, o) => n + o.rules.length, 0), 'distinct problem')}):`);
    for (const op of byOp.slice(0, MAX_FINDING_GROUPS)) {
      lines.push(`  ✗ ${op.operationId}`);
      const request = report.findings.find((f) => f.operationId === op.operationId && f.request)?.request;
      if (request) lines.push(`      e.g. sent POST ${request.path} ${typeof request.body === 'string' ? request.body : show(request.body, 160)}`);
      for (const r of op.rules) {
        lines.push(`      ${r.path || '(answer)'} [${r.rule}]: expected ${r.expected}, got ${r.got}${r.count > 1 ? ` (×${r.count})` : ''}`);
        lines.push(`        in ${r.sources.join('; ')}${r.count > r.sources.length ? ' …' : ''}`);
      }
    }
    if (byOp.length > MAX_FINDING_GROUPS) lines.push(`  … and ${byOp.length - MAX_FINDING_GROUPS} more operations with findings: see the HTML report.`);
  }
  const skipped = notRun(report);
  if (skipped.length > 0) {
    lines.push('', `Not run (${skipped.reduce((n, x) => n + x.count, 0)}; --strict makes these fail the run):`);
    for (const x of skipped) lines.push(`  - ${x.what}${x.count > 1 ? ` (×${x.count})` : ''}: ${x.reason}`);
  }
  if (report.warnings.length > 0) {
    lines.push('', 'Warnings:');
    for (const w of report.warnings) lines.push(`  ! ${w}`);
  }
  lines.push('', `conformance: ${plural(t.findings, 'finding')} (${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped)`);
  return lines.join('\n');
}
