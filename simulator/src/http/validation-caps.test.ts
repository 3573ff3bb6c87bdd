import { describe, expect, it } from 'vitest';
import { startTestSimulator } from '../test-support/harness.js';
import { MAX_ERRORS_LISTED, validatorErrorToEnvelope } from './validation.js';

describe('the number of errors listed in one answer', () => {
  it('lists the first errors and counts the rest, however many unknown keys are sent', () => {
    const items = Array.from({ length: 80_000 }, (_, i) => ({
      path: `/body/k${i}`,
      message: 'is not allowed',
      errorCode: 'additionalProperties.openapi.validation',
    }));
    const answer = validatorErrorToEnvelope({ status: 400, errors: items });
    const errors = answer.data?.errors ?? [];
    expect(errors).toHaveLength(MAX_ERRORS_LISTED + 1);
    expect(errors[0]).toMatchObject({ field: 'k0', rule: 'additionalProperties' });
    expect(errors.at(-1)).toMatchObject({
      rule: 'too_many_errors',
      message: `and ${80_000 - MAX_ERRORS_LISTED} more errors not listed`,
    });
    expect(JSON.stringify(answer).length).toBeLessThan(10_000);
  });

  it('lists every error when there are few', () => {
    const answer = validatorErrorToEnvelope({
      status: 400,
      errors: [{ path: '/body/a', message: 'is required', errorCode: 'required.openapi.validation' }],
    });
    expect(answer.data?.errors).toEqual([{ field: 'a', rule: 'required', message: 'is required' }]);
  });
});

describe('an 80,000-unknown-key body through the server', () => {
  it('is refused with a short error list', async () => {
    const sim = await startTestSimulator();
    try {
      const body: Record<string, unknown> = { datacenter_uuid: 'dc-eu' };
      for (let i = 0; i < 80_000; i++) body[`k${i}`] = 1;
      const answer = await sim.post('/api/v1/user/getClientGuestToken', body);
      expect(answer.status).toBe(400);
      expect(answer.data.errors.length).toBeLessThanOrEqual(MAX_ERRORS_LISTED + 1);
      expect(JSON.stringify(answer).length).toBeLessThan(10_000);
    } finally {
      await sim.close();
    }
  }, 15_000);
});
