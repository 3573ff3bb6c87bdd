import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_PX, WhenNear } from './WhenNear';

/** A stand-in IntersectionObserver whose callback the test calls, as the browser would when the spot nears the view. */
class FakeObserver {
  static made: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    act(() =>
      this.callback(
        this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        this as never,
      ),
    );
  }
}

describe('WhenNear', () => {
  beforeEach(() => {
    FakeObserver.made = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders nothing of its children until their place nears the viewport, then keeps them', () => {
    render(
      <WhenNear>
        <p>Renderings</p>
      </WhenNear>,
    );
    expect(screen.queryByText('Renderings')).toBeNull();
    const [observer] = FakeObserver.made;
    expect(observer!.options.rootMargin).toBe(`${NEAR_PX}px 0px`);
    observer!.report(false);
    expect(screen.queryByText('Renderings')).toBeNull();
    observer!.report(true);
    expect(screen.getByText('Renderings')).toBeTruthy();
    expect(observer!.disconnected).toBe(true);
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear>
        <p>Renderings</p>
      </WhenNear>,
    );
    expect(screen.getByText('Renderings')).toBeTruthy();
  });
});
