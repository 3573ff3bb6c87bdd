import type { Contract } from '../../shared/contract.js';
import type { FlowResult } from '../../shared/steps/engine.js';
import { timeBudgetMs } from '../extensions.js';
import type { CaseResult, OperationTiming } from '../types.js';

/** Every operation's answer times in the run (cases and sequence steps), with its budget, slowest median first. */
export function operationTimings(
  contract: Contract,
  cases: CaseResult[],
  sequences: FlowResult[],
  override?: number,
): OperationTiming[] {
  const times = new Map<string, number[]>();
  const add = (operationId: string | undefined, ms: number | undefined) => {
    if (!operationId || typeof ms !== 'number') return;
    times.set(operationId, [...(times.get(operationId) ?? []), ms]);
  };
  for (const c of cases) add(c.operationId, c.response?.elapsedMs);
  for (const flow of sequences) for (const step of flow.steps) add(step.operationId, step.response?.elapsedMs);
  const out: OperationTiming[] = [];
  for (const [operationId, list] of times) {
    const op = contract.operations.find((o) => o.operationId === operationId);
    if (!op) continue;
    const sorted = [...list].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    const median =
      sorted.length % 2
        ? (sorted[middle] as number)
        : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
    out.push({
      operationId,
      calls: sorted.length,
      medianMs: Math.round(median),
      maxMs: sorted[sorted.length - 1] as number,
      budgetMs: timeBudgetMs(contract, op, override),
    });
  }
  return out.sort((a, b) => b.medianMs - a.medianMs || b.maxMs - a.maxMs);
}
