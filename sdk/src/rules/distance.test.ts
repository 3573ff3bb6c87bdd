import { describe, expect, it } from 'vitest';
import { distanceText } from './distance.js';

describe('distanceText', () => {
  it('shows metres, grouped in thousands, never kilometres', () => {
    expect(distanceText(2402)).toBe('2,402 m');
    expect(distanceText(12_345_678)).toBe('12,345,678 m');
    expect(distanceText(850)).toBe('850 m');
  });

  it('rounds to whole metres and shows nothing below zero', () => {
    expect(distanceText(999.6)).toBe('1,000 m');
    expect(distanceText(0)).toBe('0 m');
    expect(distanceText(-3)).toBe('0 m');
  });
});
