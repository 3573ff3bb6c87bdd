import { ms, plural } from '../shared/format.js';
import { FAILURE_KINDS, type FailureKind } from './judge.js';
import type { FuzzReport } from './run.js';

const COLUMNS: Record<FailureKind, string> = {
  '5xx': '5xx',
  envelope: 'non-env',
  leak: 'leak',
  slow: 'slow',
  'no-answer': 'no-ans',
  'cached-error': 'cached',
};
const WORDS: Record<FailureKind, string> = {
  '5xx': '5xx',
  envelope: 'non-envelope',
  leak: 'stack/path leaks',
  slow: 'slow',
  'no-answer': 'unanswered',
  'cached-error': 'cached errors',
};

/** One line with every figure: what the CLI ends with and what the closing note of a run quotes. */
export function summaryLine(report: FuzzReport): string {
  const failures = FAILURE_KINDS.reduce((n, k) => n + report.totals.failures[k], 0);
  const ops = report.targets.filter((t) => t.type === 'operation').length;
  const routes = report.targets.length - ops;
  const kinds = FAILURE_KINDS.map((k) => `${report.totals.failures[k]} ${WORDS[k]}`).join(', ');
  const exit = report.serverExit ? `; the simulator ${report.serverExit} during the run` : '';
  return `fuzz: ${report.totals.sent.toLocaleString('en')} requests to ${plural(ops, 'operation')} and ${plural(routes, 'route')} (seed ${report.seed}, budget ${report.budget}) in ${ms(report.durationMs)}: ${plural(failures, 'failure')} (${kinds})${exit}`;
}

/** The table of every operation and route, the failures' examples, the simulator's error log, the summary line. */
export function textReport(report: FuzzReport): string {
  const width = Math.max(20, ...report.targets.map((t) => t.target.length));
  const header = `${'operation / route'.padEnd(width)}  ${'sent'.padStart(5)}  ${FAILURE_KINDS.map((k) => COLUMNS[k].padStart(8)).join('')}  ${'max ms'.padStart(7)}`;
  const lines = [`Fuzz pass of ${report.baseUrl} (namespace ${report.namespace})`, '', header];
  for (const t of report.targets) {
    lines.push(
      `${t.target.padEnd(width)}  ${String(t.sent).padStart(5)}  ${FAILURE_KINDS.map((k) => String(t.failures[k]).padStart(8)).join('')}  ${String(t.maxMs).padStart(7)}`,
    );
  }
  const failing = report.targets.filter((t) => t.examples.length > 0);
  if (failing.length > 0) {
    lines.push('', 'Failures (the first 3 of each kind per operation or route):');
    for (const t of failing) {
      for (const e of t.examples) {
        lines.push(`- ${t.target} [${e.kind}] ${e.detail}`, `  case: ${e.mutator}: ${e.title}`);
        lines.push(...e.request.split('\n').map((l) => `  > ${l}`), `  < ${e.answer}`);
      }
    }
  }
  if (report.serverErrors.length > 0)
    lines.push('', 'The simulator logged:', ...report.serverErrors.map((l) => `  ${l}`));
  if (report.warnings.length > 0) lines.push('', 'Warnings:', ...report.warnings.map((w) => `  ${w}`));
  lines.push('', summaryLine(report));
  return lines.join('\n');
}
