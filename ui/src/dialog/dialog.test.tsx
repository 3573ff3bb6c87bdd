import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, ToastViewport } from '../toast';
import { Dialog, type DialogProps } from './Dialog';
import { clickBackdrop, endExitAnimation, mockExitAnimations, pressOpener } from '../internal/overlay/testing';
import { acquireScrollLock, isAnimating, scrollLockCount } from '../internal/overlay';

const root = () => document.documentElement;
const dialog = () => screen.getByRole('dialog') as HTMLDialogElement;
const escape = (target: Element = document.activeElement ?? document.body) =>
  fireEvent.keyDown(target, { key: 'Escape' });

/** A page with an opener button and a dialog it controls. */
function Demo({ children, onExited, ...props }: Partial<DialogProps> & { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog aria-label="Filters" {...props} open={open} onClose={() => setOpen(false)} onExited={onExited}>
        {children ?? (
          <>
            <button type="button">First</button>
            <button type="button">Second</button>
          </>
        )}
      </Dialog>
    </>
  );
}

const openDemo = () => pressOpener('Open');

describe('Dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders nothing while closed; opens as a modal <dialog> (showModal) in the body', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Demo />);
    expect(screen.queryByRole('dialog')).toBeNull();
    openDemo();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog().tagName).toBe('DIALOG');
    expect(dialog().open).toBe(true);
    expect(dialog().parentElement).toBe(document.body);
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(dialog().dataset.state).toBe('open');
    expect(dialog().dataset.placement).toBe('center');
    expect(dialog().className).toBe('sf-dialog');
  });

  it('is named, and can be an alertdialog', () => {
    render(
      <Dialog
        open
        onClose={() => undefined}
        role="alertdialog"
        aria-labelledby="t"
        placement="bottom"
        className="sf-extra"
      >
        <h2 id="t">Login failed</h2>
      </Dialog>,
    );
    const box = screen.getByRole('alertdialog', { name: 'Login failed' });
    expect(box.dataset.placement).toBe('bottom');
    expect(box.className).toBe('sf-dialog sf-extra');
  });

  it('focus goes to the first tab stop (skipping disabled and tabindex -1), the dialog itself, or a given element', () => {
    const { unmount } = render(
      <Dialog open onClose={() => undefined} aria-label="A">
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button" tabIndex={-1}>
          Skipped
        </button>
        <a href="#x">Link</a>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Link' }));
    unmount();
    const { unmount: unmount2 } = render(
      <Dialog open onClose={() => undefined} aria-label="B" initialFocus="container">
        <button type="button">Inside</button>
      </Dialog>,
    );
    expect(document.activeElement).toBe(dialog());
    unmount2();
    function WithRef() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Dialog open onClose={() => undefined} aria-label="C" initialFocus={ref}>
          <button type="button">One</button>
          <button ref={ref} type="button">
            Two
          </button>
        </Dialog>
      );
    }
    render(<WithRef />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Two' }));
  });

  it('Escape asks to close (the native cancel is prevented); the page is given back at once, the dialog unmounts on animationend', () => {
    mockExitAnimations();
    const onExited = vi.fn();
    render(<Demo onExited={onExited} />);
    const opener = openDemo();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    const box = dialog();
    escape();
    expect(box.dataset.state).toBe('closed');
    // No longer modal: focus is back on the opener while the exit animation plays.
    expect(box.open).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(box.isConnected).toBe(true);
    expect(onExited).not.toHaveBeenCalled();
    // Escape again while it leaves: nothing more happens.
    escape();
    expect(box.isConnected).toBe(true);
    endExitAnimation(box);
    expect(box.isConnected).toBe(false);
    expect(onExited).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it('while leaving it stays in the top layer as a manual popover, with its backdrop; opened again, it is modal again', () => {
    mockExitAnimations();
    const shown = new Set<Element>();
    const showPopover = vi.fn(function (this: HTMLElement) {
      shown.add(this);
    });
    const hidePopover = vi.fn(function (this: HTMLElement) {
      shown.delete(this);
    });
    Object.defineProperty(HTMLElement.prototype, 'showPopover', { configurable: true, value: showPopover });
    Object.defineProperty(HTMLElement.prototype, 'hidePopover', { configurable: true, value: hidePopover });
    try {
      const { rerender } = render(<Dialog open onClose={() => undefined} aria-label="A" />);
      const box = dialog();
      expect(box.hasAttribute('popover')).toBe(false);
      rerender(<Dialog open={false} onClose={() => undefined} aria-label="A" />);
      expect(box.open).toBe(false);
      expect(box.getAttribute('popover')).toBe('manual');
      expect(shown.has(box)).toBe(true);
      // Nothing in a leaving dialog takes focus or clicks.
      expect(box.inert).toBe(true);
      rerender(<Dialog open onClose={() => undefined} aria-label="A" />);
      expect(shown.has(box)).toBe(false);
      expect(box.hasAttribute('popover')).toBe(false);
      expect(box.inert).toBe(false);
      expect(box.open).toBe(true);
      rerender(<Dialog open={false} onClose={() => undefined} aria-label="A" />);
      expect(shown.has(box)).toBe(true);
      endExitAnimation(box);
      expect(shown.has(box)).toBe(false);
      expect(box.isConnected).toBe(false);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover;
      delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
    }
  });

  it('without an animation (reduced motion, no stylesheet) it closes and unmounts at once', () => {
    const onExited = vi.fn();
    render(<Demo onExited={onExited} />);
    const opener = openDemo();
    escape();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onExited).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it('the end of a child animation or of the ::backdrop fade does not end it', () => {
    mockExitAnimations();
    render(<Demo />);
    openDemo();
    const box = dialog();
    escape();
    fireEvent.animationEnd(screen.getByRole('button', { name: 'First', hidden: true }));
    fireEvent.animationEnd(box, { pseudoElement: '::backdrop' });
    // The enter animation cut short while the exit animation runs.
    fireEvent(box, new Event('animationcancel'));
    expect(box.isConnected).toBe(true);
    endExitAnimation(box);
    expect(box.isConnected).toBe(false);
  });

  it('opened again while leaving, it stays', () => {
    mockExitAnimations();
    const { rerender } = render(<Dialog open onClose={() => undefined} aria-label="A" />);
    const box = dialog();
    rerender(<Dialog open={false} onClose={() => undefined} aria-label="A" />);
    expect(box.dataset.state).toBe('closed');
    rerender(<Dialog open onClose={() => undefined} aria-label="A" />);
    expect(box.dataset.state).toBe('open');
    fireEvent.animationEnd(box);
    expect(box.isConnected).toBe(true);
    expect(box.open).toBe(true);
  });

  it('closeOnBackdrop: a tap on the dimmed page asks to close; a tap in the box or on its content does not', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog open onClose={onClose} aria-label="A">
        <p>content</p>
      </Dialog>,
    );
    clickBackdrop(dialog());
    expect(onClose).not.toHaveBeenCalled();
    rerender(
      <Dialog open onClose={onClose} aria-label="A" closeOnBackdrop>
        <p>content</p>
      </Dialog>,
    );
    vi.spyOn(dialog(), 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 20, y: 300, width: 300, height: 200 }),
    );
    fireEvent.click(dialog(), { clientX: 100, clientY: 400 });
    fireEvent.click(screen.getByText('content'), { clientX: 1, clientY: 1 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog(), { clientX: 100, clientY: 100 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('nested in the React tree, Escape closes only the newest', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    const page = (innerOpen: boolean) => (
      <Dialog open onClose={outer} aria-label="Outer">
        <Dialog open={innerOpen} onClose={inner} aria-label="Inner">
          <button type="button">Inside</button>
        </Dialog>
      </Dialog>
    );
    const { rerender } = render(page(false));
    rerender(page(true));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inside' }));
    escape();
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('a close by the browser itself (an Escape it would not let wait) is reported as onClose', () => {
    const onClose = vi.fn();
    render(<Dialog open onClose={onClose} aria-label="A" />);
    act(() => dialog().close());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a Dialog unmounted while open gives focus back and the page scroll', () => {
    function Page({ show }: { show: boolean }) {
      return (
        <>
          <button type="button">Opener</button>
          {show && <Dialog open onClose={() => undefined} aria-label="A" />}
        </>
      );
    }
    const { rerender } = render(<Page show={false} />);
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    rerender(<Page show />);
    expect(document.activeElement).toBe(dialog());
    rerender(<Page show={false} />);
    expect(document.activeElement).toBe(opener);
    expect(scrollLockCount()).toBe(0);
  });

  it('a dialog opened from one that is leaving returns focus where that one would have', () => {
    mockExitAnimations();
    function Queue() {
      const [step, setStep] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setStep(1)}>
            Start
          </button>
          <Dialog open={step === 2} onClose={() => setStep(3)} aria-label="Two">
            <button type="button">Inside two</button>
          </Dialog>
          <Dialog open={step === 1} onClose={() => undefined} aria-label="One">
            <button type="button" onClick={() => setStep(2)}>
              Next
            </button>
          </Dialog>
        </>
      );
    }
    render(<Queue />);
    const start = screen.getByRole('button', { name: 'Start' });
    start.focus();
    fireEvent.click(start);
    // Two opens (earlier in the page) while One is still the focused, modal dialog.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const one = document.querySelector('dialog[aria-label="One"]')!;
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inside two' }));
    endExitAnimation(one);
    // The leaving one does not take focus back from the newer one.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inside two' }));
    const two = screen.getByRole('dialog', { name: 'Two' });
    escape();
    endExitAnimation(two);
    expect(document.activeElement).toBe(start);
  });

  it('the toast viewport moves into the open dialog (above it, not inert), and back to the page as it leaves', () => {
    mockExitAnimations();
    render(
      <>
        <ToastViewport />
        <Demo />
      </>,
    );
    const status = () => screen.getByRole('status');
    const page = document.body.firstElementChild;
    expect(status().parentElement).toBe(page);
    openDemo();
    const box = dialog();
    expect(box.contains(status())).toBe(true);
    expect(status().getAttribute('popover')).toBe('manual');
    act(() => void toast.show('Copied'));
    expect(status().textContent).toBe('Copied');
    escape();
    // The leaving dialog is inert: a toast now belongs to the page, which is no longer.
    expect(box.isConnected).toBe(true);
    expect(status().parentElement).toBe(page);
    expect(status().hasAttribute('popover')).toBe(false);
    expect(status().textContent).toBe('Copied');
    act(() => toast.dismiss());
  });
});

describe('isAnimating', () => {
  afterEach(() => vi.restoreAllMocks());

  it('counts only a running, finite animation of the element itself', () => {
    const element = document.createElement('div');
    const animation = (playState: string, endTime: number) =>
      ({ playState, effect: { getComputedTiming: () => ({ endTime }) } }) as unknown as Animation;
    const spy = vi.spyOn(element, 'getAnimations');
    spy.mockReturnValue([]);
    expect(isAnimating(element)).toBe(false);
    spy.mockReturnValue([animation('running', 300)]);
    expect(isAnimating(element)).toBe(true);
    spy.mockReturnValue([animation('finished', 300), animation('running', Infinity), animation('running', 0)]);
    expect(isAnimating(element)).toBe(false);
  });

  it('without the Web Animations API there is nothing to wait for', () => {
    const element = document.createElement('div');
    Object.defineProperty(element, 'getAnimations', { value: undefined });
    expect(isAnimating(element)).toBe(false);
  });
});

function setPlatform(platform: string, maxTouchPoints = 0) {
  vi.spyOn(navigator, 'platform', 'get').mockReturnValue(platform);
  vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(maxTouchPoints);
}

function touch(type: 'touchstart' | 'touchmove' | 'touchend', target: Element) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe('page scroll lock', () => {
  beforeEach(() => setPlatform('Linux x86_64'));
  afterEach(() => {
    vi.restoreAllMocks();
    root().removeAttribute('style');
  });

  it('locks page scroll while open and gives the page back when closed', () => {
    root().style.overflow = 'auto';
    const { rerender, unmount } = render(<Dialog open onClose={() => undefined} aria-label="A" />);
    expect(root().style.overflow).toBe('hidden');
    rerender(<Dialog open={false} onClose={() => undefined} aria-label="A" />);
    expect(root().style.overflow).toBe('auto');
    rerender(<Dialog open onClose={() => undefined} aria-label="A" />);
    unmount();
    expect(root().style.overflow).toBe('auto');
    expect(scrollLockCount()).toBe(0);
  });

  it('keeps the scrollbar room so the page does not shift', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    vi.spyOn(root(), 'clientWidth', 'get').mockReturnValue(375);
    render(<Dialog open onClose={() => undefined} aria-label="A" />);
    const style = root().style as CSSStyleDeclaration & { scrollbarGutter?: string };
    if ('scrollbarGutter' in root().style) expect(style.scrollbarGutter).toBe('stable');
    else expect(root().style.paddingRight).toBe('15px');
  });

  it('nests: the page unlocks only when both dialogs have closed', () => {
    const two = (a: boolean, b: boolean) => (
      <>
        <Dialog open={a} onClose={() => undefined} aria-label="A" />
        <Dialog open={b} onClose={() => undefined} aria-label="B" />
      </>
    );
    const { rerender } = render(two(true, true));
    expect(scrollLockCount()).toBe(2);
    rerender(two(true, false));
    expect(root().style.overflow).toBe('hidden');
    rerender(two(false, false));
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

describe('page scroll lock on iOS Safari', () => {
  beforeEach(() => setPlatform('iPhone', 5));
  afterEach(() => {
    vi.restoreAllMocks();
    root().removeAttribute('style');
  });

  it('cancels touchmove on the dimmed page (no scroll bleed)', () => {
    render(<Dialog open onClose={() => undefined} aria-label="A" />);
    touch('touchstart', dialog());
    expect(touch('touchmove', dialog()).defaultPrevented).toBe(true);
    touch('touchend', dialog());
  });

  it('lets a scrollable child that can scroll keep scrolling, contained', () => {
    render(
      <Dialog open onClose={() => undefined} aria-label="A">
        <div data-testid="list" style={{ overflowY: 'auto' }}>
          <p>row</p>
        </div>
      </Dialog>,
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
      <Dialog open onClose={() => undefined} aria-label="A">
        <div style={{ overflowY: 'auto' }}>
          <p>row</p>
        </div>
      </Dialog>,
    );
    touch('touchstart', screen.getByText('row'));
    expect(touch('touchmove', screen.getByText('row')).defaultPrevented).toBe(true);
  });

  it('stops listening once the last dialog closes', () => {
    const { rerender } = render(<Dialog open onClose={() => undefined} aria-label="A" />);
    rerender(<Dialog open={false} onClose={() => undefined} aria-label="A" />);
    const outside = document.createElement('div');
    document.body.append(outside);
    touch('touchstart', outside);
    expect(touch('touchmove', outside).defaultPrevented).toBe(false);
    expect(root().style.overflow).toBe('');
    outside.remove();
  });
});
