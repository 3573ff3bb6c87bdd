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

/** One wrong thing at one place of one operation, however many array items, cases and steps showed it. */
export interface FindingRule {
  operationId: string;
  /** The JSON path with every array index written `[*]`: data.list[*].name. */
  path: string;
  rule: string;
  expected: string;
  /** The first value seen (the others are usually the same mistake). */
  got: string;
  count: number;
  /** The cases and sequence steps that showed it, first ones only. */
  sources: string[];
}

const MAX_SOURCES = 3;

/** `data.list[12].name` -> `data.list[*].name`, so the same field in every item is one finding. */
export function starPath(path: string): string {
  return path.replace(/\[\d+\]/g, '[*]').replace(/\.\d+(?=\.|$)/g, '[*]');
}

/**
 * Findings by operation, then by place and rule: a string-typed field that is a number in all 185 items of
 * every list answer is one line with a count, not 185.
 */
export function findingsByOperation(findings: Finding[]): { operationId: string; rules: FindingRule[] }[] {
  const ops = new Map<string, Map<string, FindingRule>>();
  for (const f of findings) {
    const rules = ops.get(f.operationId) ?? new Map<string, FindingRule>();
    ops.set(f.operationId, rules);
    const path = starPath(f.path);
    const key = `${path}\u0000${f.rule}\u0000${f.expected}`;
    const rule = rules.get(key) ?? { operationId: f.operationId, path, rule: f.rule, expected: f.expected, got: f.got, count: 0, sources: [] };
    rule.count += 1;
    if (!rule.sources.includes(f.source) && rule.sources.length < MAX_SOURCES) rule.sources.push(f.source);
    rules.set(key, rule);
  }
  return [...ops].map(([operationId, rules]) => ({ operationId, rules: [...rules.values()] }));
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
  for (const s of report.sequences) if (s.status === 'skipped' && !s.notApplicable) list.push({ what: `sequence ${s.name}`, reason: s.reason ?? 'skipped', count: 1 });
  return list;
}

/** Sequences that cannot apply to this server, with why: not a gap in the run, so --strict does not fail on them. */
export function notApplicable(report: ConformanceReport): NotRun[] {
  return report.sequences.filter((s) => s.notApplicable).map((s) => ({ what: `sequence ${s.name}`, reason: s.reason ?? 'not applicable', count: 1 }));
}
