import { describe, expect, it } from 'vitest';
import { distanceText } from './distance.js';
import {
  DEFAULT_DISPLAY_LOCALE,
  displayLocale,
  formatDateIn,
  formatDateTimeIn,
  formatNumberIn,
  formatPriceIn,
} from './locale.js';
import { formatTimeIn } from './locale.js';

const es = { en: displayLocale('en', 'ES'), zh: displayLocale('zh-CN', 'ES') };
const us = { en: displayLocale('en', 'US'), zh: displayLocale('zh-CN', 'US') };

describe('the display locale', () => {
  it("is the language with its script and the region's country", () => {
    expect(es).toEqual({ en: 'en-ES', zh: 'zh-Hans-ES' });
    expect(us).toEqual({ en: 'en-US', zh: 'zh-Hans-US' });
    expect(displayLocale('zh-Hans', 'AU')).toBe('zh-Hans-AU');
  });

  it('falls back to one country for a country it cannot use', () => {
    for (const country of [null, undefined, '', 'es', 'ESP']) {
      expect(displayLocale('en', country)).toBe(DEFAULT_DISPLAY_LOCALE);
      expect(displayLocale('zh-CN', country)).toBe('zh-Hans-GB');
    }
  });
});

describe('dates', () => {
  it("follow the language and the region's country", () => {
    expect(formatDateIn(es.en, '2026-11-27')).toBe('27 Nov 2026');
    expect(formatDateIn(us.en, '2026-11-27')).toBe('Nov 27, 2026');
    expect(formatDateIn(displayLocale('en', 'AU'), '2026-02-15')).toBe('15 Feb 2026');
    expect(formatDateIn(es.zh, '2026-11-27')).toBe('2026年11月27日');
    expect(formatDateIn(us.zh, '2026-11-27')).toBe('2026年11月27日');
  });

  it('read a calendar date as that very day in every time zone, an instant as the day it fell on', () => {
    // Noon UTC is the same day almost everywhere; the calendar date must not move with the device's zone.
    expect(formatDateIn(es.en, '2026-01-01')).toBe('1 Jan 2026');
    expect(formatDateIn(es.en, '2026-11-26T12:00:00.000Z')).toBe('26 Nov 2026');
    expect(formatDateIn(es.zh, Date.UTC(2026, 10, 26, 12))).toBe('2026年11月26日');
  });

  it('write a date and a time of day in one format', () => {
    const instant = new Date(2026, 10, 26, 8, 57).toISOString();
    expect(formatDateTimeIn(es.en, instant)).toBe('26 Nov 2026, 08:57');
    expect(formatDateTimeIn(us.en, instant)).toMatch(/^Nov 26, 2026, 8:57\sAM$/);
    expect(formatDateTimeIn(es.zh, instant)).toBe('2026年11月26日 08:57');
  });

  it('show text that is no date as it came, rather than "Invalid Date"', () => {
    expect(formatDateIn(es.en, 'soon')).toBe('soon');
    expect(formatDateTimeIn(es.zh, '')).toBe('');
  });
});

describe('times of day', () => {
  it("keep the product's 12-hour clock in English and take Chinese's own clock", () => {
    expect(formatTimeIn(es.en, '18:00')).toBe('6:00 p.m.');
    expect(formatTimeIn(us.en, '00:30')).toBe('12:30 a.m.');
    expect(formatTimeIn(us.en, '12:00:00')).toBe('12:00 p.m.');
    expect(formatTimeIn(es.zh, '18:00')).toBe('18:00');
    expect(formatTimeIn(us.zh, '09:05')).toBe('9:05');
    expect(formatTimeIn(es.zh, '9:00')).toBe('9:00');
  });
});

describe('numbers, prices and distances', () => {
  it("group and mark decimals as the language does, whatever the region (one grouping with the prices')", () => {
    expect(formatNumberIn(us.en, 1234.567)).toBe('1,234.57');
    expect(formatNumberIn(es.en, 1234.5)).toBe('1,234.5');
    expect(formatNumberIn(es.zh, 1234.5)).toBe('1,234.5');
  });

  it('write an ISO currency as the locale does and any other currency text before the amount', () => {
    expect(formatPriceIn(es.en, 1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatPriceIn(us.en, 1234.5, 'USD')).toBe('$1,234.50');
    expect(formatPriceIn(es.zh, 1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatPriceIn(us.zh, 1234.5, 'USD')).toBe('US$1,234.50');
    expect(formatPriceIn(us.en, 2340, 'Ksh')).toBe('Ksh 2,340');
    expect(formatPriceIn(us.zh, 2340.5, 'Ksh')).toBe('Ksh 2,340.5');
  });

  it('show distances in whole metres, never kilometres, in the language', () => {
    expect(distanceText(2402)).toBe('2,402 m');
    expect(distanceText(12_345_678, us.en)).toBe('12,345,678 m');
    expect(distanceText(2402, es.en)).toBe('2,402 m');
    expect(distanceText(2402, es.zh)).toBe('2,402米');
    expect(distanceText(850, us.zh)).toBe('850米');
  });
});
