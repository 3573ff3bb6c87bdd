import { hashString, nextRandom } from '../state/random.js';

/** A seeded source of numbers for one picture: the same name always draws the same picture. */
export interface Rng {
  /** A number in [0, 1). */
  (): number;
  /** A number in [min, max). */
  range(min: number, max: number): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
}

export function rngOf(key: string): Rng {
  const state = { value: hashString(key) | 0 };
  const next = (() => nextRandom(state)) as Rng;
  next.range = (min, max) => min + (max - min) * next();
  next.int = (min, max) => Math.floor(min + (max - min + 1) * next());
  next.pick = (list) => list[Math.floor(next() * list.length)]!;
  next.chance = (p) => next() < p;
  return next;
}

/** A small whole number from a name, for SVG filter seeds. */
export const seedOf = (key: string, salt = 0) => (hashString(`${key}#${salt}`) % 997) + 1;
