/*
 * Calendar rules shared by the date-picker sheet and the appointment feature.
 * Months are 1-12; weekdays are Monday first: 0 Monday … 6 Sunday (as strings in allowed-weekday lists).
 */

import { getLocale, m } from '@storefront/sdk/i18n';

/** [year, month 1-12, day] — the date picker's output. */
export type DateTriple = [year: number, month: number, day: number];

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
  /** 0 Monday … 6 Sunday. */
  weekday: number;
  /** 'YYYY-MM-DD'. */
  key: string;
}

export interface SelectableRules {
  /** The first selectable day (its time of day is ignored). */
  today: Date;
  /** Whether a day from `today` on cannot be chosen, asked with its 'YYYY-MM-DD' (e.g. the store's closing days). */
  isDisabled?(date: string): boolean;
}

/** The weekdays, Monday first (0 Monday … 6 Sunday). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The name of a weekday (0 Monday … 6 Sunday) in the page's language: 'Monday' / 'Mon', '星期一' / '周一'. */
export function weekdayName(weekday: number, width: 'long' | 'short' = 'long'): string {
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(getLocale(), { weekday: width }).format(new Date(2024, 0, 1 + weekday));
}

/** A month and its year in the page's language: 'March 2025', '2025年3月'. */
export function monthTitle(year: number, month: number): string {
  return new Intl.DateTimeFormat(getLocale(), { year: 'numeric', month: 'long' }).format(new Date(year, month - 1, 1));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of a year, month (1-12) and day. */
export function dayKey(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Monday-first weekday index of a date: 0 Monday … 6 Sunday. */
export function mondayFirstWeekday(date: Date): number {
  return (date.getDay() + 6) % 7;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(year, month, 0).getDate();
}

/** The month `delta` months away, wrapping across years (December + 1 is January of the next year). */
export function addMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

export function calendarDay(year: number, month: number, day: number): CalendarDay {
  const date = new Date(year, month - 1, day);
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    weekday: mondayFirstWeekday(date),
    key: dayKey(date.getFullYear(), date.getMonth() + 1, date.getDate()),
  };
}

/** The day `delta` days away (normalised across month and year ends). */
export function addDays(day: Pick<CalendarDay, 'year' | 'month' | 'day'>, delta: number): CalendarDay {
  return calendarDay(day.year, day.month, day.day + delta);
}

/**
 * The weeks of a month, Monday to Sunday: each week has 7 slots, null before the first and after the last day.
 */
export function monthGrid(year: number, month: number): (CalendarDay | null)[][] {
  const first = mondayFirstWeekday(new Date(year, month - 1, 1));
  const count = daysInMonth(year, month);
  const slots: (CalendarDay | null)[] = Array.from({ length: first }, () => null);
  for (let day = 1; day <= count; day++) slots.push(calendarDay(year, month, day));
  while (slots.length % 7 !== 0) slots.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < slots.length; i += 7) weeks.push(slots.slice(i, i + 7));
  return weeks;
}

function dayNumber(year: number, month: number, day: number): number {
  return year * 10000 + month * 100 + day;
}

/** Today or later, not excluded, and on an allowed weekday. */
export function isSelectableDay(day: Pick<CalendarDay, 'year' | 'month' | 'day'>, rules: SelectableRules): boolean {
  const { today, isDisabled } = rules;
  const d = calendarDay(day.year, day.month, day.day);
  if (dayNumber(d.year, d.month, d.day) < dayNumber(today.getFullYear(), today.getMonth() + 1, today.getDate()))
    return false;
  return !isDisabled?.(d.key);
}

/** A spoken name of a day, e.g. 'Monday, 3 March 2025', '2025年3月3日星期一': its parts named by Intl. */
export function fullDateName(day: Pick<CalendarDay, 'year' | 'month' | 'day'>): string {
  const date = new Date(day.year, day.month - 1, day.day);
  const format = new Intl.DateTimeFormat(getLocale(), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return m.ui_full_date({ weekday: parts.weekday!, day: parts.day!, month: parts.month!, year: parts.year! });
}

export function toTriple(day: Pick<CalendarDay, 'year' | 'month' | 'day'>): DateTriple {
  return [day.year, day.month, day.day];
}
