import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '../../shared/http.js';
import { prepareContract } from '../run.js';
import type { CaseResult } from '../types.js';
import { defaultedFields } from './defaults.js';
import { operationTimings } from './timings.js';

const { contract } = prepareContract();
const op = (id: string) => contract.operations.find((o) => o.operationId === id)!;

describe('documented defaults', () => {
  it("reads every defaulted request field of a list, through $refs (page 1, limit 30, the catalogue's '' sort)", () => {
    expect(defaultedFields(contract, op('getProductList'))).toMatchObject({ page: 1, limit: 30, sort: '' });
    expect(defaultedFields(contract, op('getDelCalculatorList'))).toMatchObject({ limit: 20 });
    expect(defaultedFields(contract, op('getUserInfo'))).toEqual({});
  });
});

describe('operation timings', () => {
  const timed = (operationId: string, elapsedMs: number): CaseResult => ({
    operationId,
    kind: 'positive',
    title: 't',
    mismatches: [],
    response: { elapsedMs } as ApiResponse,
  });

  it('gives calls, median, max and budget per operation, slowest median first; start-up calls have 1 s', () => {
    const cases = [
      timed('getCaseList', 10),
      timed('getCaseList', 30),
      timed('getCaseList', 20),
      timed('getMainPageBanner', 400),
      timed('getMainPageBanner', 600),
      { ...timed('x', 1), response: undefined },
    ];
    expect(operationTimings(contract, cases, [])).toEqual([
      { operationId: 'getMainPageBanner', calls: 2, medianMs: 500, maxMs: 600, budgetMs: 1000 },
      { operationId: 'getCaseList', calls: 3, medianMs: 20, maxMs: 30, budgetMs: 3000 },
    ]);
  });

  it('counts sequence steps too, and --time-budget replaces every budget', () => {
    const flow = {
      name: 'f',
      file: 'f.yaml',
      status: 'passed' as const,
      durationMs: 0,
      steps: [
        {
          index: '1',
          name: 's',
          operationId: 'getClientGuestToken',
          status: 'passed' as const,
          failures: [],
          response: { elapsedMs: 7 } as ApiResponse,
        },
      ],
    };
    expect(operationTimings(contract, [], [flow], 5000)).toEqual([
      { operationId: 'getClientGuestToken', calls: 1, medianMs: 7, maxMs: 7, budgetMs: 5000 },
    ]);
  });
});
