import { useEffect, useState } from 'react';

export type PresenceState = 'open' | 'closed';

/**
 * Reads a duration token (e.g. `--sf-duration-sheet: 300ms`) from the page, so JavaScript waits exactly as long as
 * the CSS animation (0 ms when the user prefers reduced motion). Falls back when the token is not on the page.
 */
export function readDurationMs(token: string, fallbackMs: number): number {
  if (typeof window === 'undefined' || typeof document === 'undefined') return fallbackMs;
  const raw = window.getComputedStyle(document.documentElement).getPropertyValue(token).trim();
  const match = /^(\d*\.?\d+)(ms|s)$/.exec(raw);
  if (!match) return fallbackMs;
  const value = Number(match[1]);
  return match[2] === 's' ? value * 1000 : value;
}

/**
 * Keeps an overlay mounted while its exit animation plays: `state` follows `open` at once (for data-state),
 * `mounted` turns false `exitMs` after closing.
 */
export function usePresence(open: boolean, exitMs: number | (() => number)): { mounted: boolean; state: PresenceState } {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (open || !mounted) return undefined;
    const ms = typeof exitMs === 'function' ? exitMs() : exitMs;
    const timer = setTimeout(() => setMounted(false), ms);
    return () => clearTimeout(timer);
  }, [open, mounted, exitMs]);

  return { mounted: open || mounted, state: open ? 'open' : 'closed' };
}
