import { pointerGet, type Contract, type Operation } from '../shared/contract.js';

/**
 * The conformance extensions the contract carries (openapi/src), read from the bundled document so the shared
 * Operation type stays as it is:
 * - `x-time-budget-ms` (document root: the default; an operation: its own): the slowest answer that is not a finding.
 */
export const DEFAULT_TIME_BUDGET_MS = 3_000;

function operationNode(contract: Contract, op: Operation): Record<string, unknown> {
  return (pointerGet(contract.document, op.pointer) ?? {}) as Record<string, unknown>;
}

/** The operation's time budget: the --time-budget override, else the operation's, else the contract's, else 3 s. */
export function timeBudgetMs(contract: Contract, op: Operation, override?: number): number {
  if (override !== undefined) return override;
  const own = operationNode(contract, op)['x-time-budget-ms'];
  if (typeof own === 'number') return own;
  const root = contract.document['x-time-budget-ms'];
  return typeof root === 'number' ? root : DEFAULT_TIME_BUDGET_MS;
}

/** The media type the contract declares for the operation's 200 answer (the first, JSON by convention). */
export function responseMedia(contract: Contract, op: Operation): string | undefined {
  const responses = contract.deref(operationNode(contract, op).responses) as Record<string, unknown>;
  const content = contract.deref(responses['200']).content as Record<string, unknown> | undefined;
  return content ? Object.keys(content)[0] : undefined;
}
