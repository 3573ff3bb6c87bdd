import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  classifySwipe,
  DESIGN_WIDTH_PX,
  SWIPE_THRESHOLD_FRACTION,
  useSwipe,
  type SwipeResult,
  type UseSwipeOptions,
} from './useSwipe';

function Surface(props: UseSwipeOptions) {
  const { handlers, dragging } = useSwipe(props);
  return (
    <div data-testid="surface" data-dragging={dragging} {...handlers}>
      <a href="#x">link</a>
    </div>
  );
}

const pointer = (x: number, y = 100, extra: Record<string, unknown> = {}) => ({
  pointerId: 1,
  pointerType: 'touch',
  button: 0,
  clientX: x,
  clientY: y,
  ...extra,
});

describe('classifySwipe', () => {
  it('the threshold is 20% of the width, 375 px when none is given', () => {
    expect(SWIPE_THRESHOLD_FRACTION * DESIGN_WIDTH_PX).toBe(75);
    expect(classifySwipe(-75, 0, 0).kind).toBe('swipe');
    expect(classifySwipe(-74, 0, 0).kind).toBe('cancel');
  });

  it('zero movement is a tap; any movement is not', () => {
    expect(classifySwipe(0, 0, 0).kind).toBe('tap');
    expect(classifySwipe(1, 0, 0).kind).toBe('cancel');
    expect(classifySwipe(0, 1, 0).kind).toBe('cancel');
  });

  it('74 px is too short, 75 px is a swipe; left means next and right means previous', () => {
    expect(classifySwipe(-74, 0, 0).kind).toBe('cancel');
    expect(classifySwipe(-75, 0, 0)).toMatchObject({ kind: 'swipe', direction: 'left' });
    expect(classifySwipe(75, 0, 0)).toMatchObject({ kind: 'swipe', direction: 'right' });
  });

  it('a short fast flick escapes the threshold, but not a jitter or a flick the other way', () => {
    expect(classifySwipe(-30, 0, -0.8)).toMatchObject({ kind: 'swipe', direction: 'left' });
    expect(classifySwipe(-10, 0, -2)).toMatchObject({ kind: 'cancel' });
    expect(classifySwipe(-30, 0, 0.8)).toMatchObject({ kind: 'cancel' });
    expect(classifySwipe(-30, 0, -0.3)).toMatchObject({ kind: 'cancel' });
  });

  it('a mostly vertical drag is never a swipe', () => {
    expect(classifySwipe(-80, 120, -1).kind).toBe('cancel');
  });

  it('thresholds follow the fraction and design width given', () => {
    expect(classifySwipe(-40, 0, 0, { thresholdFraction: 0.1 }).kind).toBe('swipe');
    expect(classifySwipe(-80, 0, 0, { designWidth: 750 }).kind).toBe('cancel');
  });
});

