import { createHash } from 'node:crypto';

/**
 * The fuzz pass's one source of choices: a small seeded generator (mulberry32), so `--seed N` gives the same
 * requests on every machine. Each operation gets its own stream (seed + operation), so `--only` or a new
 * operation in the contract does not change the requests of the others.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function createRng(seed: number, stream: string): Rng {
  let state = createHash('sha256').update(`${seed}:${stream}`).digest().readUInt32LE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)] as T;
    },
    chance: (p) => next() < p,
  };
}
