/**
 * The box rule of the tile calculator (docs/product/tools.md#the-box-rule), shared by the app's live subtotals and the
 * simulator, which saves the count on every change:
 *
 *   boxes = ceil(net area × share/100 ÷ (pcs_box × width/1000 × height/1000))
 *
 * net area = length × width, minus doors and windows (height × width × count) when the side is a wall; never below
 * 0. 0 when the spec has no `area_box`.
 *
 * Exact: every input is taken as the decimal it was written as (its shortest decimal text) and the rule is worked
 * out on BigInt fractions with one ceiling at the end. In binary floating point 1.2 m × 3.6 m ÷ 1.44 m² is
 * 3.0000000000000004, which rounds up to a fourth box the customer would pay for.
 *
 * Units: unit 1 means metres. Any other unit means feet, so areas are square feet: 1 ft = 0.3048 m exactly, so
 * 1 sq ft = 0.09290304 m² exactly (= 3048² / 10,000² m²).
 */

/** Bounds the contract and the app both use. The server rejects values beyond them; the rule takes anything and never throws. */
export const DIMENSION_MAX_M = 1000; // metres (or feet) for length, width, door and window sizes
export const OPENING_COUNT_MAX = 100; // doors or windows on one wall
export const SHARE_MAX = 100;

/** Space names with 'wall' in them (any case) are walls: they have openings and their Width is labelled Height. */
export function isWallSpace(sideName: string | null | undefined): boolean {
  return /wall/i.test(sideName ?? '');
}

export interface BoxSide {
  side_name: string;
  /** 1 (or '1') metres; anything else feet. */
  unit: number | string;
  length: number;
  width: number;
  door_height: number;
  door_width: number;
  door_num: number;
  window_height: number;
  window_width: number;
  window_num: number;
}

export interface BoxSpec {
  width: number;
  height: number;
  pcs_box: number;
  area_box: number;
}

/** A fraction of BigInts with a positive denominator. */
interface Fraction {
  n: bigint;
  d: bigint;
}

const ZERO: Fraction = { n: 0n, d: 1n };

/** A finite, non-negative number as the exact decimal it prints as; anything else (NaN, negative) is 0. */
function exact(value: number): Fraction {
  if (!Number.isFinite(value) || value <= 0) return ZERO;
  const [mantissa = '0', exponentText = '0'] = value.toString().toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let n = BigInt(whole + fraction);
  let d = 10n ** BigInt(fraction.length);
  const exponent = Number(exponentText);
  if (exponent > 0) n *= 10n ** BigInt(exponent);
  else if (exponent < 0) d *= 10n ** BigInt(-exponent);
  return { n, d };
}

const mul = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.n, d: a.d * b.d });
const sub = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
const count = (value: number): Fraction => ({
  n: BigInt(Number.isFinite(value) && value > 0 ? Math.floor(value) : 0),
  d: 1n,
});

const isMetres = (unit: number | string) => String(unit).trim() === '1';
/** Square metres in one square unit of the side. */
const SQ_FOOT: Fraction = { n: 3048n * 3048n, d: 10_000n * 10_000n };

/** Net area in the side's own square units (m² or sq ft), exact, never below 0. */
function netArea(side: BoxSide): Fraction {
  let area = mul(exact(side.length), exact(side.width));
  if (isWallSpace(side.side_name)) {
    area = sub(area, mul(mul(exact(side.door_height), exact(side.door_width)), count(side.door_num)));
    area = sub(area, mul(mul(exact(side.window_height), exact(side.window_width)), count(side.window_num)));
  }
  return area.n > 0n ? area : ZERO;
}

const inSquareMetres = (side: BoxSide, area: Fraction) => (isMetres(side.unit) ? area : mul(area, SQ_FOOT));

/**
 * A side product's share in percent from `product_percentage` as a backend may send it: one number, or a list of
 * percentages, one per product of the side in the side's order (A, B, C...), of which the element at the product's
 * own position (0 for A) applies. A list of one element applies whatever the position. A missing element, or
 * anything that is not a finite number, is a share of 0: no boxes are counted from a guess. Which form the backend
 * sends is an open question (docs/backend-questions.md).
 */
export function shareOf(percentage: number | readonly number[], position: number): number {
  const value =
    typeof percentage === 'number' ? percentage : percentage.length === 1 ? percentage[0] : percentage[position];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * Boxes one product needs on one side: ceil(net area × share/100 ÷ (pcs_box × width/1000 × height/1000)); 0 without
 * area_box. Exact. The share is `product_percentage` in either form (shareOf): one number, or one per product of
 * the side, of which the element at `position` (the product's place on the side, 0 for A) applies.
 */
export function boxesFor(
  side: BoxSide,
  spec: BoxSpec | null | undefined,
  sharePercent: number | readonly number[],
  position = 0,
): number {
  if (!spec || !(spec.area_box > 0)) return 0;
  // exact() already makes negatives and NaN 0; only the top needs clamping.
  const share = exact(Math.min(shareOf(sharePercent, position), SHARE_MAX));
  const needed = mul(mul(inSquareMetres(side, netArea(side)), share), { n: 1n, d: 100n });
  // One box covers pcs × width mm × height mm = pcs × w × h / 1,000,000 m².
  const box = mul(mul(count(spec.pcs_box), mul(exact(spec.width), exact(spec.height))), { n: 1n, d: 1_000_000n });
  if (needed.n === 0n || box.n === 0n) return 0;
  // needed ÷ box = (needed.n × box.d) / (needed.d × box.n), rounded up.
  const top = needed.n * box.d;
  const bottom = needed.d * box.n;
  return Number((top + bottom - 1n) / bottom);
}

/** The side's net area in square metres, as a JS number for display (rounded to 2 decimals), never below 0. */
export function netAreaM2(side: BoxSide): number {
  const area = inSquareMetres(side, netArea(side));
  return Number((area.n * 100n + area.d / 2n) / area.d) / 100;
}

/** The default share of each of n products on one side: 100 split evenly, as whole percents, first ones taking the remainder (3 → [34, 33, 33]). n = 0 → []. */
export function evenShares(n: number): number[] {
  const products = Math.floor(n);
  if (!(products > 0)) return [];
  const base = Math.floor(SHARE_MAX / products);
  const extra = SHARE_MAX - base * products;
  return Array.from({ length: products }, (_, i) => base + (i < extra ? 1 : 0));
}

/** Grand total: the sum of box counts. */
export function totalBoxes(counts: readonly number[]): number {
  return counts.reduce((sum, c) => sum + c, 0);
}
