import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_LOCALE, formatDateIn, formatDateTimeIn, localeOfCountry } from './dates';

describe('the one date format and the one date-time format', () => {
  it('follows the country of the region', () => {
    expect(localeOfCountry('ES')).toBe('en-ES');
    expect(localeOfCountry('US')).toBe('en-US');
    expect(formatDateIn(localeOfCountry('ES'), '2026-11-27')).toBe('27 Nov 2026');
    expect(formatDateIn(localeOfCountry('US'), '2026-11-27')).toBe('Nov 27, 2026');
    expect(formatDateIn(localeOfCountry('AU'), '2026-02-15')).toBe('15 Feb 2026');
  });

  it('falls back to one locale for a country it cannot use', () => {
    expect(localeOfCountry(null)).toBe(FALLBACK_LOCALE);
    expect(localeOfCountry('')).toBe(FALLBACK_LOCALE);
    expect(localeOfCountry('es')).toBe(FALLBACK_LOCALE);
    expect(localeOfCountry('ESP')).toBe(FALLBACK_LOCALE);
  });

  it('reads a calendar date as that very day in every time zone, an instant as the day it fell on', () => {
    // Noon UTC is the same day almost everywhere; the calendar date must not move with the device's zone.
    expect(formatDateIn('en-ES', '2026-01-01')).toBe('1 Jan 2026');
    expect(formatDateIn('en-ES', '2026-11-26T12:00:00.000Z')).toBe('26 Nov 2026');
    expect(formatDateIn('en-ES', Date.UTC(2026, 10, 26, 12))).toBe('26 Nov 2026');
  });

  it('writes a date and a time of day in one format', () => {
    const instant = new Date(2026, 10, 26, 8, 57).toISOString();
    expect(formatDateTimeIn('en-ES', instant)).toBe('26 Nov 2026, 08:57');
    expect(formatDateTimeIn('en-US', instant)).toMatch(/^Nov 26, 2026, 8:57\sAM$/);
  });

  it('shows text that is no date as it came, rather than "Invalid Date"', () => {
    expect(formatDateIn('en-ES', 'soon')).toBe('soon');
    expect(formatDateTimeIn('en-ES', '')).toBe('');
  });
});

describe("the region's locale", () => {
  it("comes from the data-centre list's country of the stored region, after a fallback while the list is asked", async () => {
    vi.resetModules();
    let answer: (value: unknown) => void = () => {};
    const asked = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    vi.doMock('../session/startup', () => ({ dataCenterList: asked }));
    const { setDatacenter } = await import('../session/state');
    const dates = await import('./dates');
    setDatacenter('dc-us');
    expect(dates.formatDate('2026-11-27')).toBe('27 Nov 2026');
    dates.formatDate('2026-11-27');
    expect(asked).toHaveBeenCalledTimes(1);
    answer({
      ok: true,
      data: {
        list: [
          { datacenter_uuid: 'dc-eu', country_code: 'ES' },
          { datacenter_uuid: 'dc-us', country_code: 'US' },
        ],
      },
    });
    await vi.waitFor(() => expect(dates.formatDate('2026-11-27')).toBe('Nov 27, 2026'));
    setDatacenter('dc-eu');
    expect(dates.formatDate('2026-11-27')).toBe('27 Nov 2026');
    vi.doUnmock('../session/startup');
  });
});
