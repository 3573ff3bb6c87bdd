/**
 * Store booking rules (docs/product/appointments.md#booking: hourly time slots with wraparound past midnight, closed
 * weekdays and holidays; docs/product/appointments.md#opening-hours: a 12-hour clock). The booking form offers only
 * what these allow, and the simulator refuses what they refuse, with the same messages.
 *
 * Dates and times are calendar values ('YYYY-MM-DD', 'HH:MM'). Where an instant is needed (has a slot passed?),
 * date and time are read as UTC, as the simulator's clock is.
 */

import { m } from '../i18n/index.js';
import { DEFAULT_DISPLAY_LOCALE, formatTimeIn } from './locale.js';

export type RestFlag = 1 | 2;
export const CLOSED: RestFlag = 2;
export const SLOT_MS = 60 * 60 * 1000;
const DAY_MS = 24 * SLOT_MS;

export interface StoreSchedule {
  business_hours_start: string;
  business_hours_end: string;
  is_rest_monday: RestFlag;
  is_rest_tuesday: RestFlag;
  is_rest_wednesday: RestFlag;
  is_rest_thursday: RestFlag;
  is_rest_friday: RestFlag;
  is_rest_saturday: RestFlag;
  is_rest_sunday: RestFlag;
  holiday_list: readonly { start_date: string; end_date: string }[];
}

/**
 * Minutes since midnight of a valid 'HH:MM' or 'HH:MM:SS', else null. Store hours may come with seconds (the
 * backend's spelling is an open question), which are ignored: slots are whole hours.
 */
function minutesOf(hhmm: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Hourly slots from the opening hour (the next whole hour when opening is not on the hour) that end by closing. */
export function timeSlots(openTime: string, closeTime: string): string[] {
  const open = minutesOf(openTime);
  const close = minutesOf(closeTime);
  if (open === null || close === null) return [];
  // Closing at or before opening means after midnight; equal times mean open all day.
  const end = close <= open ? close + 24 * 60 : close;
  const slots: string[] = [];
  for (let start = Math.ceil(open / 60) * 60; start + 60 <= end; start += 60) slots.push(hhmm(start));
  return slots;
}

/**
 * A store's time of day ('13:30') as the customer reads it in a display locale: '1:30 p.m.' in English, '13:30' in
 * Chinese (see formatTimeIn). Without a locale, English.
 */
export function timeText(time: string, locale: string = DEFAULT_DISPLAY_LOCALE): string {
  return formatTimeIn(locale, time);
}

/** A store's opening hours, '9:00 a.m. - 6:00 p.m.' in English. */
export function hoursText(openTime: string, closeTime: string, locale: string = DEFAULT_DISPLAY_LOCALE): string {
  return `${timeText(openTime, locale)} - ${timeText(closeTime, locale)}`;
}

export function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function todayOf(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}

const REST_FIELDS = [
  'is_rest_sunday',
  'is_rest_monday',
  'is_rest_tuesday',
  'is_rest_wednesday',
  'is_rest_thursday',
  'is_rest_friday',
  'is_rest_saturday',
] as const;

/** Every field a store's schedule carries, so a reader of a store from elsewhere can check it has them all. */
export const STORE_SCHEDULE_FIELDS = [
  'business_hours_start',
  'business_hours_end',
  ...REST_FIELDS,
  'holiday_list',
] as const satisfies readonly (keyof StoreSchedule)[];

/** The rest flag of a date's weekday. */
export function restFieldOf(date: string): (typeof REST_FIELDS)[number] {
  return REST_FIELDS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

/** Inside a holiday range, both ends included (ISO dates compare as text). */
export function isHoliday(store: StoreSchedule, date: string): boolean {
  return store.holiday_list.some((h) => h.start_date <= date && date <= h.end_date);
}

export function isClosedDay(store: StoreSchedule, date: string): boolean {
  return store[restFieldOf(date)] === CLOSED || isHoliday(store, date);
}

export function isChoosableDay(store: StoreSchedule, date: string, nowMs: number): boolean {
  return isValidDate(date) && date >= todayOf(nowMs) && !isClosedDay(store, date);
}

export function slotStartMs(date: string, time: string): number {
  return Date.parse(`${date}T${time}:00Z`);
}

/** An unvisited appointment expires once its hour is over. */
export function slotHasPassed(date: string, time: string, nowMs: number): boolean {
  return nowMs >= slotStartMs(date, time) + SLOT_MS;
}

export interface BookingRefusal {
  field: 'select_date' | 'select_time';
  rule: string;
  message: string;
}

/** Why a store refuses a visit at this date and time, or null when it takes it. */
export function bookingRefusal(store: StoreSchedule, date: string, time: string, nowMs: number): BookingRefusal | null {
  if (!isValidDate(date)) return { field: 'select_date', rule: 'date', message: 'must be a date (YYYY-MM-DD)' };
  if (date < todayOf(nowMs)) return { field: 'select_date', rule: 'past_day', message: m.appointment_past_day() };
  if (store[restFieldOf(date)] === CLOSED)
    return { field: 'select_date', rule: 'closed_weekday', message: m.appointment_closed_weekday() };
  if (isHoliday(store, date)) return { field: 'select_date', rule: 'holiday', message: m.appointment_holiday() };
  if (!timeSlots(store.business_hours_start, store.business_hours_end).includes(time))
    return { field: 'select_time', rule: 'outside_hours', message: m.appointment_outside_hours() };
  if (slotStartMs(date, time) <= nowMs)
    return { field: 'select_time', rule: 'past_time', message: m.appointment_past_time() };
  return null;
}

/** How far ahead nextOpenDaySlot looks: a store closed for a whole year has no next opening worth booking. */
export const NEXT_OPEN_DAY_HORIZON_DAYS = 366;

/**
 * The first slot of the first day after the moment's own (UTC) day on which the store is open (not a closed
 * weekday, not a holiday), as epoch ms; null when the store has no slots or is closed for the whole horizon.
 * Being on a later day, the slot has not started at the moment, so bookingRefusal takes it then.
 */
export function nextOpenDaySlot(store: StoreSchedule, afterMs: number): number | null {
  const first = timeSlots(store.business_hours_start, store.business_hours_end)[0];
  if (first === undefined) return null;
  const today = todayOf(afterMs);
  for (let days = 1; days <= NEXT_OPEN_DAY_HORIZON_DAYS; days++) {
    const date = addDays(today, days);
    if (!isClosedDay(store, date)) return slotStartMs(date, first);
  }
  return null;
}

/** How the booking form asks a store's extra question. */
export type QuestionKind = 'single' | 'multi' | 'text';

/**
 * The kind of an appointment question by its type code: 2 single choice, 4 multiple choice, and any other code
 * (1 today, or one a backend adds later) free text, so an unknown code still gets an answerable field.
 */
export function appointmentQuestionKind(type: number): QuestionKind {
  if (type === 2) return 'single';
  if (type === 4) return 'multi';
  return 'text';
}
