import { describe, expect, it } from 'vitest';
import { exitStatus } from './exit-status.js';
import { handMadeReport } from './report/hand-made.js';

const advisory = {
  operationId: 'sendCode',
  rule: 'code-in-answer',
  message: 'The answer carries the code.',
  source: 'the contract example',
};
const clockSequence = {
  name: 'guest token lives two hours',
  file: 'g.yaml',
  status: 'skipped' as const,
  notApplicable: true,
  reason: "moves the simulator's clock",
  steps: [],
  durationMs: 0,
};
const codeSequence = {
  name: 'wish list',
  file: 'w.yaml',
  status: 'skipped' as const,
  reason: 'needs a verification code',
  steps: [],
  durationMs: 0,
};

describe('the exit status', () => {
  it('fails on security advisories only with --advisories-fail', () => {
    const report = handMadeReport({ advisories: [advisory] });
    expect(exitStatus(report, {})).toEqual({ code: 0 });
    expect(exitStatus(report, { advisoriesFail: true })).toEqual({
      code: 1,
      why: "--advisories-fail: 1 security advisories (see 'Security advisories' above)",
    });
  });

  it('with --strict, fails on what was applicable and not run, never on what was not applicable', () => {
    expect(exitStatus(handMadeReport({ sequences: [clockSequence] }), { strict: true })).toEqual({ code: 0 });
    expect(exitStatus(handMadeReport({ sequences: [clockSequence, codeSequence] }), { strict: true })).toEqual({
      code: 1,
      why: "--strict: 1 not run (see 'Not run' above)",
    });
    expect(exitStatus(handMadeReport({ sequences: [codeSequence] }), {})).toEqual({ code: 0 });
  });

  it('a finding is 1, a failed --login 2', () => {
    expect(
      exitStatus(
        handMadeReport({
          findings: [{ operationId: 'getAD', source: 'x', path: '', rule: 'status', expected: '200', got: '500' }],
        }),
        {},
      ).code,
    ).toBe(1);
    expect(exitStatus(handMadeReport({ signInProblem: 'login answered 400' }), {})).toEqual({
      code: 2,
      why: '--login failed: login answered 400',
    });
  });
});
