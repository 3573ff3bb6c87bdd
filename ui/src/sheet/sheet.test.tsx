import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sheet, shouldDismissSheet } from './Sheet';
import { useFocusTrap } from './useFocusTrap';

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
const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

function mockHeight(element: HTMLElement, height: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ height, width: 375, top: 0, left: 0, right: 375, bottom: height, x: 0, y: 0, toJSON: () => ({}) });
}

function dragBy(element: HTMLElement, dy: number, durationMs: number, target: Element = element) {
  fireEvent.pointerDown(target, { pointerId: 1, clientX: 100, clientY: 100, pointerType: 'touch' });
  const steps = 4;
  for (let i = 1; i <= steps; i++) {
    act(() => vi.advanceTimersByTime(durationMs / steps));
    fireEvent.pointerMove(element, { pointerId: 1, clientX: 100, clientY: 100 + (dy * i) / steps, pointerType: 'touch' });
  }
  fireEvent.pointerUp(element, { pointerId: 1, clientX: 100, clientY: 100 + dy, pointerType: 'touch' });
}

describe('Sheet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is a modal dialog named by its title', () => {
    render(<Harness initialOpen />);
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(dialog().getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { name: 'Share Product Info To' }).id);
  });

  it('takes its name from ariaLabel when it has no title', () => {
    render(
      <Sheet open onClose={() => {}} ariaLabel="Filters">
        <p>content</p>
      </Sheet>,
    );
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
  });

  it('moves focus in on open, traps Tab and Shift+Tab, and returns focus on close', () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Share' });
    trigger.focus();
    fireEvent.click(trigger);
    expect(document.activeElement).toBe(dialog());
    tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy Link' }));
    tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'More' }));
    tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    tab(true);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'More' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(document.activeElement).toBe(trigger);
  });

  it('pulls focus back when it escapes to the page', () => {
    render(<Harness initialOpen />);
    screen.getByRole('button', { name: 'Share', hidden: true }).focus();
    expect(dialog().contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape, on a mask tap and on the handle button', () => {
    const onClose = vi.fn();
    render(
      <Sheet open onClose={onClose} title="T">
        <p>content</p>
      </Sheet>,
    );
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(document.querySelector('.sf-mask')!);
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('plays a 300 ms hide animation with data-state="closed", then unmounts', () => {
    render(<Harness initialOpen />);
    expect(dialog().dataset.state).toBe('open');
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(dialog().dataset.state).toBe('closed');
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.sf-mask')).toBeNull();
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

function Trap({ active, onEscape, label }: { active: boolean; onEscape?: () => void; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, { active, onEscape });
  return (
    <div ref={ref}>
      <button type="button">{`${label} one`}</button>
      <button type="button" disabled>
        {`${label} disabled`}
      </button>
      <button type="button" tabIndex={-1}>
        {`${label} skipped`}
      </button>
      <button type="button">{`${label} two`}</button>
    </div>
  );
}

describe('useFocusTrap', () => {
  it('skips disabled and tabindex -1 elements', () => {
    render(<Trap active label="a" />);
    expect(document.activeElement).toBe(screen.getByText('a one'));
    tab();
    expect(document.activeElement).toBe(screen.getByText('a two'));
    tab();
    expect(document.activeElement).toBe(screen.getByText('a one'));
  });

  it('stacks: only the newest trap handles Tab and Escape, and focus goes back to the older one', () => {
    const outerEscape = vi.fn();
    const innerEscape = vi.fn();
    const { rerender } = render(
      <>
        <Trap active label="outer" onEscape={outerEscape} />
        <Trap active={false} label="inner" onEscape={innerEscape} />
      </>,
    );
    screen.getByText('outer two').focus();
    rerender(
      <>
        <Trap active label="outer" onEscape={outerEscape} />
        <Trap active label="inner" onEscape={innerEscape} />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByText('inner one'));
    tab(true);
    expect(document.activeElement).toBe(screen.getByText('inner two'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(innerEscape).toHaveBeenCalledTimes(1);
    expect(outerEscape).not.toHaveBeenCalled();
    rerender(
      <>
        <Trap active label="outer" onEscape={outerEscape} />
        <Trap active={false} label="inner" onEscape={innerEscape} />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByText('outer two'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(outerEscape).toHaveBeenCalledTimes(1);
  });
});
