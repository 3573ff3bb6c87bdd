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
});
