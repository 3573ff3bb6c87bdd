import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLongPress, LONG_PRESS_MS } from './long-press';

describe('long press', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires after 1000 ms held still, and the click that ends it is swallowed once', () => {
    const fire = vi.fn();
    const press = createLongPress(fire);
    press.down(10, 10);
    vi.advanceTimersByTime(LONG_PRESS_MS - 1);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledTimes(1);
    press.up();
    expect(press.consumeClick()).toBe(true);
    expect(press.consumeClick()).toBe(false);
  });

  it('a short tap does not fire and its click goes through', () => {
    const fire = vi.fn();
    const press = createLongPress(fire);
    press.down(0, 0);
    vi.advanceTimersByTime(400);
    press.up();
    vi.advanceTimersByTime(2000);
    expect(fire).not.toHaveBeenCalled();
    expect(press.consumeClick()).toBe(false);
  });

  it('moving (scrolling) cancels, a small wobble does not', () => {
    const fire = vi.fn();
    const press = createLongPress(fire);
    press.down(0, 0);
    press.move(3, 4);
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(fire).toHaveBeenCalledTimes(1);
    press.down(0, 0);
    press.move(0, 30);
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(fire).toHaveBeenCalledTimes(1);
  });
});
