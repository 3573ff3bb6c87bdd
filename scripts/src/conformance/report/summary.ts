import type { FlowResult } from '../../shared/steps/engine.js';
import type { CaseResult, ConformanceReport } from '../types.js';

/** Counts every report format shows the same way. */
export interface Totals {
  operations: number;
  cases: number;
  byKind: Record<string, number>;
  passed: number;
  failed: number;
  skipped: number;
  sequencesRun: number;
  sequencesSkipped: number;
  /** Sequences that cannot apply to this server (clock, control API, limits left out): neither run nor failed. */
  sequencesNotApplicable: number;
  sequenceSteps: number;
  findings: number;
  /** Status coverage: statuses the operations declare (x-envelope-statuses), and how many of them were provoked. */
  statusesDeclared: number;
  statusesProvoked: number;
}

export function caseOutcome(c: CaseResult): 'passed' | 'failed' | 'skipped' {
  if (c.skipped) return 'skipped';
  return c.mismatches.length > 0 ? 'failed' : 'passed';
}

export function totals(report: ConformanceReport): Totals {
  const cases = report.operations.flatMap((o) => o.cases);
  const byKind: Record<string, number> = {};
  for (const c of cases) byKind[c.kind] = (byKind[c.kind] ?? 0) + 1;
  const count = (o: string) => cases.filter((c) => caseOutcome(c) === o).length;
  const run = report.sequences.filter((s) => s.status !== 'skipped');
  const notApplicableCount = report.sequences.filter((s) => s.notApplicable).length;
  return {
    operations: report.operations.length,
    cases: cases.length,
    byKind,
    passed: count('passed') + run.filter((s) => s.status === 'passed').length,
    failed: count('failed') + run.filter((s) => s.status === 'failed').length,
    skipped: count('skipped') + report.sequences.length - run.length - notApplicableCount,
    sequencesRun: run.length,
    sequencesSkipped: report.sequences.length - run.length - notApplicableCount,
    sequencesNotApplicable: notApplicableCount,
    sequenceSteps: run.reduce((n, s) => n + s.steps.length, 0),
    findings: report.findings.length,
    statusesDeclared: report.coverage.reduce((n, c) => n + (c.declared?.length ?? 0), 0),
    statusesProvoked: report.coverage.reduce((n, c) => n + (c.declared?.length ?? 0) - c.neverSeen.length, 0),
  };
}

export function sequenceLine(s: FlowResult): string {
  if (s.notApplicable) return `not applicable: ${s.reason ?? ''}`;
  if (s.status === 'skipped') return `skipped: ${s.reason ?? ''}`;
  const failed = s.steps.filter((x) => x.status === 'failed').length;
  return `${s.steps.length} steps${failed ? `, ${failed} failed` : ''}`;
}

/** The one line about status coverage every format shows. */
export function coverageLine(t: Totals): string {
  const never = t.statusesDeclared - t.statusesProvoked;
  return `status coverage: ${t.statusesProvoked} of ${t.statusesDeclared} declared statuses provoked, ${never} never seen (not findings)`;
}

/** `data.list[12].name` -> `data.list[*].name`, so the same field in every item is one finding. */
export function starPath(path: string): string {
  return path.replace(/\[\d+\]/g, '[*]').replace(/\.\d+(?=\.|$)/g, '[*]');
}

/** Something the checker meant to do and did not, with why: a green run with these is not the whole check. */
export interface NotRun {
  what: string;
  reason: string;
  count: number;
}

/** Skipped cases (grouped by operation and reason) and skipped sequences. */
export function notRun(report: ConformanceReport): NotRun[] {
  const items = new Map<string, NotRun>();
  for (const op of report.operations) {
    for (const c of op.cases) {
      if (!c.skipped) continue;
      const key = `${op.operationId}\u0000${c.skipped}`;
      const item = items.get(key) ?? { what: `${op.operationId} cases`, reason: c.skipped, count: 0 };
      item.count += 1;
      items.set(key, item);
    }
  }
  const list = [...items.values()];
  for (const s of report.sequences)
    if (s.status === 'skipped' && !s.notApplicable)
      list.push({ what: `sequence ${s.name}`, reason: s.reason ?? 'skipped', count: 1 });
  return list;
}

/** Sequences that cannot apply to this server, with why: not a gap in the run, so --strict does not fail on them. */
export function notApplicable(report: ConformanceReport): NotRun[] {
  return report.sequences
    .filter((s) => s.notApplicable)
    .map((s) => ({ what: `sequence ${s.name}`, reason: s.reason ?? 'not applicable', count: 1 }));
}

/**
 * What did not run, for reading: the cases of many operations skipped for one reason (a single data centre, no
 * user token) are one line naming the first few operations, not one line per operation.
 */
export function notRunByReason(items: NotRun[], namesShown = 4): NotRun[] {
  const cases = new Map<string, NotRun[]>();
  const others: NotRun[] = [];
  for (const item of items) {
    if (item.what.endsWith(' cases')) cases.set(item.reason, [...(cases.get(item.reason) ?? []), item]);
    else others.push(item);
  }
  const grouped = [...cases].map(([reason, list]): NotRun => {
    if (list.length === 1) return list[0] as NotRun;
    const names = list.map((x) => x.what.replace(/ cases$/, ''));
    const shown = `${names.slice(0, namesShown).join(', ')}${names.length > namesShown ? `, … ${names.length - namesShown} more` : ''}`;
    return {
      what: `cases of ${list.length} operations (${shown})`,
      reason,
      count: list.reduce((n, x) => n + x.count, 0),
    };
  });
  return [...grouped, ...others];
}
