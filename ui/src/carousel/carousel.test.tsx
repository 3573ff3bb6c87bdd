import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferReducedMotion } from '../internal/reduced-motion.testing';
import { Carousel, CAROUSEL_RESUME_MS, CAROUSEL_SLIDE_MS, type CarouselProps } from './Carousel';

const banners = ['Spring', 'Marble', 'Terrazzo', 'Wood look'];

function renderCarousel(props: Partial<CarouselProps<string>> = {}) {
  return render(
    <Carousel
      items={banners}
      label="Promotions"
      renderItem={(item, _index, slide) => <img src={`data:,${item}`} alt={item} loading={slide.loading} />}
      {...props}
    />,
  );
}

const viewport = () => document.querySelector('.sf-carousel__viewport') as HTMLElement;
const track = () => document.querySelector('.sf-carousel__track') as HTMLElement;
const current = () => screen.getByRole('group', { name: /of 4$/ }).getAttribute('aria-label');
const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n}` });
const shown = () => dotsCurrent();
function dotsCurrent() {
  return (
    Array.from(document.querySelectorAll('.sf-carousel__dot')).findIndex(
      (d) => d.getAttribute('aria-current') === 'true',
    ) + 1
  );
}
const touch = (x: number, y = 50) => ({ pointerId: 1, pointerType: 'touch', button: 0, clientX: x, clientY: y });
function drag(from: number, to: number, holdMs = 300) {
  fireEvent.pointerDown(viewport(), touch(from));
  act(() => vi.advanceTimersByTime(holdMs));
  fireEvent.pointerMove(viewport(), touch(to));
  act(() => vi.advanceTimersByTime(holdMs));
  fireEvent.pointerUp(viewport(), touch(to));
}

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is a named carousel region whose slides say "N of M"; only the shown slide is exposed', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = screen
      .getAllByRole('group', { hidden: true })
      .filter((s) => s.getAttribute('aria-roledescription') === 'slide');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    expect(slides[0]?.getAttribute('aria-hidden')).toBeNull();
    for (const hidden of slides.slice(1)) {
      expect(hidden.getAttribute('aria-hidden')).toBe('true');
      expect(hidden.hasAttribute('inert')).toBe(true);
    }
    expect(current()).toBe('1 of 4');
    expect(dot(1).getAttribute('aria-current')).toBe('true');
  });

  it('auto-advances every 3000 ms by default', () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(2999));
    expect(shown()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(2);
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe(3);
  });

  it('takes the interval the home page passes (5000 ms)', () => {
    renderCarousel({ interval: 5000 });
    act(() => vi.advanceTimersByTime(4999));
    expect(shown()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(2);
  });

  it('wraps from the last slide to the first through a copy, then jumps back without animation', () => {
    renderCarousel();
    for (let step = 0; step < 3; step += 1) act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe(4);
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe(1);
    // Sliding onto the copy of slide 1 after slide 4 (track position 5 with the leading copy).
    expect(track().style.getPropertyValue('--sf-carousel-pos')).toBe('5');
    act(() => vi.advanceTimersByTime(CAROUSEL_SLIDE_MS));
    expect(track().style.getPropertyValue('--sf-carousel-pos')).toBe('1');
    expect(track().dataset.animate).toBe('true');
    // …and the rhythm is unchanged by the jump.
    act(() => vi.advanceTimersByTime(3000 - CAROUSEL_SLIDE_MS));
    expect(shown()).toBe(2);
  });

  it('slides with the 1 s transform animation of the slide token', () => {
    renderCarousel();
    expect(track().dataset.animate).toBe('true');
    expect(CAROUSEL_SLIDE_MS).toBe(1000);
  });

  it('a left swipe of 75 px (20% of an unmeasured 375 px) goes to the next slide, a right swipe to the previous (wrapping)', () => {
    renderCarousel();
    drag(300, 300 - 75);
    expect(shown()).toBe(2);
    drag(100, 175);
    expect(shown()).toBe(1);
    drag(100, 175);
    expect(shown()).toBe(4);
  });

  it('a shorter, slow drag snaps back', () => {
    renderCarousel();
    drag(300, 300 - 74);
    expect(shown()).toBe(1);
    expect(track().style.getPropertyValue('--sf-carousel-drag')).toBe('0px');
  });

  it('follows the finger while dragging, without transition', () => {
    renderCarousel();
    fireEvent.pointerDown(viewport(), touch(300));
    fireEvent.pointerMove(viewport(), touch(260));
    expect(track().style.getPropertyValue('--sf-carousel-drag')).toBe('-40px');
    expect(track().dataset.animate).toBe('false');
    fireEvent.pointerUp(viewport(), touch(260));
  });

  it('touch start stops auto-play; it resumes 1500 ms after release', () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.pointerDown(viewport(), touch(300));
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toBe(1);
    fireEvent.pointerMove(viewport(), touch(290));
    fireEvent.pointerUp(viewport(), touch(290));
    act(() => vi.advanceTimersByTime(CAROUSEL_RESUME_MS - 1));
    expect(shown()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(2999));
    expect(shown()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(2);
  });

  it('a new touch within the 1.5 s keeps it stopped', () => {
    renderCarousel();
    drag(300, 290, 0);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.pointerDown(viewport(), touch(300));
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toBe(1);
    fireEvent.pointerUp(viewport(), touch(300));
  });

  it('zero movement is a tap: fires onItemClick for the shown slide and resumes auto-play', () => {
    const onItemClick = vi.fn();
    renderCarousel({ onItemClick });
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerDown(viewport(), touch(200));
    fireEvent.pointerUp(viewport(), touch(200));
    expect(onItemClick).toHaveBeenCalledWith('Marble', 1);
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe(3);
  });

  it('any movement is not a tap', () => {
    const onItemClick = vi.fn();
    renderCarousel({ onItemClick });
    drag(200, 201, 0);
    expect(onItemClick).not.toHaveBeenCalled();
  });

  it('the shown slide is a button for keyboard users; the pointer click after a tap does not fire twice', () => {
    const onItemClick = vi.fn();
    renderCarousel({ onItemClick });
    const button = screen.getByRole('button', { name: 'Spring' });
    fireEvent.click(button, { detail: 0 });
    expect(onItemClick).toHaveBeenCalledWith('Spring', 0);
    fireEvent.click(button, { detail: 1 });
    expect(onItemClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Marble' })).toBeNull();
  });

  it('previous / next buttons, dots and arrow keys move between slides', () => {
    renderCarousel({ autoPlay: false });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toBe(4);
    fireEvent.click(dot(2));
    expect(shown()).toBe(2);
    expect(dot(2).getAttribute('aria-current')).toBe('true');
    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shown()).toBe(3);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shown()).toBe(2);
    expect(current()).toBe('2 of 4');
  });

  it('pauses while focus is inside and resumes when it leaves', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toBe(1);
    act(() => next.blur());
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe(2);
  });

  it('announces slides only when not auto-playing', () => {
    const { rerender } = renderCarousel();
    expect(track().getAttribute('aria-live')).toBe('off');
    rerender(<Carousel items={banners} label="Promotions" autoPlay={false} renderItem={(item) => item} />);
    expect(track().getAttribute('aria-live')).toBe('polite');
  });

  it('autoPlay false never advances', () => {
    renderCarousel({ autoPlay: false });
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toBe(1);
  });

  it('loads the first image eagerly and the others lazily', () => {
    renderCarousel();
    const images = Array.from(document.querySelectorAll('img'));
    const real = images.filter((img) => img.closest('[aria-roledescription="slide"]'));
    expect(real.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
  });

  it('keeps a fixed aspect box, as given', () => {
    renderCarousel({ aspectRatio: '4 / 3' });
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region.style.getPropertyValue('--sf-carousel-ratio')).toBe('4 / 3');
  });

  it('renders nothing with no items', () => {
    const { container } = renderCarousel({ items: [] });
    expect(container.innerHTML).toBe('');
  });

  it('with one item: no auto-play, no dots, no buttons, and a tap still works', () => {
    const onItemClick = vi.fn();
    renderCarousel({ items: ['Only'], onItemClick });
    expect(screen.queryByRole('button', { name: /Go to slide/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('group', { name: '1 of 1' })).toBeTruthy();
    drag(300, 100);
    expect(screen.getByRole('group', { name: '1 of 1' }).getAttribute('aria-hidden')).toBeNull();
    fireEvent.pointerDown(viewport(), touch(200));
    fireEvent.pointerUp(viewport(), touch(200));
    expect(onItemClick).toHaveBeenCalledWith('Only', 0);
  });

  it('reports index changes', () => {
    const onIndexChange = vi.fn();
    renderCarousel({ onIndexChange });
    expect(onIndexChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3000));
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
  });

  it('with reduced motion it jumps back from the copy at once', () => {
    const restore = preferReducedMotion();
    try {
      renderCarousel({ autoPlay: false });
      fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
      expect(track().style.getPropertyValue('--sf-carousel-pos')).toBe('0');
      act(() => vi.advanceTimersByTime(0));
      expect(track().style.getPropertyValue('--sf-carousel-pos')).toBe('4');
    } finally {
      restore();
    }
  });

  it('a visible control pauses and plays the auto-rotation', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    // Focus left on the control would pause it too: move it away, as a tap elsewhere would.
    (document.activeElement as HTMLElement).blur();
    act(() => vi.advanceTimersByTime(20000));
    expect(shown()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    (document.activeElement as HTMLElement).blur();
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe(2);
  });

  it('under reduced motion it does not rotate by itself until asked to play', () => {
    const restore = preferReducedMotion();
    try {
      renderCarousel();
      act(() => vi.advanceTimersByTime(20000));
      expect(shown()).toBe(1);
      expect(screen.getByRole('button', { name: 'Play slides' })).toBeTruthy();
    } finally {
      restore();
    }
  });
});
