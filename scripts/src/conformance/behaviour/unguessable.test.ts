import { describe, expect, it } from 'vitest';
import { prepareContract } from '../run.js';
import { guessable, unguessableMarks } from './unguessable.js';

const { contract } = prepareContract();
const op = (id: string) => contract.operations.find((o) => o.operationId === id)!;

describe('unguessable shared ids (x-unguessable)', () => {
  it('reads the mark on the answer field that makes the id: required for shopping lists, advised for plans', () => {
    expect(unguessableMarks(contract, op('addToShoppinglist'))).toEqual([
      { path: ['data', 'shopping_list_id'], value: true },
    ]);
    expect(unguessableMarks(contract, op('saveTemplatePlan'))).toEqual([
      { path: ['data', 'plan_id'], value: 'advised' },
    ]);
    // Answers that only show an id someone else made are not sampled.
    expect(unguessableMarks(contract, op('getClientShoppingInfo'))).toEqual([]);
  });

  it('finds counters and near numbers, in whole numbers and at the end of otherwise equal texts', () => {
    expect(guessable([27, 28, 29, 30])).toMatch(/near or counting: 27, 28, 29, 30/);
    expect(guessable(['list-000000000001', 'list-000000000002', 'list-000000000003'])).toBeDefined();
    expect(guessable(['9000017', '9000420'])).toBeDefined();
  });

  it('takes random ids, far numbers, and one id answered again (a repeated request) as nothing to report', () => {
    expect(guessable(['hN3k2YqP0aZr8sVbT1xW', 'Q7c_dE4fG9hJ2kLmN5pR', 'zX8vB3nM6qW1eR4tY7uI'])).toBeUndefined();
    expect(guessable([17, 90_412, 3_300_551])).toBeUndefined();
    expect(guessable(['hN3k2YqP0aZr8sVbT1xW', 'hN3k2YqP0aZr8sVbT1xW'])).toBeUndefined();
  });
});
