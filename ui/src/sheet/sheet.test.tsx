import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickBackdrop, endExitAnimation, mockExitAnimations } from '../internal/overlay/testing';
import { Sheet, shouldDismissSheet } from './Sheet';

function Harness({ onClose = () => {}, initialOpen = false }: { onClose?: () => void; initialOpen?: boolean }) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Share
      </button>
      <Sheet
        open={open}
        title="Share Product Info To"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <button type="button">Copy Link</button>
        <a href="#more">More</a>
      </Sheet>
    </div>
  );
}

const dialog = () => screen.getByRole('dialog');

function mockHeight(element: HTMLElement, height: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({
    height,
    width: 375,
    top: 0,
    left: 0,
    right: 375,
    bottom: height,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
}

function dragBy(element: HTMLElement, dy: number, durationMs: number, target: Element = element) {
  fireEvent.pointerDown(target, { pointerId: 1, clientX: 100, clientY: 100, pointerType: 'touch' });
  const steps = 4;
  for (let i = 1; i <= steps; i++) {
    act(() => vi.advanceTimersByTime(durationMs / steps));
    fireEvent.pointerMove(element, {
      pointerId: 1,
      clientX: 100,
      clientY: 100 + (dy * i) / steps,
      pointerType: 'touch',
    });
  }
  fireEvent.pointerUp(element, { pointerId: 1, clientX: 100, clientY: 100 + dy, pointerType: 'touch' });
}

describe('Sheet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is a modal dialog at the bottom, named by its title', () => {
    render(<Harness initialOpen />);
    expect((dialog() as HTMLDialogElement).open).toBe(true);
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(dialog().dataset.placement).toBe('bottom');
    expect(dialog().getAttribute('aria-labelledby')).toBe(
      screen.getByRole('heading', { name: 'Share Product Info To' }).id,
    );
  });

  it('takes its name from ariaLabel when it has no title', () => {
    render(
      <Sheet open onClose={() => {}} ariaLabel="Filters">
        <p>content</p>
      </Sheet>,
    );
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
  });

  it('opens modally with focus on the sheet itself (or its first control when asked), and returns focus on close', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Share' });
    trigger.focus();
    fireEvent.click(trigger);
    // showModal: the browser keeps Tab inside and makes the page inert.
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(dialog());
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(document.activeElement).toBe(trigger);
    render(
      <Sheet open onClose={() => {}} title="Filter" initialFocus="first">
        <button type="button">Apply</button>
      </Sheet>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Escape, on a tap on the dimmed page and on the handle button', () => {
    const onClose = vi.fn();
    render(
      <Sheet open onClose={onClose} title="T">
        <p>content</p>
      </Sheet>,
    );
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    clickBackdrop(dialog());
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(3);
    fireEvent.click(screen.getByText('content'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('plays its hide animation with data-state="closed", then unmounts when the animation ends', () => {
    mockExitAnimations();
    render(<Harness initialOpen />);
    expect(dialog().dataset.state).toBe('open');
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    const sheet = screen.getByRole('dialog', { hidden: true });
    expect(sheet.dataset.state).toBe('closed');
    act(() => vi.advanceTimersByTime(1000));
    expect(sheet.isConnected).toBe(true);
    endExitAnimation(sheet);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('closes when dragged down more than 30% of its height', () => {
    const onClose = vi.fn();
    render(<Harness initialOpen onClose={onClose} />);
    mockHeight(dialog(), 400);
    dragBy(dialog(), 121, 1000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('snaps back when dragged slowly less than 30%', () => {
    const onClose = vi.fn();
    render(<Harness initialOpen onClose={onClose} />);
    mockHeight(dialog(), 400);
    fireEvent.pointerDown(dialog(), { pointerId: 1, clientY: 100, pointerType: 'mouse', button: 0 });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerMove(dialog(), { pointerId: 1, clientY: 200, pointerType: 'mouse' });
    expect(dialog().style.translate).toBe('0 100px');
    expect(dialog().dataset.dragging).toBe('');
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerUp(dialog(), { pointerId: 1, clientY: 210, pointerType: 'mouse' });
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog().style.translate).toBe('');
    expect(dialog().dataset.dragging).toBeUndefined();
  });

  it('closes on a fast flick down even when short', () => {
    const onClose = vi.fn();
    render(<Harness initialOpen onClose={onClose} />);
    mockHeight(dialog(), 400);
    dragBy(dialog(), 60, 100); // 0.6 px/ms
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not drag upwards, and a drag that ends on the handle does not also press it', () => {
    const onClose = vi.fn();
    render(<Harness initialOpen onClose={onClose} />);
    mockHeight(dialog(), 400);
    dragBy(dialog(), -150, 100);
    expect(dialog().style.translate).toBe('');
    const handle = screen.getByRole('button', { name: 'Close' });
    dragBy(dialog(), 20, 1000, handle);
    fireEvent.click(handle);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(handle);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a press on the dimmed page above it does not drag it', () => {
    const onClose = vi.fn();
    render(<Harness initialOpen onClose={onClose} />);
    vi.spyOn(dialog(), 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 400, width: 375, height: 400 }),
    );
    fireEvent.pointerDown(dialog(), { pointerId: 1, clientX: 100, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerMove(dialog(), { pointerId: 1, clientX: 100, clientY: 300, pointerType: 'touch' });
    expect(dialog().style.translate).toBe('');
    fireEvent.pointerUp(dialog(), { pointerId: 1, clientX: 100, clientY: 300, pointerType: 'touch' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('locks page scroll while open', () => {
    const { rerender } = render(
      <Sheet open onClose={() => {}} title="T">
        <p>content</p>
      </Sheet>,
    );
    expect(document.documentElement.style.overflow).toBe('hidden');
    rerender(
      <Sheet open={false} onClose={() => {}} title="T">
        <p>content</p>
      </Sheet>,
    );
    expect(document.documentElement.style.overflow).toBe('');
  });
});

describe('shouldDismissSheet', () => {
  it('closes past 30% of the height or faster than 0.4 px/ms, never upwards', () => {
    expect(shouldDismissSheet(120, 400, 2000)).toBe(false);
    expect(shouldDismissSheet(121, 400, 2000)).toBe(true);
    expect(shouldDismissSheet(40, 400, 100)).toBe(false);
    expect(shouldDismissSheet(41, 400, 100)).toBe(true);
    expect(shouldDismissSheet(-200, 400, 10)).toBe(false);
  });
});
