const formats = new Map<string, Intl.NumberFormat>();

/** A price in the list's currency, as a customer reads it ('€1,234.50'). */
export function formatPrice(amount: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    } catch {
      // An unknown code still shows the amount, with the code beside it.
      return `${amount.toFixed(2)} ${currency}`;
    }
    formats.set(currency, format);
  }
  return format.format(amount);
}
