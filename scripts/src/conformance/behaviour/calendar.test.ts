import { rules } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';
import { prepareContract } from '../run.js';
import { CALENDAR_RULES, calendarEdges, calendarSpec } from './calendar.js';

const { contract } = prepareContract();
const op = (id: string) => contract.operations.find((o) => o.operationId === id)!;

/** Open 09:00-19:00, closed on Sundays, a Christmas holiday from the 24th to the 26th. */
const store = {
  id: 1,
  business_hours_start: '09:00',
  business_hours_end: '19:00',
  is_rest_monday: 1,
  is_rest_tuesday: 1,
  is_rest_wednesday: 1,
  is_rest_thursday: 1,
  is_rest_friday: 1,
  is_rest_saturday: 1,
  is_rest_sunday: rules.CLOSED,
  holiday_list: [{ start_date: '2026-12-24', end_date: '2026-12-26' }],
};
/** Thursday 2026-11-26, noon UTC. */
const NOW = Date.parse('2026-11-26T12:00:00Z');

describe('calendar edges (x-calendar)', () => {
  it("reads the booking's rule, schedule source and fields from the contract", () => {
    expect(calendarSpec(contract, op('addAppointment'))).toEqual({
      rule: 'bookingRefusal',
      schedule: { operationId: 'getAppointmentStoreList', path: 'data.list[*]', id: 'level_id' },
      date: 'select_date',
      time: 'select_time',
    });
    expect(calendarSpec(contract, op('getCaseList'))).toBeUndefined();
  });

  it("finds both ends of the holiday range, a closed weekday and the day's first and last slot with the SDK's rule alone", () => {
    const edges = calendarEdges(CALENDAR_RULES.bookingRefusal!, store, NOW).map(
      (e) => `${e.refusal ? `- ${e.refusal.field} ${e.refusal.rule}` : '+'} ${e.date} ${e.time}`,
    );
    expect(edges).toEqual([
      '+ 2026-11-28 09:00',
      '- select_date closed_weekday 2026-11-29 09:00',
      '+ 2026-11-30 09:00',
      '+ 2026-12-23 09:00',
      '- select_date holiday 2026-12-24 09:00',
      '- select_date holiday 2026-12-26 09:00',
      // The 27th is a Sunday: the first open day after the range is the 28th.
      '+ 2026-12-28 09:00',
      '+ 2026-11-28 09:00',
      '+ 2026-11-28 18:00',
      '- select_time outside_hours 2026-11-28 08:00',
      '- select_time outside_hours 2026-11-28 19:00',
    ]);
  });

  it('tries no range edges when none lies ahead (a store open every day, no holidays)', () => {
    const open = { ...store, is_rest_sunday: 1, holiday_list: [] };
    expect(calendarEdges(CALENDAR_RULES.bookingRefusal!, open, NOW).map((e) => e.title)).toEqual([
      'the first time slot 09:00 on 2026-11-28',
      'the last time slot 18:00 on 2026-11-28',
      'the hour before the first slot, 08:00 on 2026-11-28 (outside_hours)',
      'the hour after the last slot, 19:00 on 2026-11-28 (outside_hours)',
    ]);
  });
});
