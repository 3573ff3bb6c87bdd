import { signal } from '@preact/signals-core';
import { rules } from '@storefront/sdk';
import { getLocale } from '@storefront/sdk/i18n';
import { api } from '../session/api';
import { dataCenterList } from '../session/startup';
import { datacenterUuid } from '../session/state';

/**
 * The one display locale of the app: the customer's language (getLocale) with the country of their region's data
 * centre, as rules.displayLocale makes it ('en-ES', 'zh-Hans-ES'). Every date, date-time, time, number, price and
 * distance a customer reads goes through the functions below, which give it to the Intl rules of the SDK
 * (sdk/src/rules/locale.ts). Values sent to the backend keep the backend's own spelling.
 */

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
 * The display locale. Read inside a component (useSignals), the component shows the region's format as soon as the
 * data-centre list has answered.
 */
export function displayLocale(): string {
  const known = countries.value;
  if (!known) askCountries();
  return rules.displayLocale(getLocale(), known?.[datacenterUuid.value ?? '']);
}

/** A date ('27 Nov 2026', '2026年11月27日'); see rules.formatDateIn. */
export const formatDate = (value: string | number): string => rules.formatDateIn(displayLocale(), value);

/** A date and time of day; see rules.formatDateTimeIn. */
export const formatDateTime = (value: string | number): string => rules.formatDateTimeIn(displayLocale(), value);

/** A store's time of day 'HH:MM' ('1:30 p.m.', '13:30'). */
export const formatTime = (time: string): string => rules.timeText(time, displayLocale());

/** A store's opening hours ('9:00 a.m. - 6:00 p.m.'). */
export const formatHours = (open: string, close: string): string => rules.hoursText(open, close, displayLocale());

/** A count or measure ('1,234.5'). */
export const formatNumber = (value: number): string => rules.formatNumberIn(displayLocale(), value);

/** A price in a currency ('€1,234.50', or 'Ksh 1,234.5' for a currency text that is no ISO code). */
export const formatPrice = (amount: number, currency: string): string =>
  rules.formatPriceIn(displayLocale(), amount, currency);

/** A store's distance in metres ('2,402 m', '2,402米'). */
export const formatDistance = (metres: number): string => rules.distanceText(metres, displayLocale());
