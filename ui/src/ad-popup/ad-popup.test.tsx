import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickBackdrop, endExitAnimation, mockExitAnimations, pressOpener } from '../internal/overlay/testing';
import { AdPopup, type AdPopupItem } from './AdPopup';

const ads: AdPopupItem[] = [
  { id: 1, title: 'Spring tile festival', img: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
  { id: 2, title: 'New terrazzo collection', img: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
  { id: 3, title: 'Free design consultation', img: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
];

function Demo({
  onView = () => undefined,
  list = ads,
}: {
  onView?: (item: AdPopupItem) => void;
  list?: AdPopupItem[];
}) {
  const [items, setItems] = useState<AdPopupItem[]>([]);
  return (
    <>
      <button type="button" onClick={() => setItems(list)}>
        Load
      </button>
      <AdPopup
        items={items}
        onClose={() => setItems([])}
        onView={(item) => {
          onView(item);
          setItems([]);
        }}
      />
    </>
  );
}

const load = () => pressOpener('Load');
const current = () =>
  screen.getAllByRole('button').find((b) => ads.some((a) => a.title === b.getAttribute('aria-label')))!;
const dots = () => screen.getAllByRole('button', { name: /^Go to ad/ });
const pointer = (x: number) => ({ pointerId: 1, pointerType: 'touch', button: 0, clientX: x, clientY: 100 });

describe('AdPopup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders nothing until it has ads', () => {
    const { container } = render(<AdPopup items={[]} onClose={() => undefined} onView={() => undefined} />);
    expect(container.innerHTML).toBe('');
    expect(document.querySelector('.sf-ad-popup')).toBeNull();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('a named modal dialog; each ad a button named by its title, in a fixed-ratio image box', () => {
    render(<Demo />);
    load();
    const dialog = screen.getByRole('dialog', { name: 'Advertisement' }) as HTMLDialogElement;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.open).toBe(true);
    expect(dialog.dataset.placement).toBe('center');
    expect(current().getAttribute('aria-label')).toBe('Spring tile festival');
    const box = current().querySelector<HTMLElement>('.sf-image')!;
    expect(box.style.aspectRatio).toMatch(/^0\.75( \/ 1)?$/);
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('tapping the ad shown calls onView with it', () => {
    const onView = vi.fn();
    render(<Demo onView={onView} />);
    load();
    fireEvent.click(screen.getByRole('button', { name: 'Next ad' }));
    fireEvent.click(screen.getByRole('button', { name: 'New terrazzo collection' }));
    expect(onView).toHaveBeenCalledWith(ads[1]);
  });

  it('focus starts on Close, and returns to the opener once the exit animation has ended', () => {
    mockExitAnimations();
    render(<Demo />);
    const opener = load();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.dataset.state).toBe('closed');
    // The ads stay on show while it leaves.
    expect(screen.getByRole('button', { name: 'Spring tile festival', hidden: true })).toBeTruthy();
    endExitAnimation(dialog);
    expect(document.querySelector('.sf-ad-popup')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Escape closes', () => {
    mockExitAnimations();
    render(<Demo />);
    load();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { hidden: true }).dataset.state).toBe('closed');
  });

  it('dots: one per ad, the current one marked; a dot shows its ad', () => {
    render(<Demo />);
    load();
    expect(dots().map((d) => d.getAttribute('aria-label'))).toEqual(['Go to ad 1', 'Go to ad 2', 'Go to ad 3']);
    expect(dots().map((d) => d.getAttribute('aria-current'))).toEqual(['true', null, null]);
    fireEvent.click(dots()[2]!);
    expect(current().getAttribute('aria-label')).toBe('Free design consultation');
    expect(dots().map((d) => d.getAttribute('aria-current'))).toEqual([null, null, 'true']);
  });

  it('previous / next buttons, disabled at the ends', () => {
    render(<Demo />);
    load();
    const previous = screen.getByRole('button', { name: 'Previous ad' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next ad' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(current().getAttribute('aria-label')).toBe('Free design consultation');
    expect(next.disabled).toBe(true);
  });

  it('arrow keys move between ads from anywhere in the dialog (Close focused)', () => {
    render(<Demo />);
    load();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(current().getAttribute('aria-label')).toBe('New terrazzo collection');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(current().getAttribute('aria-label')).toBe('Spring tile festival');
    current().focus();
    fireEvent.keyDown(current(), { key: 'ArrowRight' });
    expect(current().getAttribute('aria-label')).toBe('New terrazzo collection');
  });

  it('a swipe moves between ads, and the click after a swipe does not view the ad', () => {
    const onView = vi.fn();
    render(<Demo onView={onView} />);
    load();
    const viewport = document.querySelector<HTMLElement>('.sf-swipe-pager__viewport')!;
    fireEvent.pointerDown(viewport, pointer(250));
    act(() => vi.advanceTimersByTime(300));
    fireEvent.pointerMove(viewport, pointer(150));
    act(() => vi.advanceTimersByTime(300));
    fireEvent.pointerUp(viewport, pointer(150));
    fireEvent.click(current());
    expect(current().getAttribute('aria-label')).toBe('New terrazzo collection');
    expect(onView).not.toHaveBeenCalled();
  });

  it('one ad: no dots and no previous / next', () => {
    render(<Demo list={ads.slice(0, 1)} />);
    load();
    expect(screen.queryAllByRole('button', { name: /^Go to ad/ })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Next ad' })).toBeNull();
  });

  it('a tap on the dimmed page does not close it', () => {
    render(<Demo />);
    load();
    clickBackdrop(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog').dataset.state).toBe('open');
  });
});
