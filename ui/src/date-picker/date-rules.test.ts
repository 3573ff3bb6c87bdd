import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayKey, fullDateName, isSelectableDay, mondayFirstWeekday, monthGrid } from './date-rules';

describe('mondayFirstWeekday', () => {
  it('counts Monday as 0 and Sunday as 6', () => {
    expect(mondayFirstWeekday(new Date(2025, 2, 3))).toBe(0); // Monday 3 March 2025
    expect(mondayFirstWeekday(new Date(2025, 2, 8))).toBe(5); // Saturday
    expect(mondayFirstWeekday(new Date(2025, 2, 9))).toBe(6); // Sunday
  });
});

describe('addMonths', () => {
  it('wraps across years both ways', () => {
    expect(addMonths(2025, 12, 1)).toEqual({ year: 2026, month: 1 });
    expect(addMonths(2025, 1, -1)).toEqual({ year: 2024, month: 12 });
    expect(addMonths(2025, 6, -18)).toEqual({ year: 2023, month: 12 });
    expect(addMonths(2025, 6, 0)).toEqual({ year: 2025, month: 6 });
  });
});

describe('addDays', () => {
  it('crosses month and year ends', () => {
    expect(addDays({ year: 2024, month: 12, day: 31 }, 1).key).toBe('2025-01-01');
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1).key).toBe('2024-02-29');
  });
});

describe('monthGrid', () => {
  it('lays a month out in weeks from Monday to Sunday', () => {
    // March 2025 starts on a Saturday and has 31 days.
    const weeks = monthGrid(2025, 3);
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]!.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(weeks[0]![5]).toMatchObject({ day: 1, weekday: 5, key: '2025-03-01' });
    expect(weeks[0]![6]).toMatchObject({ day: 2, weekday: 6 });
    expect(weeks[1]![0]).toMatchObject({ day: 3, weekday: 0 });
    expect(weeks[5]![0]).toMatchObject({ day: 31 });
    expect(weeks[5]!.slice(1)).toEqual([null, null, null, null, null, null]);
  });

  it('has no empty slots when a month starts on Monday and fills whole weeks', () => {
    // February 2021 starts on a Monday and has 28 days.
    const weeks = monthGrid(2021, 2);
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((slot) => slot !== null)).toBe(true);
  });

  it('knows leap years', () => {
    expect(monthGrid(2024, 2).flat().filter(Boolean)).toHaveLength(29);
    expect(monthGrid(2023, 2).flat().filter(Boolean)).toHaveLength(28);
  });
});

describe('isSelectableDay', () => {
  const today = new Date(2025, 2, 5, 18, 30); // Wednesday 5 March 2025, evening

  it('allows today and later, not earlier days', () => {
    expect(isSelectableDay({ year: 2025, month: 3, day: 4 }, { today })).toBe(false);
    expect(isSelectableDay({ year: 2025, month: 3, day: 5 }, { today })).toBe(true);
    expect(isSelectableDay({ year: 2026, month: 1, day: 1 }, { today })).toBe(true);
    expect(isSelectableDay({ year: 2024, month: 12, day: 31 }, { today })).toBe(false);
  });

  it('refuses the days the predicate disables, asking with each day’s YYYY-MM-DD', () => {
    const asked: string[] = [];
    const rules = { today, isDisabled: (date: string) => (asked.push(date), date === '2025-03-07') };
    expect(isSelectableDay({ year: 2025, month: 3, day: 7 }, rules)).toBe(false);
    expect(isSelectableDay({ year: 2025, month: 3, day: 6 }, rules)).toBe(true);
    expect(asked).toEqual(['2025-03-07', '2025-03-06']);
  });

  it('never offers a day before today, whatever the predicate says', () => {
    expect(isSelectableDay({ year: 2025, month: 3, day: 4 }, { today, isDisabled: () => false })).toBe(false);
  });

  it('allows every day from today on when no predicate is given', () => {
    for (let day = 5; day < 12; day++) expect(isSelectableDay({ year: 2025, month: 3, day }, { today })).toBe(true);
  });
});

describe('names and keys', () => {
  it('pads keys and names days in full', () => {
    expect(dayKey(2025, 3, 7)).toBe('2025-03-07');
    expect(fullDateName({ year: 2025, month: 3, day: 3 })).toBe('Monday, 3 March 2025');
  });
});