describe('useSwipe', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the threshold is 20% of the element’s own width, measured when the finger goes down', () => {
    const onEnd = vi.fn<(r: SwipeResult) => void>();
    render(<Surface onEnd={onEnd} />);
    const surface = screen.getByTestId('surface');
    // A 200 px wide widget: 40 px is a swipe, 39 px is not (at the 375 px design width both would be).
    vi.spyOn(surface, 'getBoundingClientRect').mockReturnValue({ width: 200, height: 100 } as DOMRect);
    fireEvent.pointerDown(surface, pointer(100));
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerUp(surface, pointer(61));
    fireEvent.pointerDown(surface, pointer(100));
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerUp(surface, pointer(60));
    expect(onEnd.mock.calls.map(([result]) => result.kind)).toEqual(['cancel', 'swipe']);
  });

  it('reports start, every move and the released gesture', () => {
    const onStart = vi.fn();
    const onMove = vi.fn();
    const onEnd = vi.fn<(r: SwipeResult) => void>();
    render(<Surface onStart={onStart} onMove={onMove} onEnd={onEnd} />);
    const surface = screen.getByTestId('surface');
    fireEvent.pointerDown(surface, pointer(300));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(surface.dataset.dragging).toBe('true');
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerMove(surface, pointer(250));
    expect(onMove).toHaveBeenLastCalledWith(-50, 0);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerMove(surface, pointer(200));
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerUp(surface, pointer(200));
    expect(onEnd).toHaveBeenCalledWith(expect.objectContaining({ kind: 'swipe', direction: 'left', dx: -100 }));
    expect(onMove).toHaveBeenLastCalledWith(0, 0);
    expect(surface.dataset.dragging).toBe('false');
  });

  it('captures the pointer once the finger moves, so the gesture continues outside the element', () => {
    render(<Surface />);
    const surface = screen.getByTestId('surface');
    const capture = vi.spyOn(surface, 'setPointerCapture');
    fireEvent.pointerDown(surface, pointer(100, 100, { pointerId: 7 }));
    expect(capture).not.toHaveBeenCalled();
    fireEvent.pointerMove(surface, pointer(90, 100, { pointerId: 7 }));
    expect(capture).toHaveBeenCalledWith(7);
  });

  it('does not capture a tap, so its click reaches the button under the finger', () => {
    render(<Surface />);
    const surface = screen.getByTestId('surface');
    const capture = vi.spyOn(surface, 'setPointerCapture');
    fireEvent.pointerDown(surface, pointer(100, 100, { pointerId: 8 }));
    fireEvent.pointerMove(surface, pointer(102, 101, { pointerId: 8 }));
    fireEvent.pointerUp(surface, pointer(102, 101, { pointerId: 8 }));
    expect(capture).not.toHaveBeenCalled();
  });

  it('a quick 30 px flick (within 100 ms) is a swipe; the same distance slowly is not', () => {
    const onEnd = vi.fn<(r: SwipeResult) => void>();
    render(<Surface onEnd={onEnd} />);
    const surface = screen.getByTestId('surface');
    fireEvent.pointerDown(surface, pointer(200));
    act(() => vi.advanceTimersByTime(40));
    fireEvent.pointerMove(surface, pointer(170));
    fireEvent.pointerUp(surface, pointer(170));
    expect(onEnd).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'swipe', direction: 'left' }));

    fireEvent.pointerDown(surface, pointer(200));
    act(() => vi.advanceTimersByTime(400));
    fireEvent.pointerMove(surface, pointer(185));
    act(() => vi.advanceTimersByTime(400));
    fireEvent.pointerMove(surface, pointer(170));
    act(() => vi.advanceTimersByTime(400));
    fireEvent.pointerUp(surface, pointer(170));
    expect(onEnd).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'cancel' }));
  });

  it('release without movement is a tap, and the click after it goes through', () => {
    const onEnd = vi.fn<(r: SwipeResult) => void>();
    const onClick = vi.fn();
    render(<Surface onEnd={onEnd} />);
    const surface = screen.getByTestId('surface');
    surface.addEventListener('click', onClick);
    fireEvent.pointerDown(surface, pointer(120));
    fireEvent.pointerUp(surface, pointer(120));
    expect(onEnd).toHaveBeenCalledWith(expect.objectContaining({ kind: 'tap' }));
    fireEvent.click(screen.getByText('link'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('swallows the click that follows a drag, so links inside do not open', () => {
    const onClick = vi.fn();
    render(<Surface />);
    const surface = screen.getByTestId('surface');
    surface.addEventListener('click', onClick);
    fireEvent.pointerDown(surface, pointer(120));
    fireEvent.pointerMove(surface, pointer(100));
    fireEvent.pointerUp(surface, pointer(100));
    const click = fireEvent.click(screen.getByText('link'));
    expect(click).toBe(false);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a cancelled pointer (the browser took over to scroll) snaps back', () => {
    const onEnd = vi.fn<(r: SwipeResult) => void>();
    render(<Surface onEnd={onEnd} />);
    const surface = screen.getByTestId('surface');
    fireEvent.pointerDown(surface, pointer(300));
    fireEvent.pointerMove(surface, pointer(150));
    fireEvent.pointerCancel(surface, pointer(150));
    expect(onEnd).toHaveBeenCalledWith(expect.objectContaining({ kind: 'cancel' }));
  });

  it('ignores a second finger, the right mouse button and a disabled surface', () => {
    const onStart = vi.fn();
    const { rerender } = render(<Surface onStart={onStart} />);
    const surface = screen.getByTestId('surface');
    fireEvent.pointerDown(surface, pointer(100, 100, { pointerType: 'mouse', button: 2 }));
    expect(onStart).not.toHaveBeenCalled();
    fireEvent.pointerDown(surface, pointer(100));
    fireEvent.pointerDown(surface, pointer(100, 100, { pointerId: 2 }));
    expect(onStart).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(surface, pointer(100));
    rerender(<Surface onStart={onStart} disabled />);
    fireEvent.pointerDown(surface, pointer(100));
    expect(onStart).toHaveBeenCalledTimes(1);
  });
});
