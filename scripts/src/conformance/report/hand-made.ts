import type { ConformanceReport } from '../types.js';

/** An empty report of a made-up backend, to render in tests with only the parts a test is about filled in. */
export function handMadeReport(extra: Partial<ConformanceReport> = {}): ConformanceReport {
  return {
    baseUrl: 'http://backend.test',
    contract: 'openapi.json',
    startedAt: '2026-11-23T00:00:00.000Z',
    durationMs: 1,
    operations: [],
    sequences: [],
    coverage: [],
    findings: [],
    warnings: [],
    advisories: [],
    timings: [],
    ...extra,
  };
}
