/**
 * How every date, time, number, price and distance a customer reads is written: Intl, in one display locale made of
 * the customer's language and the country of their region (its data centre).
 *
 * The language keeps its script and drops its own country: Chinese is 'zh-Hans-ES' for a customer of the Spanish
 * region, not 'zh-CN' (that would say the customer is in China, and Intl would take China's conventions where they
 * differ, such as the first day of the week), nor 'zh-ES' (which leaves the script unsaid). Intl has no data for
 * Chinese in Spain, so it falls back to 'zh-Hans', which is what a Chinese reader expects: 2026年11月27日, 15:30,
 * 2,402米. English keeps the country's own English: '27 Nov 2026' in Spain, 'Nov 27, 2026' in the United States.
 * Values sent to the backend keep the backend's own spelling ('YYYY-MM-DD', 'HH:MM', ISO instants).
 */

/** The region's country before the data-centre list has answered, or when it names none. */
export const FALLBACK_COUNTRY = 'GB';
/** English as written in the fallback country: the locale of a caller that has none. */
export const DEFAULT_DISPLAY_LOCALE = 'en-GB';

/** The language part of a display locale: the language with its script, without the language's own country. */
function languagePart(language: string): string {
  const tag = new Intl.Locale(language);
  if (tag.language !== 'zh') return tag.language;
  return `zh-${tag.script ?? tag.maximize().script ?? 'Hans'}`;
}

/** The display locale of a language ('en', 'zh-CN') in a region's country (ISO 3166 alpha-2, e.g. 'ES'). */
export function displayLocale(language: string, country: string | null | undefined): string {
  const region = country && /^[A-Z]{2}$/.test(country) ? country : FALLBACK_COUNTRY;
  return `${languagePart(language)}-${region}`;
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
/**
 * Numbers, prices and distances are written as the language writes them, without the region's country: Intl's
 * English for Spain groups plain numbers with a dot ('2.402 m', which an English reader takes for two metres) but
 * prices with a comma ('€1,234.50'). One grouping for every number on a screen reads better.
 */
export function numberLocale(locale: string): string {
  return languagePart(new Intl.Locale(locale).toString());
}
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(numberLocale(locale), options));

/** A calendar date without a time of day, as the backend writes a booking date. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date in the locale's medium date format. A calendar date ('2026-11-27') is that day wherever the device is; an
 * instant (ISO text or milliseconds) is the day it fell on in the device's time zone. Text that is neither is
 * shown as it came.
 */
export function formatDateIn(locale: string, value: string | number): string {
  const day = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (day)
    return dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])),
    );
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? String(value) : dateFormat(locale, { dateStyle: 'medium' }).format(instant);
}

/** An instant as date and time of day in the device's time zone; other text is shown as it came. */
export function formatDateTimeIn(locale: string, value: string | number): string {
  const instant = new Date(value);
  return Number.isNaN(instant.getTime())
    ? String(value)
    : dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(instant);
}

/**
 * A time of day the backend writes 'HH:MM' (a store's hours, a booking's slot). English keeps the product's
 * 12-hour clock and its spelling of the halves of the day ('1:30 p.m.', midnight 12:00 a.m.); another language
 * uses its own clock as Intl writes it (Chinese: '13:30'). Text that is no time is shown as it came.
 */
export function formatTimeIn(locale: string, time: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(time);
  if (!match) return time;
  const at = Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2]));
  const english = new Intl.Locale(locale).language === 'en';
  const format = dateFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    ...(english ? { hourCycle: 'h12' as const } : {}),
  });
  if (!english) return format.format(at);
  const half = Number(match[1]) < 12 ? 'a.m.' : 'p.m.';
  return format
    .formatToParts(at)
    .map((part) =>
      part.type === 'dayPeriod' ? half : part.type === 'literal' ? part.value.replace(/\s/g, ' ') : part.value,
    )
    .join('');
}

/** A number as the locale writes it (grouping, decimal sign), with at most `maximumFractionDigits` decimals. */
export function formatNumberIn(locale: string, value: number, maximumFractionDigits = 2): string {
  return numberFormat(locale, { maximumFractionDigits }).format(value);
}

/**
 * A price. An ISO 4217 code ('EUR') is written as the locale writes that currency ('€1,234.50'); any other
 * currency text the backend sends ('Ksh') stands before the amount as it came ('Ksh 1,234.5').
 */
export function formatPriceIn(locale: string, amount: number, currency: string): string {
  if (/^[A-Z]{3}$/.test(currency)) {
    try {
      return numberFormat(locale, { style: 'currency', currency }).format(amount);
    } catch {
      // A code Intl does not know: written like any other currency text below.
    }
  }
  return `${currency} ${formatNumberIn(locale, amount)}`;
}
