import type { Operation } from '../shared/contract.js';
import type { SentRequest } from '../shared/conventions.js';
import type { FlowResult } from '../shared/steps/engine.js';
import type { CaseResult, Finding, StatusCoverage } from './types.js';

interface Observation {
  operationId: string;
  status: number;
  source: string;
  request?: SentRequest | undefined;
}

function envelopeStatus(json: unknown): number | undefined {
  const status = (json as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Every envelope status seen, from the generated cases and from the sequences' steps. */
export function observations(cases: CaseResult[], sequences: FlowResult[]): Observation[] {
  const out: Observation[] = [];
  for (const c of cases)
    if (c.status !== undefined)
      out.push({ operationId: c.operationId, status: c.status, source: c.title, request: c.request });
  for (const flow of sequences) {
    for (const step of flow.steps) {
      const status = envelopeStatus(step.response?.json);
      if (step.operationId && status !== undefined)
        out.push({
          operationId: step.operationId,
          status,
          source: `sequence "${flow.name}" step ${step.index}`,
          request: step.request,
        });
    }
  }
  return out;
}

/**
 * Per operation: which of the statuses the contract lists (x-envelope-statuses) were provoked, which never
 * were, and which were answered without being listed. An unlisted status is a finding: the app has no
 * promise of what it means for that call. A status never seen is coverage, not a finding: the server did
 * nothing wrong, the checker (or this run's options) did not make the state that provokes it.
 */
export function statusCoverage(
  ops: Operation[],
  seen: Observation[],
): { coverage: StatusCoverage[]; findings: Finding[] } {
  const coverage: StatusCoverage[] = [];
  const findings: Finding[] = [];
  for (const op of ops) {
    const mine = seen.filter((o) => o.operationId === op.operationId);
    const counts: Record<string, number> = {};
    for (const o of mine) counts[o.status] = (counts[o.status] ?? 0) + 1;
    const statuses = Object.keys(counts)
      .map(Number)
      .sort((a, b) => a - b);
    const declared = op.envelopeStatuses;
    const undeclared = declared
      ? statuses.filter((s) => !declared.includes(s) && !op.toleratedStatuses.includes(s))
      : [];
    for (const status of undeclared) {
      const first = mine.find((o) => o.status === status);
      findings.push({
        operationId: op.operationId,
        source: first?.source ?? 'status coverage',
        ...(first?.request ? { request: first.request } : {}),
        path: 'status',
        rule: 'undeclared-status',
        expected: `one of x-envelope-statuses ${JSON.stringify(declared)}`,
        got: `status ${status}`,
      });
    }
    coverage.push({
      operationId: op.operationId,
      declared,
      seen: counts,
      neverSeen: (declared ?? []).filter((s) => !counts[s]),
      undeclared,
      ...(op.conformanceNote ? { note: op.conformanceNote } : {}),
    });
  }
  return { coverage, findings };
}
