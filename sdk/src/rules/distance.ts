/**
 * A store's distance as every screen shows it: the backend answers whole metres and the product shows metres,
 * never kilometres, grouped in thousands so a long way still reads at a glance ('2,402 m').
 */
const METRES = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

export function distanceText(metres: number): string {
  return `${METRES.format(Math.max(0, Math.round(metres)))} m`;
}
