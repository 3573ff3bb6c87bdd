import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boxesFor,
  evenShares,
  isWallSpace,
  netAreaM2,
  shareOf,
  totalBoxes,
  type BoxSide,
  type BoxSpec,
} from './boxes.js';

const NO_OPENINGS = { door_height: 0, door_width: 0, door_num: 0, window_height: 0, window_width: 0, window_num: 0 };
const floor = (length: number, width: number, extra: Partial<BoxSide> = {}): BoxSide => ({
  side_name: 'Kitchen Floor',
  unit: 1,
  length,
  width,
  ...NO_OPENINGS,
  ...extra,
});
const tile = (width: number, height: number, pcs_box: number): BoxSpec => ({
  width,
  height,
  pcs_box,
  area_box: Math.round((pcs_box * width * height) / 10_000) / 100,
});

/** The rule in plain floating point, to show what exactness saves the customer. */
const naive = (s: BoxSide, t: BoxSpec, share: number) =>
  Math.ceil((s.length * s.width * share) / 100 / (t.pcs_box * (t.width / 1000) * (t.height / 1000)));

describe('boxesFor, named rooms', () => {
  it('a 3 m × 4 m floor of 600×600 tiles, 2 a box (0.72 m²), needs 17 boxes', () => {
    expect(boxesFor(floor(3, 4), tile(600, 600, 2), 100)).toBe(17);
  });

  it('an exact multiple needs exactly that many boxes, where floating point asks one more', () => {
    // 1.2 × 3.6 = 4.32 m² over 1.44 m² boxes is 3; in floating point the quotient is 3.0000000000000004 → 4.
    expect(boxesFor(floor(1.2, 3.6), tile(600, 600, 4), 100)).toBe(3);
    expect(naive(floor(1.2, 3.6), tile(600, 600, 4), 100)).toBe(4);
    expect(boxesFor(floor(0.8, 1.8), tile(600, 600, 4), 100)).toBe(1);
    expect(naive(floor(0.8, 1.8), tile(600, 600, 4), 100)).toBe(2);
    // 7.2 m² of 600×1200 tiles, 2 a box (1.44 m²): floating point happens to land on 5 here; exact must too.
    expect(boxesFor(floor(3.6, 2), tile(600, 1200, 2), 100)).toBe(5);
    expect(boxesFor(floor(0.72, 1), tile(600, 600, 2), 100)).toBe(1);
    expect(boxesFor(floor(2.4, 1.2), tile(600, 600, 4), 100)).toBe(2);
  });

  it('a wall subtracts its door and windows; a floor never does', () => {
    const openings = {
      door_height: 2,
      door_width: 0.9,
      door_num: 1,
      window_height: 1.2,
      window_width: 1,
      window_num: 2,
    };
    const wall = floor(3, 2.5, { side_name: 'Kitchen Wall', ...openings });
    expect(netAreaM2(wall)).toBe(3.3); // 7.5 − 1.8 − 2.4
    // 3.3 m² of 300×600 tiles, 8 a box (1.44 m²): 2.29 → 3; the floor's 7.5 m²: 5.21 → 6.
    expect(boxesFor(wall, tile(300, 600, 8), 100)).toBe(3);
    expect(netAreaM2(floor(3, 2.5, openings))).toBe(7.5);
    expect(boxesFor(floor(3, 2.5, openings), tile(300, 600, 8), 100)).toBe(6);
    expect(boxesFor({ ...wall, side_name: 'WALL' }, tile(300, 600, 8), 100)).toBe(3);
  });

  it("knows a wall by 'wall' in its name, in any case", () => {
    for (const name of ['WALL', 'Kitchen Wall', 'Bathroom wall']) expect(isWallSpace(name)).toBe(true);
    for (const name of ['Living Room Floor', '', null, undefined]) expect(isWallSpace(name)).toBe(false);
  });

  it('openings larger than the wall give 0, never a negative count', () => {
    const wall = floor(2, 2, { side_name: 'Hall Wall', door_height: 2, door_width: 1, door_num: 3 });
    expect(netAreaM2(wall)).toBe(0);
    expect(boxesFor(wall, tile(600, 600, 4), 100)).toBe(0);
  });

  it('is 0 for a spec without area_box, without a spec, or at a 0% share', () => {
    expect(boxesFor(floor(3, 4), { ...tile(600, 600, 2), area_box: 0 }, 100)).toBe(0);
    expect(boxesFor(floor(3, 4), { ...tile(600, 600, 2), area_box: -1 }, 100)).toBe(0);
    expect(boxesFor(floor(3, 4), null, 100)).toBe(0);
    expect(boxesFor(floor(3, 4), tile(600, 600, 2), 0)).toBe(0);
  });

  it('a share takes its part of the area before rounding, each product rounding up on its own', () => {
    // 12 m² at 50% is 6 m²: 6 / 0.72 = 8.33 → 9 for each of two products, 18 against 17 for one.
    expect(boxesFor(floor(3, 4), tile(600, 600, 2), 50)).toBe(9);
  });

  it('reads unit 1 (or "1") as metres and anything else as feet, 1 ft = 0.3048 m', () => {
    // 10 ft × 12 ft = 120 sq ft = 11.1483648 m²; 1.44 m² boxes: 7.74 → 8 (in metres 120 m² would be 84).
    expect(boxesFor(floor(10, 12, { unit: 2 }), tile(600, 600, 4), 100)).toBe(8);
    expect(netAreaM2(floor(10, 12, { unit: '2' }))).toBe(11.15);
    expect(boxesFor(floor(3, 4, { unit: '1' }), tile(600, 600, 2), 100)).toBe(17);
  });

  it('treats negative or non-numeric input as nothing, clamps the share, and reads exponent notation', () => {
    expect(boxesFor(floor(-3, 4), tile(600, 600, 2), 100)).toBe(0);
    expect(boxesFor(floor(Number.NaN, 4), tile(600, 600, 2), 100)).toBe(0);
    expect(boxesFor(floor(Infinity, 4), tile(600, 600, 2), 100)).toBe(0);
    expect(boxesFor(floor(3, 4), tile(600, 600, 2), Number.NaN)).toBe(0);
    expect(boxesFor(floor(3, 4), tile(600, 600, 2), 250)).toBe(17);
    expect(boxesFor(floor(1e-7, 1), tile(600, 600, 2), 100)).toBe(1);
  });
});

