import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  appointmentQuestionKind,
  bookingRefusal,
  CLOSED,
  hoursText,
  isChoosableDay,
  isClosedDay,
  isHoliday,
  isValidDate,
  nextOpenDaySlot,
  NEXT_OPEN_DAY_HORIZON_DAYS,
  restFieldOf,
  SLOT_MS,
  slotHasPassed,
  slotStartMs,
  timeSlots,
  timeText,
  todayOf,
  type StoreSchedule,
} from './booking.js';

const store = (extra: Partial<StoreSchedule> = {}): StoreSchedule => ({
  business_hours_start: '09:00',
  business_hours_end: '18:00',
  is_rest_monday: 1,
  is_rest_tuesday: 1,
  is_rest_wednesday: 1,
  is_rest_thursday: 1,
  is_rest_friday: 1,
  is_rest_saturday: 1,
  is_rest_sunday: 1,
  holiday_list: [],
  ...extra,
});

/** 2026-11-23 is a Monday; the clock stands at 10:30 UTC. */
const NOW = Date.parse('2026-11-23T10:30:00Z');
const DAY_MS = 24 * SLOT_MS;

const pad = (n: number) => String(n).padStart(2, '0');
const hhmmArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${pad(h)}:${pad(m)}`);

/** The inverse of timeText, written independently so the round trip means something. */
function from12Hour(text: string): string {
  const match = /^(\d{1,2}):(\d{2}) (a|p)\.m\.$/.exec(text);
  if (!match) throw new Error(`not a 12-hour time: ${text}`);
  const hour = (Number(match[1]) % 12) + (match[3] === 'p' ? 12 : 0);
  return `${pad(hour)}:${match[2]}`;
}

/** Any store schedule: hours, closed weekdays, holidays in the month after NOW. */
const flag = fc.constantFrom<1 | 2>(1, 2);
const storeArb = fc.record({
  business_hours_start: hhmmArb,
  business_hours_end: hhmmArb,
  is_rest_monday: flag,
  is_rest_tuesday: flag,
  is_rest_wednesday: flag,
  is_rest_thursday: flag,
  is_rest_friday: flag,
  is_rest_saturday: flag,
  is_rest_sunday: flag,
  holiday_list: fc.array(
    fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 5 })).map(([from, len]) => ({
      start_date: addDays('2026-11-23', from),
      end_date: addDays('2026-11-23', from + len),
    })),
    { maxLength: 3 },
  ),
});

describe('timeSlots', () => {
  it('09:00-18:00 has 9 slots, 09:00 to 17:00', () => {
    const slots = timeSlots('09:00', '18:00');
    expect(slots).toHaveLength(9);
    expect(slots[0]).toBe('09:00');
    expect(slots.at(-1)).toBe('17:00');
  });

  it('an opening off the hour starts at the next whole hour', () => {
    expect(timeSlots('09:30', '18:00')[0]).toBe('10:00');
    expect(timeSlots('09:30', '18:00')).toHaveLength(8);
  });

  it('wraps past midnight, in order from opening', () => {
    expect(timeSlots('18:00', '02:00')).toEqual([
      '18:00',
      '19:00',
      '20:00',
      '21:00',
      '22:00',
      '23:00',
      '00:00',
      '01:00',
    ]);
  });

  it('open == close is open all day: 24 slots from the opening hour', () => {
    const slots = timeSlots('22:00', '22:00');
    expect(slots).toHaveLength(24);
    expect(slots[0]).toBe('22:00');
    expect(slots.at(-1)).toBe('21:00');
  });

  it('reads hours with seconds (HH:mm:ss) as the same hours, ignoring the seconds', () => {
    expect(timeSlots('09:00:00', '18:00:00')).toEqual(timeSlots('09:00', '18:00'));
    expect(timeSlots('09:30:59', '18:00')[0]).toBe('10:00');
    expect(timeSlots('18:00:00', '02:00:00')).toEqual(timeSlots('18:00', '02:00'));
  });

  it('malformed times give no slots rather than throwing', () => {
    const malformed = [
      ['9:00', '18:00'],
      ['24:00', '02:00'],
      ['09:60', '18:00'],
      ['', ''],
      ['09:00', 'six'],
      ['09:00:60', '18:00'],
      ['09:00:', '18:00'],
    ];
    for (const [open, close] of malformed) {
      expect(timeSlots(open!, close!)).toEqual([]);
    }
  });

  it('property: every slot is a valid HH:00 and slots are distinct', () => {
    fc.assert(
      fc.property(hhmmArb, hhmmArb, (open, close) => {
        const slots = timeSlots(open, close);
        for (const slot of slots) expect(slot).toMatch(/^([01]\d|2[0-3]):00$/);
        expect(new Set(slots).size).toBe(slots.length);
      }),
      { numRuns: 300 },
    );
  });

  it('property: the count is the whole hours between open (rounded up) and close, with wraparound', () => {
    fc.assert(
      fc.property(hhmmArb, hhmmArb, (open, close) => {
        const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
        const o = toMin(open);
        const c = toMin(close) <= o ? toMin(close) + 1440 : toMin(close);
        expect(timeSlots(open, close)).toHaveLength(Math.max(0, Math.floor((c - Math.ceil(o / 60) * 60) / 60)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('timeText and hoursText', () => {
  it('names midnight, noon and the hours around them', () => {
    expect(timeText('00:00')).toBe('12:00 a.m.');
    expect(timeText('00:30')).toBe('12:30 a.m.');
    expect(timeText('12:00')).toBe('12:00 p.m.');
    expect(timeText('13:00')).toBe('1:00 p.m.');
    expect(timeText('13:30')).toBe('1:30 p.m.');
    expect(timeText('23:59')).toBe('11:59 p.m.');
  });

  it('keeps leading-zero minutes and drops the leading-zero hour', () => {
    expect(timeText('09:05')).toBe('9:05 a.m.');
  });

  it('drops the seconds of HH:mm:ss', () => {
    expect(timeText('13:30:00')).toBe('1:30 p.m.');
    expect(hoursText('09:00:00', '18:00:00')).toBe(hoursText('09:00', '18:00'));
  });

  it('returns malformed input unchanged', () => {
    expect(timeText('25:00')).toBe('25:00');
    expect(timeText('9:00')).toBe('9:00');
  });

  it('shows a range', () => {
    expect(hoursText('09:00', '18:00')).toBe('9:00 a.m. - 6:00 p.m.');
  });

  it('property: round-trips every HH:MM', () => {
    fc.assert(
      fc.property(hhmmArb, (t) => {
        expect(from12Hour(timeText(t))).toBe(t);
      }),
      { numRuns: 500 },
    );
  });
});

describe('dates', () => {
  it('accepts only real calendar dates', () => {
    expect(isValidDate('2026-02-28')).toBe(true);
    expect(isValidDate('2028-02-29')).toBe(true);
    expect(isValidDate('2026-02-30')).toBe(false);
    expect(isValidDate('2026-2-3')).toBe(false);
    expect(isValidDate('')).toBe(false);
  });

  it('adds days across month and year ends, and reads today in UTC', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(todayOf(Date.parse('2026-11-23T23:59:59.999Z'))).toBe('2026-11-23');
  });

  it('names the weekday rest flag', () => {
    expect(restFieldOf('2026-11-23')).toBe('is_rest_monday');
    expect(restFieldOf('2026-11-29')).toBe('is_rest_sunday');
  });
});

describe('closed days', () => {
  it('a closed weekday is closed', () => {
    const s = store({ is_rest_monday: CLOSED });
    expect(isClosedDay(s, '2026-11-23')).toBe(true);
    expect(isClosedDay(s, '2026-11-24')).toBe(false);
  });

  it('a holiday range includes both ends', () => {
    const s = store({ holiday_list: [{ start_date: '2026-12-24', end_date: '2026-12-26' }] });
    expect(isHoliday(s, '2026-12-23')).toBe(false);
    expect(isHoliday(s, '2026-12-24')).toBe(true);
    expect(isHoliday(s, '2026-12-25')).toBe(true);
    expect(isHoliday(s, '2026-12-26')).toBe(true);
    expect(isHoliday(s, '2026-12-27')).toBe(false);
  });

  it('a one-day holiday covers that day only', () => {
    const s = store({ holiday_list: [{ start_date: '2026-12-01', end_date: '2026-12-01' }] });
    expect(isHoliday(s, '2026-12-01')).toBe(true);
    expect(isHoliday(s, '2026-11-30')).toBe(false);
    expect(isHoliday(s, '2026-12-02')).toBe(false);
  });

  it('a day before today, closed, or a holiday cannot be chosen', () => {
    const s = store({ is_rest_sunday: CLOSED, holiday_list: [{ start_date: '2026-12-01', end_date: '2026-12-01' }] });
    expect(isChoosableDay(s, '2026-11-22', NOW)).toBe(false);
    expect(isChoosableDay(s, '2026-11-23', NOW)).toBe(true);
    expect(isChoosableDay(s, '2026-11-29', NOW)).toBe(false);
    expect(isChoosableDay(s, '2026-12-01', NOW)).toBe(false);
    expect(isChoosableDay(s, '2026-12-02', NOW)).toBe(true);
  });
});

describe('bookingRefusal', () => {
  it('refuses an invalid date', () => {
    expect(bookingRefusal(store(), '2026-02-30', '10:00', NOW)).toMatchObject({ field: 'select_date', rule: 'date' });
  });

  it('refuses a past day', () => {
    expect(bookingRefusal(store(), '2026-11-22', '10:00', NOW)).toEqual({
      field: 'select_date',
      rule: 'past_day',
      message: 'This day has passed.',
    });
  });

  it('refuses a closed weekday', () => {
    expect(bookingRefusal(store({ is_rest_monday: CLOSED }), '2026-11-30', '10:00', NOW)).toEqual({
      field: 'select_date',
      rule: 'closed_weekday',
      message: 'The store is closed on this day.',
    });
  });

  it('refuses a holiday, at either end of its range', () => {
    const s = store({ holiday_list: [{ start_date: '2026-12-24', end_date: '2026-12-26' }] });
    const holiday = {
      field: 'select_date',
      rule: 'holiday',
      message: 'The store is closed for a holiday on this day.',
    };
    expect(bookingRefusal(s, '2026-12-24', '10:00', NOW)).toEqual(holiday);
    expect(bookingRefusal(s, '2026-12-26', '10:00', NOW)).toEqual(holiday);
    expect(bookingRefusal(s, '2026-12-27', '10:00', NOW)).toBeNull();
  });

  it('refuses a time outside opening hours, or not on a slot', () => {
    const outside = { field: 'select_time', rule: 'outside_hours', message: 'The store is not open at this time.' };
    expect(bookingRefusal(store(), '2026-11-24', '18:00', NOW)).toEqual(outside);
    expect(bookingRefusal(store(), '2026-11-24', '08:00', NOW)).toEqual(outside);
    expect(bookingRefusal(store(), '2026-11-24', '10:30', NOW)).toEqual(outside);
  });

  it("refuses today's slot once it has started", () => {
    const past = { field: 'select_time', rule: 'past_time', message: 'This time has passed.' };
    expect(bookingRefusal(store(), '2026-11-23', '09:00', NOW)).toEqual(past);
    expect(bookingRefusal(store(), '2026-11-23', '10:00', NOW)).toEqual(past);
    expect(bookingRefusal(store(), '2026-11-23', '11:00', NOW)).toBeNull();
  });

  it('takes a valid booking', () => {
    expect(bookingRefusal(store(), '2026-11-24', '17:00', NOW)).toBeNull();
  });

  it('property: every slot not yet started on a choosable day is taken', () => {
    const nowArb = fc.integer({ min: 0, max: DAY_MS }).map((offset) => NOW - 10 * SLOT_MS + offset);
    fc.assert(
      fc.property(storeArb, fc.integer({ min: 0, max: 30 }), nowArb, (s, dayOffset, now) => {
        const date = addDays(todayOf(now), dayOffset);
        fc.pre(isChoosableDay(s, date, now));
        for (const time of timeSlots(s.business_hours_start, s.business_hours_end)) {
          if (slotStartMs(date, time) > now) expect(bookingRefusal(s, date, time, now)).toBeNull();
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('nextOpenDaySlot', () => {
  it("is tomorrow's opening slot when tomorrow is open, whatever the hour today", () => {
    expect(nextOpenDaySlot(store(), NOW)).toBe(Date.parse('2026-11-24T09:00:00Z'));
    expect(nextOpenDaySlot(store(), Date.parse('2026-11-23T00:00:00Z'))).toBe(Date.parse('2026-11-24T09:00:00Z'));
    expect(nextOpenDaySlot(store(), Date.parse('2026-11-23T23:59:59Z'))).toBe(Date.parse('2026-11-24T09:00:00Z'));
  });

  it('skips closed weekdays and a holiday, and starts at the whole hour after an off-the-hour opening', () => {
    const s = store({
      business_hours_start: '09:30',
      is_rest_tuesday: CLOSED,
      holiday_list: [{ start_date: '2026-11-25', end_date: '2026-11-26' }],
    });
    expect(nextOpenDaySlot(s, NOW)).toBe(Date.parse('2026-11-27T10:00:00Z'));
  });

  it('a store open past midnight opens in the evening of its next open day', () => {
    expect(nextOpenDaySlot(store({ business_hours_start: '18:00', business_hours_end: '02:00' }), NOW)).toBe(
      Date.parse('2026-11-24T18:00:00Z'),
    );
  });

  it('is null for a store without slots or closed every day of the horizon', () => {
    expect(nextOpenDaySlot(store({ business_hours_start: 'noon' }), NOW)).toBeNull();
    const closedAllYear = store({ holiday_list: [{ start_date: '2026-11-24', end_date: '2027-11-24' }] });
    expect(nextOpenDaySlot(closedAllYear, NOW)).toBeNull();
    expect(NEXT_OPEN_DAY_HORIZON_DAYS).toBe(366);
  });

  it('property: the answer is the first slot of a later open day, every day between is closed, and it is bookable', () => {
    const nowArb = fc.integer({ min: 0, max: 3 * DAY_MS }).map((offset) => NOW - DAY_MS + offset);
    fc.assert(
      fc.property(storeArb, nowArb, (s, now) => {
        const slot = nextOpenDaySlot(s, now);
        const slots = timeSlots(s.business_hours_start, s.business_hours_end);
        if (slot === null) {
          const closedEveryDay = Array.from({ length: NEXT_OPEN_DAY_HORIZON_DAYS }, (_, i) =>
            isClosedDay(s, addDays(todayOf(now), i + 1)),
          ).every(Boolean);
          expect(slots.length === 0 || closedEveryDay).toBe(true);
          return;
        }
        const date = todayOf(slot);
        const time = new Date(slot).toISOString().slice(11, 16);
        expect(date > todayOf(now)).toBe(true);
        expect(time).toBe(slots[0]);
        expect(isClosedDay(s, date)).toBe(false);
        for (let day = addDays(todayOf(now), 1); day < date; day = addDays(day, 1))
          expect(isClosedDay(s, day)).toBe(true);
        expect(bookingRefusal(s, date, time, now)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});

describe('expiry', () => {
  it('a slot has passed exactly one hour after it starts, not a millisecond before', () => {
    const start = slotStartMs('2026-11-23', '10:00');
    expect(start).toBe(Date.parse('2026-11-23T10:00:00Z'));
    expect(slotHasPassed('2026-11-23', '10:00', start + SLOT_MS)).toBe(true);
    expect(slotHasPassed('2026-11-23', '10:00', start + SLOT_MS - 1)).toBe(false);
    expect(slotHasPassed('2026-11-23', '10:00', start)).toBe(false);
  });
});

describe('appointmentQuestionKind', () => {
  it('reads 2 as single choice, 4 as multiple choice and every other code as free text', () => {
    expect(appointmentQuestionKind(2)).toBe('single');
    expect(appointmentQuestionKind(4)).toBe('multi');
    for (const other of [0, 1, 3, 5, 7, 99, -1]) expect(appointmentQuestionKind(other)).toBe('text');
  });
});
