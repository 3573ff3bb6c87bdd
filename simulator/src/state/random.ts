/** A small seeded generator (mulberry32): with seeded faker, the source of the simulator's DATA only (never of a secret). */
export function nextRandom(state: { value: number }): number {
  state.value = (state.value + 0x6d2b79f5) | 0;
  let t = state.value;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

// Tokens, codes and file names are secrets: they come from secrets.ts (node:crypto), never from this generator.

/** A stable 32-bit hash of a string, for deterministic pictures and seeds derived from names. */
export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
