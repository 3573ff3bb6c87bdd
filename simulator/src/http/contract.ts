import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ContractOperationId as OperationId } from '@storefront/sdk';
import { allOperations } from '@storefront/sdk/control';

const require = createRequire(import.meta.url);

export interface ContractOperation {
  operationId: OperationId;
  path: string;
  tag: string;
  /** Security schemes that may authorise it; empty means no token is needed. */
  auth: readonly string[];
}

/** The bundled contract, parsed once. The validator compiles its schemas once from this object. */
export function loadContract(): Record<string, unknown> {
  const file = require.resolve('@storefront/openapi/openapi.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

export const contractOperations: ContractOperation[] = (Object.keys(allOperations) as OperationId[]).map(
  (operationId) => ({
    operationId,
    ...allOperations[operationId],
  }),
);

const byPath = new Map(contractOperations.map((op) => [op.path, op]));

export function operationForPath(path: string): ContractOperation | undefined {
  return byPath.get(path);
}

/** True for a path under the contract's prefixes, whether or not the contract has that operation. */
export function isApiPath(path: string): boolean {
  return path.startsWith('/api/') || path.startsWith('/control/');
}
