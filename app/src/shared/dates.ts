import { signal } from '@preact/signals-core';
import { rules } from '@storefront/sdk';
import { api } from '../session/api';
import { dataCenterList } from '../session/startup';
import { datacenterUuid } from '../session/state';

/**
 * Every date and date-time the app shows goes through here: one date format and one date-time format, written
 * the way the country of the customer's region (its data centre) writes them, in English: '26 Nov 2026' in
 * Spain, 'Nov 26, 2026' in the United States. Values sent to the backend keep the backend's own spelling
 * ('YYYY-MM-DD' for a booking date, ISO instants): only what a customer reads is formatted.
 */

/** Until the region's country is known (the data-centre list has not answered yet). */
export const FALLBACK_LOCALE = 'en-GB';
const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
/** A calendar date without a time of day, as the backend writes a booking date. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The app's locale for a country (ISO 3166 alpha-2): English as that country writes it. */
export function localeOfCountry(country: string | null | undefined): string {
  return country && /^[A-Z]{2}$/.test(country) ? `en-${country}` : FALLBACK_LOCALE;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(locale: string, options: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  const key = `${locale}|${options.timeStyle ?? ''}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) });
    formats.set(key, format);
  }
  return format;
}

/**
 * A date in the locale's one date format. A calendar date ('2026-11-27') is that day wherever the device is; an
 * instant (ISO text or milliseconds) is the day it fell on in the device's time zone. Text that is neither is
 * shown as it came.
 */
export function formatDateIn(locale: string, value: string | number): string {
  const day = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (day) return formatOf(locale, DATE, 'UTC').format(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? String(value) : formatOf(locale, DATE).format(instant);
}

/** An instant in the locale's one date-time format, in the device's time zone; other text is shown as it came. */
export function formatDateTimeIn(locale: string, value: string | number): string {
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? String(value) : formatOf(locale, DATE_TIME).format(instant);
}

/** Country codes by data centre, from the data-centre list (shared with start-up and the country pages). */
const countries = signal<Record<string, string> | null>(null);
let asking = false;

function askCountries(): void {
  if (asking) return;
  asking = true;
  void dataCenterList(api).then((result) => {
    asking = false;
    if (!result.ok) return;
    countries.value = Object.fromEntries(
      rules.dataCentresOf(result.data).map((dc) => [dc.datacenter_uuid, dc.country_code]),
    );
  });
}

/**
 * The locale of the customer's region. Read inside a component (useSignals), the component shows the region's
 * format as soon as the data-centre list has answered.
 */
export function regionLocale(): string {
  const known = countries.value;
  if (!known) askCountries();
  return localeOfCountry(known?.[datacenterUuid.value ?? '']);
}

/** A date as the customer's region writes it (see formatDateIn). */
export function formatDate(value: string | number): string {
  return formatDateIn(regionLocale(), value);
}

/** A date and time of day as the customer's region writes them (see formatDateTimeIn). */
export function formatDateTime(value: string | number): string {
  return formatDateTimeIn(regionLocale(), value);
}
