import type { ApiResponse } from '../http.js';
import { describeOutcome } from '../http.js';
import { getPath } from '../json-path.js';
import { evaluate } from '../matchers.js';
import type { Mismatch } from '../schema-check.js';

/** When a step says nothing, it expects what a happy call gives: an answer with status 200. */
export const DEFAULT_EXPECT = { status: 200 };

/**
 * Checks a step's `expect:` (already interpolated). `outcome` and `elapsed_ms` are about the call itself;
 * every other key is a path into the answer.
 */
export function checkExpectations(expect: Record<string, unknown>, response: ApiResponse): Mismatch[] {
  const wantedOutcome = (expect.outcome as string | undefined) ?? 'answered';
  if (response.outcome !== wantedOutcome) {
    return [
      {
        path: '',
        rule: 'outcome',
        expected: wantedOutcome === 'answered' ? 'an answer (HTTP 200 with JSON)' : wantedOutcome,
        got: describeOutcome(response),
      },
    ];
  }
  const failures: Mismatch[] = [];
  for (const [key, spec] of Object.entries(expect)) {
    if (key === 'outcome') continue;
    if (key === 'elapsed_ms') {
      failures.push(...evaluate('elapsed_ms', { found: true, value: response.elapsedMs }, spec));
      continue;
    }
    failures.push(...evaluate(key, getPath(response.json, key), spec));
  }
  return failures;
}
