import { useState } from 'react';

/**
 * True from the first render where `flag` is true, and from then on: a part loaded on first need stays mounted,
 * so its closing animation still plays and a second opening does not load it again.
 */
export function useLatch(flag: boolean): boolean {
  const [latched, setLatched] = useState(flag);
  if (flag && !latched) setLatched(true);
  return latched || flag;
}
