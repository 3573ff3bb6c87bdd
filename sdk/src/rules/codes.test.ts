import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, CODE_LIFETIME_MS, CODE_RESEND_SECONDS, resendWaitSeconds, validCodeFormat } from './codes.js';

describe('verification code constants', () => {
  it('match the spec: 59 s countdown, 6 digits, 10 minutes of life', () => {
    expect(CODE_RESEND_SECONDS).toBe(59);
    expect(CODE_LENGTH).toBe(6);
    expect(CODE_LIFETIME_MS).toBe(600_000);
  });
});

describe('validCodeFormat', () => {
  it.each(['000000', '123456', '987650'])('accepts %j', (code) => {
    expect(validCodeFormat(code)).toBe(true);
  });

  it.each(['', '12345', '1234567', '12345a', ' 123456', '12 456', '１２３４５６'])('refuses %j', (code) => {
    expect(validCodeFormat(code)).toBe(false);
  });
});

describe('resendWaitSeconds', () => {
  it('counts down whole seconds, rounding up', () => {
    expect(resendWaitSeconds(0, 0)).toBe(59);
    expect(resendWaitSeconds(0, 500)).toBe(59);
    expect(resendWaitSeconds(0, 1000)).toBe(58);
    expect(resendWaitSeconds(0, 58_001)).toBe(1);
  });

  it('is 0 once the countdown is over', () => {
    expect(resendWaitSeconds(0, 59_000)).toBe(0);
    expect(resendWaitSeconds(0, 3_600_000)).toBe(0);
  });
});