// Rooms in whole millimetres, so the reference counts in integer mm² with BigInt and never sees a decimal.
const mm = fc.integer({ min: 0, max: 1_000_000 });
const smallMm = fc.integer({ min: 0, max: 5_000 });
const room = fc.record({
  length: mm,
  width: mm,
  wall: fc.boolean(),
  door: fc.tuple(smallMm, smallMm, fc.integer({ min: 0, max: 5 })),
  window: fc.tuple(smallMm, smallMm, fc.integer({ min: 0, max: 10 })),
});
const spec = fc.record({
  width: fc.integer({ min: 50, max: 3000 }),
  height: fc.integer({ min: 50, max: 3000 }),
  pcs_box: fc.integer({ min: 1, max: 50 }),
});
const share = fc.integer({ min: 0, max: 100 });
/** 100 cut at up to five points: the shares of up to six products. */
const split = fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { maxLength: 5 }).map((cuts) => {
  const points = [0, ...cuts.sort((a, b) => a - b), 100];
  return points.slice(1).map((p, i) => p - points[i]!);
});

type Room = typeof room extends fc.Arbitrary<infer R> ? R : never;
type Spec = typeof spec extends fc.Arbitrary<infer S> ? S : never;

const sideOf = (r: Room, unit: 1 | 2 = 1): BoxSide => ({
  side_name: r.wall ? 'Test Wall' : 'Test Floor',
  unit,
  length: r.length / 1000,
  width: r.width / 1000,
  door_width: r.door[0] / 1000,
  door_height: r.door[1] / 1000,
  door_num: r.door[2],
  window_width: r.window[0] / 1000,
  window_height: r.window[1] / 1000,
  window_num: r.window[2],
});
const specOf = (s: Spec): BoxSpec => ({ ...s, area_box: 1 });
const boxes = (r: Room, s: Spec, pct: number, unit: 1 | 2 = 1) => boxesFor(sideOf(r, unit), specOf(s), pct);

/** Net area in mm², exactly. */
function areaMm2(r: Room): bigint {
  let area = BigInt(r.length) * BigInt(r.width);
  if (r.wall)
    area -=
      BigInt(r.door[0]) * BigInt(r.door[1]) * BigInt(r.door[2]) +
      BigInt(r.window[0]) * BigInt(r.window[1]) * BigInt(r.window[2]);
  return area > 0n ? area : 0n;
}
/** One box in mm², times 100 so the share can stay a whole percent. */
const boxMm2x100 = (s: Spec) => 100n * BigInt(s.pcs_box) * BigInt(s.width) * BigInt(s.height);
const ceilDiv = (top: bigint, bottom: bigint) => Number((top + bottom - 1n) / bottom);
const reference = (r: Room, s: Spec, pct: number) => ceilDiv(areaMm2(r) * BigInt(pct), boxMm2x100(s));

