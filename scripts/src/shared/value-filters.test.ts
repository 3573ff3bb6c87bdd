import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate.js';

const MONDAY_8AM = Date.UTC(2026, 10, 23, 8, 0);

describe('conversions in ${name|filter}', () => {
  it('turns numbers into text and back, keeping the type of a whole ${…}', () => {
    const vars = { id: 234, text: '17', list: [1, 2] };
    expect(interpolate({ a: '${id|text}', b: '${text|number}', c: '${list|text}', d: 'n=${id|text}' }, vars)).toEqual({
      a: '234',
      b: 17,
      c: '[1,2]',
      d: 'n=234',
    });
  });

  it('computes dates and times from a moment of the clock', () => {
    const vars = { now: MONDAY_8AM };
    expect(interpolate('${now|plus_days:1|date}', vars)).toBe('2026-11-24');
    expect(interpolate('${now|plus_days:-1|date}', vars)).toBe('2026-11-22');
    expect(interpolate('${now|plus_hours:3|plus_minutes:30|time}', vars)).toBe('11:30');
    expect(interpolate('${now|start_of_day}', vars)).toBe(Date.UTC(2026, 10, 23));
    expect(interpolate('${now|weekday}', vars)).toBe(1);
    expect(interpolate('${now|plus_days:6|weekday}', vars)).toBe(7);
    expect(interpolate('${day|plus_days:1|date}', { day: '2026-12-31' })).toBe('2027-01-01');
  });

  it('names the expression and the known conversions when one is wrong', () => {
    expect(() => interpolate('${now|tomorow}', { now: 1 })).toThrow(
      /\$\{now\|tomorow\}: unknown conversion 'tomorow' \(known: text, number, plus_days/,
    );
    expect(() => interpolate('${now|plus_days}', { now: 1 })).toThrow(/plus_days needs a number after ':'/);
    expect(() => interpolate('${name|number}', { name: 'Ana' })).toThrow(
      /number needs a number or the text of one, got "Ana"/,
    );
    expect(() => interpolate('${name|date}', { name: 'Ana' })).toThrow(/date needs a moment/);
  });

  it('finds the first slot of the next day a saved store is open, by the shared booking rule', () => {
    const open = 1 as const;
    const shop = {
      id: 1,
      business_hours_start: '09:30:00',
      business_hours_end: '18:00',
      is_rest_monday: open,
      is_rest_tuesday: 2 as const,
      is_rest_wednesday: open,
      is_rest_thursday: open,
      is_rest_friday: open,
      is_rest_saturday: open,
      is_rest_sunday: 2 as const,
      holiday_list: [{ start_date: '2026-11-25', end_date: '2026-11-25' }],
    };
    const vars = { now: MONDAY_8AM, shop, list: { stores: [shop] } };
    // Tuesday is a rest day and Wednesday a holiday: Thursday, at the first whole hour after 09:30.
    expect(interpolate('${now|next_open_day:shop|date}', vars)).toBe('2026-11-26');
    expect(interpolate('${now|next_open_day:shop|time}', vars)).toBe('10:00');
    expect(interpolate('${now|next_open_day:list.stores[0]}', vars)).toBe(Date.UTC(2026, 10, 26, 10));
    expect(interpolate('${now|plus_days:3|next_open_day:shop|date}', vars)).toBe('2026-11-27');
  });

  it('names what is wrong with the store argument', () => {
    const vars = { now: MONDAY_8AM, shop: { id: 1, business_hours_start: '09:00' } };
    expect(() => interpolate('${now|next_open_day}', vars)).toThrow(/next_open_day needs a saved store after ':'/);
    expect(() => interpolate('${now|next_open_day:shop}', vars)).toThrow(
      /next_open_day:shop needs a store of getAppointmentStoreList; it lacks business_hours_end, is_rest_sunday, is_rest_monday/,
    );
    expect(() => interpolate('${now|next_open_day:nowhere}', vars)).toThrow(/unknown variable 'nowhere'/);
    const closed = {
      ...Object.fromEntries(
        ['mon', 'tues', 'wednes', 'thurs', 'fri', 'satur', 'sun'].map((d) => [`is_rest_${d}day`, 2]),
      ),
    };
    const shut = { business_hours_start: '09:00', business_hours_end: '18:00', holiday_list: [], ...closed };
    expect(() => interpolate('${now|next_open_day:shut}', { now: MONDAY_8AM, shut })).toThrow(
      /next_open_day:shut finds no open day within 366 days/,
    );
  });
});
