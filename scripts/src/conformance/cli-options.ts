import { positiveInt } from '../shared/cli.js';

/**
 * `--time-budget MS`: one budget for every operation. Absent, each operation keeps its own from the contract
 * (x-time-budget-ms), so there is no default to fill in here.
 */
export function timeBudgetOption(value: string | undefined): number | undefined {
  return value === undefined ? undefined : positiveInt(value, '--time-budget', 0);
}
