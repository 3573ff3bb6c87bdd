import { describe, expect, it } from 'vitest';
import { UsageError } from '../shared/cli.js';
import { timeBudgetOption } from './cli-options.js';

describe('--time-budget', () => {
  it("takes a whole number of milliseconds, and without it leaves each operation's contract budget", () => {
    expect(timeBudgetOption('250')).toBe(250);
    expect(timeBudgetOption(undefined)).toBeUndefined();
  });

  it('refuses zero, a negative number and text as a usage error', () => {
    for (const bad of ['0', '-5', '1.5', 'fast']) expect(() => timeBudgetOption(bad)).toThrow(UsageError);
    expect(() => timeBudgetOption('fast')).toThrow("--time-budget needs a positive whole number, got 'fast'");
  });
});
