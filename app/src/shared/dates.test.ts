import { describe, expect, it, vi } from 'vitest';

// The formats themselves, in both languages, are tested with the rules (sdk/src/rules/locale.test.ts).
describe('the display locale', () => {
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
    expect(dates.displayLocale()).toBe('en-US');
    expect(dates.formatPrice(1234.5, 'USD')).toBe('$1,234.50');
    setDatacenter('dc-eu');
    expect(dates.formatDate('2026-11-27')).toBe('27 Nov 2026');
    expect(dates.formatDistance(2402)).toBe('2,402 m');
    vi.doUnmock('../session/startup');
  });
});
