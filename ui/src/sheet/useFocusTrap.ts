import { useEffect, useRef, type RefObject } from 'react';

/*
 * Keeps keyboard focus inside an open dialog or sheet:
 * - on activation focus moves in (the container itself, its first focusable element, or a given element);
 * - Tab and Shift+Tab cycle through the focusable elements inside and never leave;
 * - focus that escapes (a click outside, a screen reader) is brought back;
 * - Escape calls onEscape;
 * - on deactivation focus returns to the element that had it before.
 * Traps stack: only the most recently activated one acts, so a message box over a sheet owns Tab and Escape
 * until it closes.
 */

export type InitialFocus = 'container' | 'first' | RefObject<HTMLElement | null>;

export interface FocusTrapOptions {
  /** Whether the trap is on. Turning it off returns focus. */
  active: boolean;
  /** Where focus goes on activation. Default 'first' (the container when it holds nothing focusable). */
  initialFocus?: InitialFocus;
  /** Called on Escape while this trap is the top one. */
  onEscape?: () => void;
  /** Return focus to the previously focused element on deactivation. Default true. */
  returnFocus?: boolean;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  if (element.closest('[hidden],[inert]')) return false;
  // Skip elements that are not rendered (display: none / visibility: hidden) where the browser can tell.
  if (typeof element.checkVisibility === 'function' && element.getClientRects().length > 0) {
    return element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
  }
  return true;
}

/** The elements inside `container` that Tab can reach, in document order. */
export function getTabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isTabbable);
}

const stack: symbol[] = [];

function focusWithoutScroll(element: HTMLElement) {
  element.focus({ preventScroll: true });
}

export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, options: FocusTrapOptions): void {
  const { active, initialFocus = 'first', returnFocus = true } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!active) return undefined;
    const container = containerRef.current;
    if (!container) return undefined;
    const id = Symbol('focus-trap');
    stack.push(id);
    const isTop = () => stack[stack.length - 1] === id;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const focusContainer = () => {
      if (!container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1');
      focusWithoutScroll(container);
    };
    const initial = latest.current.initialFocus ?? initialFocus;
    if (typeof initial === 'object' && initial.current) focusWithoutScroll(initial.current);
    else if (initial === 'first' && getTabbables(container)[0]) focusWithoutScroll(getTabbables(container)[0]!);
    else focusContainer();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop() || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        const onEscape = latest.current.onEscape;
        if (onEscape) {
          event.preventDefault();
          event.stopPropagation();
          onEscape();
        }
        return;
      }
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      const tabbables = getTabbables(container);
      if (tabbables.length === 0) {
        focusContainer();
        return;
      }
      const current = tabbables.indexOf(document.activeElement as HTMLElement);
      let next: number;
      if (current === -1) next = event.shiftKey ? tabbables.length - 1 : 0;
      else next = (current + (event.shiftKey ? -1 : 1) + tabbables.length) % tabbables.length;
      focusWithoutScroll(tabbables[next]!);
    };

    const onFocusIn = (event: FocusEvent) => {
      if (!isTop()) return;
      const target = event.target;
      if (target instanceof Node && container.contains(target)) return;
      const first = getTabbables(container)[0];
      if (first) focusWithoutScroll(first);
      else focusContainer();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = stack.indexOf(id);
      if (index !== -1) stack.splice(index, 1);
      if (returnFocus && previouslyFocused && previouslyFocused.isConnected) {
        // Only when focus is inside this trap or lost to <body>; do not steal it from a newer dialog.
        const now = document.activeElement;
        if (!now || now === document.body || container.contains(now) || !container.isConnected) focusWithoutScroll(previouslyFocused);
      }
    };
  }, [active, containerRef, initialFocus, returnFocus]);
}
