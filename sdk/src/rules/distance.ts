import { DEFAULT_DISPLAY_LOCALE, numberLocale } from './locale.js';

/**
 * A store's distance as every screen shows it: the backend answers whole metres and the product shows metres,
 * never kilometres, grouped in thousands so a long way still reads at a glance: '2,402 m' in English (en-GB),
 * '2,402米' in Chinese. The display locale decides grouping and the unit's spelling (see locale.ts).
 */
const formats = new Map<string, Intl.NumberFormat>();

export function distanceText(metres: number, locale: string = DEFAULT_DISPLAY_LOCALE): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(locale), {
      style: 'unit',
      unit: 'meter',
      unitDisplay: 'short',
      maximumFractionDigits: 0,
    });
    formats.set(locale, format);
  }
  return format.format(Math.max(0, Math.round(metres)));
}
