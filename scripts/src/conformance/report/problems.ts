import type { SentRequest } from '../../shared/conventions.js';
import type { Mismatch } from '../../shared/schema-check.js';
import type { Advisory, Finding, OperationTiming } from '../types.js';
import { starPath } from './summary.js';

/**
 * One mistake of the server, wherever it showed: the same rule at the same place (array indices as `[*]`) with
 * the same expectation, across every operation, case and sequence step. A field of the wrong type in a schema
 * many answers share is one problem with a count, not one finding per item, case and operation.
 */
export interface Problem {
  rule: string;
  /** The JSON path with every array index written `[*]`. */
  path: string;
  expected: string;
  /** The first value seen (the others are usually the same mistake). */
  got: string;
  count: number;
  /** Each operation that showed it, with how often, most first. */
  operations: { operationId: string; count: number }[];
  /** The first cases and sequence steps that showed it, as `operation: source`. */
  sources: string[];
  /** One request that showed it. */
  request?: SentRequest;
}

const MAX_SOURCES = 3;

/** The distinct problems of a run, most frequent first. */
export function distinctProblems(findings: Finding[]): Problem[] {
  const problems = new Map<string, Problem & { byOperation: Map<string, number> }>();
  for (const f of findings) {
    const path = starPath(f.path);
    const key = `${f.rule}\u0000${path}\u0000${f.expected}`;
    const problem = problems.get(key) ?? {
      rule: f.rule,
      path,
      expected: f.expected,
      got: f.got,
      count: 0,
      operations: [],
      sources: [],
      byOperation: new Map<string, number>(),
    };
    problem.count += 1;
    problem.byOperation.set(f.operationId, (problem.byOperation.get(f.operationId) ?? 0) + 1);
    const source = `${f.operationId}: ${f.source}`;
    if (!problem.sources.includes(source) && problem.sources.length < MAX_SOURCES) problem.sources.push(source);
    if (!problem.request && f.request) problem.request = f.request;
    problems.set(key, problem);
  }
  return [...problems.values()]
    .map(({ byOperation, ...problem }) => ({
      ...problem,
      operations: [...byOperation]
        .map(([operationId, count]) => ({ operationId, count }))
        .sort((a, b) => b.count - a.count),
    }))
    .sort((a, b) => b.count - a.count);
}

/** `path [rule]: expected …, got …`: how every format names a problem or a mismatch. */
export function problemTitle(p: Pick<Mismatch, 'path' | 'rule' | 'expected' | 'got'>): string {
  return `${p.path || '(answer)'} [${p.rule}]: expected ${p.expected}, got ${p.got}`;
}

/** `in 3 operations: getProductList ×120, getCaseList ×40, …` (the first few by count). */
export function operationsLine(p: Problem, max = 6): string {
  const shown = p.operations.slice(0, max).map((o) => `${o.operationId}${o.count > 1 ? ` ×${o.count}` : ''}`);
  const more = p.operations.length > max ? `, … ${p.operations.length - max} more` : '';
  return `in ${p.operations.length === 1 ? '1 operation' : `${p.operations.length} operations`}: ${shown.join(', ')}${more}`;
}

/** A case's or step's mismatches with array indices folded: one row per place and rule, with a count. */
export function foldMismatches(mismatches: Mismatch[]): (Mismatch & { count: number })[] {
  const folded = new Map<string, Mismatch & { count: number }>();
  for (const m of mismatches) {
    const path = starPath(m.path);
    const key = `${m.rule}\u0000${path}\u0000${m.expected}`;
    const row = folded.get(key) ?? { ...m, path, count: 0 };
    row.count += 1;
    folded.set(key, row);
  }
  return [...folded.values()];
}

/** Security advisories by rule, so one recommendation the server ignores everywhere is one entry. */
export function advisoriesByRule(advisories: Advisory[]): { rule: string; advisories: Advisory[] }[] {
  const byRule = new Map<string, Advisory[]>();
  for (const a of advisories) byRule.set(a.rule, [...(byRule.get(a.rule) ?? []), a]);
  return [...byRule].map(([rule, list]) => ({ rule, advisories: list }));
}

/** How many operations the "Slowest operations" table shows. */
export const SLOWEST_SHOWN = 10;

/** The slowest operations by their slowest answer (the report's timings come slowest first; sorted again to be sure). */
export function slowestOperations(timings: OperationTiming[]): OperationTiming[] {
  return [...timings].sort((a, b) => b.maxMs - a.maxMs || b.medianMs - a.medianMs).slice(0, SLOWEST_SHOWN);
}