describe('boxesFor, properties', () => {
  it('equals the exact integer reference over random rooms, tiles and shares', () => {
    fc.assert(
      fc.property(room, spec, share, (r, s, pct) => boxes(r, s, pct) === reference(r, s, pct)),
      { numRuns: 5000 },
    );
  });

  it('covers the area with its boxes and one box fewer would not (the meaning of rounding up)', () => {
    fc.assert(
      fc.property(room, spec, share, (r, s, pct) => {
        const count = BigInt(boxes(r, s, pct));
        const needed = areaMm2(r) * BigInt(pct);
        return count * boxMm2x100(s) >= needed && (count === 0n || (count - 1n) * boxMm2x100(s) < needed);
      }),
      { numRuns: 2000 },
    );
  });

  it('never goes negative and never falls when the share or the length grows', () => {
    fc.assert(
      fc.property(room, spec, share, share, fc.integer({ min: 0, max: 100_000 }), (r, s, a, b, more) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return (
          boxes(r, s, low) >= 0 &&
          boxes(r, s, low) <= boxes(r, s, high) &&
          boxes(r, s, high) <= boxes({ ...r, length: r.length + more }, s, high)
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('split between products, each rounds up at most once more than the whole', () => {
    fc.assert(
      fc.property(room, spec, split, (r, s, shares) => {
        const whole = boxes(r, s, 100);
        const parts = totalBoxes(shares.map((pct) => boxes(r, s, pct)));
        return parts >= whole && parts <= whole + shares.length;
      }),
      { numRuns: 2000 },
    );
  });

  it('a room measured in feet needs what the same room converted exactly to metres needs (1 ft = 304.8 mm)', () => {
    fc.assert(
      // Thousandths of a foot × 3048 are tenths of a millimetre, so the area scales by 3048² / 10².
      fc.property(
        room,
        spec,
        share,
        (r, s, pct) =>
          boxes(r, s, pct, 2) === ceilDiv(areaMm2(r) * 3048n * 3048n * BigInt(pct), boxMm2x100(s) * 100n * 1_000_000n),
      ),
      { numRuns: 2000 },
    );
  });

  it('walls whose openings cover them need nothing', () => {
    fc.assert(
      fc.property(room, spec, fc.integer({ min: 1, max: 3 }), (r, s, doors) => {
        const covered = { ...r, wall: true, door: [r.length, r.width, doors] as [number, number, number] };
        return boxes(covered, s, 100) === 0 && netAreaM2(sideOf(covered)) === 0;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('evenShares', () => {
  it('splits 100 into n whole parts that differ by at most one, the first ones larger', () => {
    expect(evenShares(3)).toEqual([34, 33, 33]);
    expect(evenShares(0)).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (n) => {
        const shares = evenShares(n);
        return (
          shares.length === n &&
          totalBoxes(shares) === 100 &&
          Math.max(...shares) - Math.min(...shares) <= 1 &&
          shares.every((x, i) => i === 0 || x <= shares[i - 1]!)
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('shareOf', () => {
  it('takes one number as it is', () => {
    expect(shareOf(50, 0)).toBe(50);
    expect(shareOf(33.5, 3)).toBe(33.5);
  });

  it("takes the element at the product's own position from a list of one per product", () => {
    expect(shareOf([60, 30, 10], 0)).toBe(60);
    expect(shareOf([60, 30, 10], 2)).toBe(10);
  });

  it('applies a list of one element to any position', () => {
    expect(shareOf([40], 0)).toBe(40);
    expect(shareOf([40], 5)).toBe(40);
  });

  it('counts a missing element as no share rather than guessing', () => {
    expect(shareOf([60, 40], 2)).toBe(0);
    expect(shareOf([], 0)).toBe(0);
  });

  it("gives the box rule the product's own share: B's 30 % of 12 m² is 3.6 m², 3 boxes of 1.44 m²", () => {
    expect(boxesFor(floor(4, 3), tile(600, 600, 4), [70, 30], 1)).toBe(3);
    expect(boxesFor(floor(4, 3), tile(600, 600, 4), [70, 30], 0)).toBe(6);
    expect(boxesFor(floor(4, 3), tile(600, 600, 4), 30)).toBe(3);
  });
});
