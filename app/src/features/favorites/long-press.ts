/**
 * A long press on a wish-list item is 1000 ms (docs/product/browsing.md#wish-list); moving the finger further than this
 * cancels it.
 */
export const LONG_PRESS_MS = 1000;
export const LONG_PRESS_MOVE_PX = 10;

export interface Timers {
  set(callback: () => void, ms: number): number;
  clear(handle: number): void;
}

const browserTimers: Timers = {
  set: (callback, ms) => window.setTimeout(callback, ms),
  clear: (handle) => window.clearTimeout(handle),
};

/**
 * Watches one press: `onLongPress` fires once the pointer has stayed down (and still) for LONG_PRESS_MS. After it
 * fired, `consumeClick` says the click that ends the press must be swallowed (it is not a tap).
 */
export function createLongPress(onLongPress: () => void, timers: Timers = browserTimers, ms = LONG_PRESS_MS) {
  let handle: number | null = null;
  let start: { x: number; y: number } | null = null;
  let fired = false;

  const cancel = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
    start = null;
  };

  return {
    down(x: number, y: number) {
      cancel();
      fired = false;
      start = { x, y };
      handle = timers.set(() => {
        handle = null;
        fired = true;
        onLongPress();
      }, ms);
    },
    move(x: number, y: number) {
      if (start && Math.hypot(x - start.x, y - start.y) > LONG_PRESS_MOVE_PX) cancel();
    },
    up: cancel,
    cancel,
    consumeClick(): boolean {
      const was = fired;
      fired = false;
      return was;
    },
  };
}
