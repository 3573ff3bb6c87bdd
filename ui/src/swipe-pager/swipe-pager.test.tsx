import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dragOffset, pagerTarget, SwipePager } from './SwipePager';

const items = ['Living room', 'Kitchen', 'Bathroom'];

function Pager(props: { defaultIndex?: number; onIndexChange?: (i: number) => void }) {
  return <SwipePager label="Rooms" items={items} renderItem={(item) => <p>{item}</p>} {...props} />;
}

const viewport = () => document.querySelector<HTMLElement>('.sf-swipe-pager__viewport')!;
const shown = () => document.querySelector('[data-current]')?.textContent;
const pointer = (x: number) => ({ pointerId: 1, pointerType: 'touch', button: 0, clientX: x, clientY: 100 });

/** A slow drag of dx px (no velocity escape). */
function drag(dx: number) {
  fireEvent.pointerDown(viewport(), pointer(200));
  act(() => vi.advanceTimersByTime(300));
  fireEvent.pointerMove(viewport(), pointer(200 + dx));
  act(() => vi.advanceTimersByTime(300));
  fireEvent.pointerUp(viewport(), pointer(200 + dx));
}

describe('rules', () => {
  it('a swipe moves one page, never past the ends (no wrap)', () => {
    expect(pagerTarget(0, 3, { kind: 'swipe', direction: 'left' })).toBe(1);
    expect(pagerTarget(1, 3, { kind: 'swipe', direction: 'right' })).toBe(0);
    expect(pagerTarget(0, 3, { kind: 'swipe', direction: 'right' })).toBe(0);
    expect(pagerTarget(2, 3, { kind: 'swipe', direction: 'left' })).toBe(2);
    expect(pagerTarget(1, 3, { kind: 'cancel', direction: null })).toBe(1);
    expect(pagerTarget(1, 3, { kind: 'tap', direction: null })).toBe(1);
  });

  it('drag past the ends meets resistance', () => {
    expect(dragOffset(-50, 1, 3)).toBe(-50);
    expect(dragOffset(100, 0, 3)).toBe(30);
    expect(dragOffset(-100, 2, 3)).toBe(-30);
    expect(dragOffset(-100, 0, 3)).toBe(-100);
  });
});

describe('SwipePager', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a named pager of pages; only the current one is exposed', () => {
    render(<Pager />);
    expect(screen.getByRole('region', { name: 'Rooms' })).toBeTruthy();
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3']);
    expect(shown()).toBe('Living room');
    const hidden = document.querySelectorAll('.sf-swipe-pager__page:not([data-current])');
    expect(Array.from(hidden).every((p) => p.hasAttribute('inert') && p.getAttribute('aria-hidden') === 'true')).toBe(
      true,
    );
  });

  it('previous is disabled on the first page and next on the last', () => {
    render(<Pager />);
    const previous = screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement;
    expect([previous.disabled, next.disabled]).toEqual([true, false]);
    fireEvent.click(next);
    expect(shown()).toBe('Kitchen');
    expect([previous.disabled, next.disabled]).toEqual([false, false]);
    fireEvent.click(next);
    expect(shown()).toBe('Bathroom');
    expect([previous.disabled, next.disabled]).toEqual([false, true]);
    fireEvent.click(previous);
    expect(shown()).toBe('Kitchen');
  });

  it('arrow keys, Home and End move without wrapping', () => {
    render(<Pager />);
    const region = screen.getByRole('region');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shown()).toBe('Living room');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shown()).toBe('Kitchen');
    fireEvent.keyDown(region, { key: 'End' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shown()).toBe('Bathroom');
    fireEvent.keyDown(region, { key: 'Home' });
    expect(shown()).toBe('Living room');
  });

  it('a left swipe of 75 px shows the next page; 74 px snaps back', () => {
    render(<Pager />);
    drag(-74);
    expect(shown()).toBe('Living room');
    drag(-75);
    expect(shown()).toBe('Kitchen');
    drag(80);
    expect(shown()).toBe('Living room');
  });

  it('a swipe past the first or the last page snaps back', () => {
    const onIndexChange = vi.fn();
    render(<Pager onIndexChange={onIndexChange} />);
    drag(120);
    expect(shown()).toBe('Living room');
    fireEvent.keyDown(screen.getByRole('region'), { key: 'End' });
    onIndexChange.mockClear();
    drag(-120);
    expect(shown()).toBe('Bathroom');
    expect(onIndexChange).not.toHaveBeenCalled();
  });

  it('the track follows the finger, with resistance at the ends, and lets go on release', () => {
    render(<Pager />);
    const track = document.querySelector<HTMLElement>('.sf-swipe-pager__track')!;
    fireEvent.pointerDown(viewport(), pointer(200));
    fireEvent.pointerMove(viewport(), pointer(300));
    expect(track.style.getPropertyValue('--sf-pager-drag')).toBe('30px');
    fireEvent.pointerMove(viewport(), pointer(150));
    expect(track.style.getPropertyValue('--sf-pager-drag')).toBe('-50px');
    fireEvent.pointerCancel(viewport(), pointer(150));
    expect(track.style.getPropertyValue('--sf-pager-drag')).toBe('0px');
  });

  it('controlled: shows `index` and asks for changes through onIndexChange', () => {
    function Controlled() {
      const [index, setIndex] = useState(1);
      return (
        <SwipePager
          label="Rooms"
          items={items}
          index={index}
          onIndexChange={setIndex}
          renderItem={(item) => <p>{item}</p>}
        />
      );
    }
    render(<Controlled />);
    expect(shown()).toBe('Kitchen');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(shown()).toBe('Bathroom');
  });

  it('one page: no buttons; no pages: nothing', () => {
    const { rerender, container } = render(
      <SwipePager label="Rooms" items={['Only']} renderItem={(item) => <p>{item}</p>} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<SwipePager label="Rooms" items={[] as string[]} renderItem={(item) => <p>{item}</p>} />);
    expect(container.innerHTML).toBe('');
  });

  it('the index is kept within the items when they shrink', () => {
    const { rerender } = render(
      <SwipePager label="Rooms" items={items} index={2} renderItem={(item) => <p>{item}</p>} />,
    );
    rerender(<SwipePager label="Rooms" items={items.slice(0, 2)} index={2} renderItem={(item) => <p>{item}</p>} />);
    expect(shown()).toBe('Kitchen');
  });
});
