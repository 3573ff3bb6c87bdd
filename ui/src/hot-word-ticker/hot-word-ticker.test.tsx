import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferReducedMotion } from '../internal/reduced-motion.testing';
import { HotWordTicker, shouldRotate, tickerLabel } from './HotWordTicker';

const words = ['Terrazzo', 'Marble', 'Wood look'];
const search = () => screen.getByRole('button', { name: /^Search/ });
const track = () => document.querySelector<HTMLElement>('.sf-hot-word-ticker__track')!;
/** Advances the clock in steps, letting React re-render (and reschedule) between them. */
function advance(ms: number, step = 1000) {
  for (let done = 0; done < ms; done += step) act(() => vi.advanceTimersByTime(Math.min(step, ms - done)));
}
const pos = () => track().style.getPropertyValue('--sf-ticker-pos');

describe('shouldRotate', () => {
  it('only with more than 2 words', () => {
    expect(shouldRotate([])).toBe(false);
    expect(shouldRotate(['a'])).toBe(false);
    expect(shouldRotate(['a', 'b'])).toBe(false);
    expect(shouldRotate(['a', 'b', 'c'])).toBe(true);
  });
});

describe('tickerLabel', () => {
  it('always starts with Search', () => {
    expect(tickerLabel('Terrazzo', 'x')).toBe('Search, suggestion: Terrazzo');
    expect(tickerLabel(null, 'Search for brand info')).toBe('Search for brand info');
    expect(tickerLabel(null, 'Find tiles')).toBe('Search, Find tiles');
  });
});

describe('HotWordTicker', () => {
  beforeEach(() => vi.useFakeTimers());

  it('a visible control pauses and plays the rotation', () => {
    render(<HotWordTicker words={words} onActivate={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause hot words' }));
    advance(20000);
    expect(pos()).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Play hot words' }));
    advance(5000);
    expect(pos()).toBe('1');
  });

  it('under reduced motion the words stay until asked to play', () => {
    const restore = preferReducedMotion();
    try {
      render(<HotWordTicker words={words} onActivate={() => undefined} />);
      advance(20000);
      expect(pos()).toBe('0');
      expect(screen.getByRole('button', { name: 'Play hot words' })).toBeTruthy();
    } finally {
      restore();
    }
  });
  afterEach(() => vi.useRealTimers());

  it('a button named after the word shown', () => {
    render(<HotWordTicker words={words} onActivate={() => undefined} />);
    expect(search().getAttribute('aria-label')).toBe('Search, suggestion: Terrazzo');
  });

  it('advances one word every 5 s', () => {
    render(<HotWordTicker words={words} onActivate={() => undefined} />);
    act(() => vi.advanceTimersByTime(4999));
    expect(search().getAttribute('aria-label')).toBe('Search, suggestion: Terrazzo');
    act(() => vi.advanceTimersByTime(1));
    expect(search().getAttribute('aria-label')).toBe('Search, suggestion: Marble');
    expect(pos()).toBe('1');
    act(() => vi.advanceTimersByTime(5000));
    expect(search().getAttribute('aria-label')).toBe('Search, suggestion: Wood look');
  });

  it('the list is rendered twice and wraps seamlessly: onto the copy of the first word, then on from the real one', () => {
    render(<HotWordTicker words={words} onActivate={() => undefined} />);
    expect(Array.from(track().children).map((c) => c.textContent)).toEqual([...words, ...words]);
    advance(15000);
    expect(pos()).toBe('3');
    expect(track().dataset.animate).toBe('true');
    expect(search().getAttribute('aria-label')).toBe('Search, suggestion: Terrazzo');
    act(() => vi.advanceTimersByTime(5000));
    expect(pos()).toBe('1');
    expect(track().dataset.animate).toBe('true');
    expect(search().getAttribute('aria-label')).toBe('Search, suggestion: Marble');
    advance(10000);
    expect(search().getAttribute('aria-label')).toBe('Search, suggestion: Terrazzo');
  });

  it('the rolling words are hidden from assistive technology; the button name carries the word', () => {
    render(<HotWordTicker words={words} onActivate={() => undefined} />);
    expect(track().closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getAllByRole('button', { name: /^Search/ })).toHaveLength(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('button', { name: 'Search, suggestion: Marble' })).toBeTruthy();
  });

  it('with 2 words or fewer it stays on the first', () => {
    render(<HotWordTicker words={['Terrazzo', 'Mosaic']} onActivate={() => undefined} />);
    advance(30000);
    expect(search().getAttribute('aria-label')).toBe('Search, suggestion: Terrazzo');
    expect(track().children).toHaveLength(1);
  });

  it('follows the interval given', () => {
    render(<HotWordTicker words={words} interval={2000} onActivate={() => undefined} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(search().getAttribute('aria-label')).toBe('Search, suggestion: Marble');
  });

  it('a tap reports the index and word shown at that moment', () => {
    const onActivate = vi.fn();
    render(<HotWordTicker words={words} onActivate={onActivate} />);
    advance(10000);
    fireEvent.click(search());
    expect(onActivate).toHaveBeenLastCalledWith(2, 'Wood look');
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.click(search());
    expect(onActivate).toHaveBeenLastCalledWith(0, 'Terrazzo');
  });

  it('without words it shows the placeholder and a tap reports null, null', () => {
    const onActivate = vi.fn();
    render(<HotWordTicker words={[]} onActivate={onActivate} />);
    expect(search().getAttribute('aria-label')).toBe('Search for brand info');
    expect(screen.getByText('Search for brand info')).toBeTruthy();
    fireEvent.click(search());
    expect(onActivate).toHaveBeenCalledWith(null, null);
  });

  it('pauses while focused and resumes on blur', () => {
    render(<HotWordTicker words={words} onActivate={() => undefined} />);
    fireEvent.focus(search());
    advance(12000);
    expect(search().getAttribute('aria-label')).toBe('Search, suggestion: Terrazzo');
    fireEvent.blur(search());
    act(() => vi.advanceTimersByTime(5000));
    expect(search().getAttribute('aria-label')).toBe('Search, suggestion: Marble');
  });

  it('new words (same array content does not count) restart from the first', () => {
    const { rerender } = render(<HotWordTicker words={words} onActivate={() => undefined} />);
    act(() => vi.advanceTimersByTime(5000));
    rerender(<HotWordTicker words={[...words]} onActivate={() => undefined} />);
    expect(search().getAttribute('aria-label')).toBe('Search, suggestion: Marble');
    rerender(<HotWordTicker words={['Mosaic', 'Slate', 'Onyx']} onActivate={() => undefined} />);
    expect(search().getAttribute('aria-label')).toBe('Search, suggestion: Mosaic');
  });
});
