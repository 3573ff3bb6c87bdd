import type { FlowResult } from '../../shared/steps/engine.js';
import type { CaseResult, ConformanceReport, Finding } from '../types.js';

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
  return {
    operations: report.operations.length,
    cases: cases.length,
    byKind,
    passed: count('passed') + run.filter((s) => s.status === 'passed').length,
    failed: count('failed') + run.filter((s) => s.status === 'failed').length,
    skipped: count('skipped') + report.sequences.length - run.length,
    sequencesRun: run.length,
    sequencesSkipped: report.sequences.length - run.length,
    sequenceSteps: run.reduce((n, s) => n + s.steps.length, 0),
    findings: report.findings.length,
    statusesDeclared: report.coverage.reduce((n, c) => n + (c.declared?.length ?? 0), 0),
    statusesProvoked: report.coverage.reduce((n, c) => n + (c.declared?.length ?? 0) - c.neverSeen.length, 0),
  };
}

/** Findings grouped by the call that produced them, so each request is shown once. */
export function groupFindings(findings: Finding[]): { key: string; operationId: string; source: string; findings: Finding[] }[] {
  const groups = new Map<string, { key: string; operationId: string; source: string; findings: Finding[] }>();
  for (const f of findings) {
    const key = `${f.operationId}\u0000${f.source}`;
    const group = groups.get(key) ?? { key, operationId: f.operationId, source: f.source, findings: [] };
    group.findings.push(f);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function sequenceLine(s: FlowResult): string {
  if (s.status === 'skipped') return `skipped: ${s.reason ?? ''}`;
  const failed = s.steps.filter((x) => x.status === 'failed').length;
  return `${s.steps.length} steps${failed ? `, ${failed} failed` : ''}`;
}

/** The one line about status coverage every format shows. */
export function coverageLine(t: Totals): string {
  const never = t.statusesDeclared - t.statusesProvoked;
  return `status coverage: ${t.statusesProvoked} of ${t.statusesDeclared} declared statuses provoked, ${never} never seen (not findings)`;
}
