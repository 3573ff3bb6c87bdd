import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Mask } from './Mask';
import { acquireScrollLock, scrollLockCount } from './usePreventScroll';

const root = () => document.documentElement;

function setPlatform(platform: string, maxTouchPoints = 0) {
  vi.spyOn(navigator, 'platform', 'get').mockReturnValue(platform);
  vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(maxTouchPoints);
}

function touch(type: 'touchstart' | 'touchmove' | 'touchend', target: Element) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe('Mask', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setPlatform('Linux x86_64');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    root().removeAttribute('style');
  });

  it('renders nothing while closed and covers the page while open', () => {
    const { rerender } = render(<Mask open={false} />);
    expect(document.querySelector('.sf-mask')).toBeNull();
    rerender(<Mask open />);
    const mask = document.querySelector<HTMLElement>('.sf-mask');
    expect(mask?.dataset.state).toBe('open');
    expect(mask?.parentElement).toBe(document.body);
  });

  it('fades out with data-state="closed", then unmounts after the 300 ms animation', () => {
    const { rerender } = render(<Mask open />);
    rerender(<Mask open={false} />);
    expect(document.querySelector<HTMLElement>('.sf-mask')?.dataset.state).toBe('closed');
    act(() => vi.advanceTimersByTime(299));
    expect(document.querySelector('.sf-mask')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelector('.sf-mask')).toBeNull();
  });

  it('reports taps on the mask itself, not on its content', () => {
    const onClick = vi.fn();
    render(
      <Mask open onClick={onClick}>
        <p>Waiting...</p>
      </Mask>,
    );
    fireEvent.click(screen.getByText('Waiting...'));
    expect(onClick).not.toHaveBeenCalled();
    fireEvent.click(document.querySelector('.sf-mask')!);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores taps while fading out', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Mask open onClick={onClick} />);
    rerender(<Mask open={false} onClick={onClick} />);
    fireEvent.click(document.querySelector('.sf-mask')!);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('locks page scroll while open and gives the page back when closed', () => {
    root().style.overflow = 'auto';
    const { rerender, unmount } = render(<Mask open />);
    expect(root().style.overflow).toBe('hidden');
    rerender(<Mask open={false} />);
    expect(root().style.overflow).toBe('auto');
    rerender(<Mask open />);
    unmount();
    expect(root().style.overflow).toBe('auto');
    expect(scrollLockCount()).toBe(0);
  });

  it('keeps the scrollbar room so the page does not shift', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    vi.spyOn(root(), 'clientWidth', 'get').mockReturnValue(375);
    render(<Mask open />);
    const style = root().style as CSSStyleDeclaration & { scrollbarGutter?: string };
    if ('scrollbarGutter' in root().style) expect(style.scrollbarGutter).toBe('stable');
    else expect(root().style.paddingRight).toBe('15px');
  });

  it('nests: the page unlocks only when both masks have closed', () => {
    const { rerender } = render(
      <>
        <Mask open />
        <Mask open />
      </>,
    );
    expect(scrollLockCount()).toBe(2);
    rerender(
      <>
        <Mask open />
        <Mask open={false} />
      </>,
    );
    expect(root().style.overflow).toBe('hidden');
    rerender(
      <>
        <Mask open={false} />
        <Mask open={false} />
      </>,
    );
    expect(root().style.overflow).toBe('');
    expect(scrollLockCount()).toBe(0);
  });

  it('a released hold cannot be released twice', () => {
    const first = acquireScrollLock();
    const second = acquireScrollLock();
    first();
    first();
    expect(root().style.overflow).toBe('hidden');
    second();
    expect(root().style.overflow).toBe('');
  });
});

describe('usePreventScroll on iOS Safari', () => {
  beforeEach(() => setPlatform('iPhone', 5));
  afterEach(() => {
    vi.restoreAllMocks();
    root().removeAttribute('style');
  });

  it('cancels touchmove on the page behind the mask (no scroll bleed)', () => {
    render(<Mask open />);
    const mask = document.querySelector('.sf-mask')!;
    touch('touchstart', mask);
    expect(touch('touchmove', mask).defaultPrevented).toBe(true);
    touch('touchend', mask);
  });

  it('lets a scrollable child that can scroll keep scrolling, contained', () => {
    render(
      <Mask open>
        <div data-testid="list" style={{ overflowY: 'auto' }}>
          <p>row</p>
        </div>
      </Mask>,
    );
    const list = screen.getByTestId('list');
    vi.spyOn(list, 'scrollHeight', 'get').mockReturnValue(800);
    vi.spyOn(list, 'clientHeight', 'get').mockReturnValue(200);
    touch('touchstart', screen.getByText('row'));
    expect(list.style.overscrollBehavior).toBe('contain');
    expect(touch('touchmove', screen.getByText('row')).defaultPrevented).toBe(false);
    touch('touchend', screen.getByText('row'));
    expect(list.style.overscrollBehavior).toBe('');
  });

  it('cancels touchmove in a scrollable child with nothing to scroll', () => {
    render(
      <Mask open>
        <div data-testid="list" style={{ overflowY: 'auto' }}>
          <p>row</p>
        </div>
      </Mask>,
    );
    touch('touchstart', screen.getByText('row'));
    expect(touch('touchmove', screen.getByText('row')).defaultPrevented).toBe(true);
  });

  it('stops listening once the last mask closes', () => {
    const { rerender } = render(<Mask open />);
    rerender(<Mask open={false} />);
    const outside = document.createElement('div');
    document.body.append(outside);
    touch('touchstart', outside);
    expect(touch('touchmove', outside).defaultPrevented).toBe(false);
    expect(root().style.overflow).toBe('');
    outside.remove();
  });
});
