import { useLayoutEffect } from 'react';

/*
 * Locks page scroll while at least one caller is active, after react-aria's usePreventScroll:
 * - everywhere: `overflow: hidden` on <html>, keeping the scrollbar's room (scrollbar-gutter, or padding where
 *   scrollbar-gutter is unsupported) so the page does not shift sideways;
 * - iOS Safari, which ignores overflow on <html> for touch scrolling: touchmove is cancelled unless it happens
 *   inside a scrollable child that can actually scroll, and that child gets `overscroll-behavior: contain` so
 *   reaching its end does not chain into the page (no scroll bleed).
 * Calls nest: the page is unlocked only when the last active caller releases it.
 */

export interface PreventScrollOptions {
  /** When true the hook does nothing (e.g. the overlay is closed). */
  isDisabled?: boolean;
}

type Restore = () => void;

let lockCount = 0;
let restoreLock: Restore | null = null;

/** How many callers currently hold the lock (for tests and debugging). */
export function scrollLockCount(): number {
  return lockCount;
}

export function isIOS(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform = navigator.platform ?? '';
  return (
    /^(iPhone|iPad|iPod)/.test(platform) ||
    // iPadOS reports itself as a Mac; tell them apart by touch support.
    (platform === 'MacIntel' && navigator.maxTouchPoints > 1) ||
    /iPhone|iPad|iPod/.test(navigator.userAgent)
  );
}

function setStyle(
  element: HTMLElement,
  property: 'overflow' | 'paddingRight' | 'scrollbarGutter' | 'overscrollBehavior',
  value: string,
): Restore {
  const style = element.style as CSSStyleDeclaration & Record<string, string>;
  const previous = style[property] ?? '';
  style[property] = value;
  return () => {
    style[property] = previous;
  };
}

function listen<K extends keyof DocumentEventMap>(type: K, handler: (event: DocumentEventMap[K]) => void): Restore {
  const options: AddEventListenerOptions = { passive: false, capture: true };
  document.addEventListener(type, handler, options);
  return () => document.removeEventListener(type, handler, options);
}

function chain(...restores: (Restore | false)[]): Restore {
  return () => {
    for (const restore of restores) if (restore) restore();
  };
}

function isScrollable(element: Element): boolean {
  const style = window.getComputedStyle(element);
  return /(auto|scroll)/.test(style.overflow + style.overflowX + style.overflowY);
}

/** The nearest scrollable ancestor of `node` (or <html> when none). */
export function getScrollParent(node: Element | null): Element {
  let current = node;
  while (current && current !== document.documentElement && current !== document.body) {
    if (isScrollable(current)) return current;
    current = current.parentElement;
  }
  return document.scrollingElement ?? document.documentElement;
}

function lockStandard(): Restore {
  const root = document.documentElement;
  const scrollbarWidth = window.innerWidth - root.clientWidth;
  return chain(
    scrollbarWidth > 0 &&
      ('scrollbarGutter' in root.style
        ? setStyle(root, 'scrollbarGutter', 'stable')
        : setStyle(root, 'paddingRight', `${scrollbarWidth}px`)),
    setStyle(root, 'overflow', 'hidden'),
  );
}

function lockMobileSafari(): Restore {
  let scrollable: Element | null = null;
  let restoreScrollable: Restore | null = null;
  const isRoot = (element: Element | null) =>
    !element || element === document.documentElement || element === document.body;

  const onTouchStart = (event: TouchEvent) => {
    scrollable = getScrollParent(event.target instanceof Element ? event.target : null);
    if (isRoot(scrollable)) return;
    // Keep a nested scroller from handing its overscroll to the page.
    if (scrollable instanceof HTMLElement && window.getComputedStyle(scrollable).overscrollBehavior !== 'contain') {
      restoreScrollable = setStyle(scrollable, 'overscrollBehavior', 'contain');
    }
  };

  const onTouchMove = (event: TouchEvent) => {
    if (isRoot(scrollable)) {
      event.preventDefault();
      return;
    }
    // overscroll-behavior does not stop chaining when the element has nothing to scroll (WebKit bug 243452).
    if (
      scrollable &&
      scrollable.scrollHeight === scrollable.clientHeight &&
      scrollable.scrollWidth === scrollable.clientWidth
    ) {
      event.preventDefault();
    }
  };

  const onTouchEnd = () => {
    restoreScrollable?.();
    restoreScrollable = null;
    scrollable = null;
  };

  const root = document.documentElement;
  const scrollbarWidth = window.innerWidth - root.clientWidth;
  return chain(
    listen('touchstart', onTouchStart),
    listen('touchmove', onTouchMove),
    listen('touchend', onTouchEnd),
    listen('touchcancel', onTouchEnd),
    scrollbarWidth > 0 && setStyle(root, 'paddingRight', `${scrollbarWidth}px`),
    setStyle(root, 'overflow', 'hidden'),
    onTouchEnd,
  );
}

/** Takes one hold on the page scroll lock; returns the function that gives it back (idempotent). */
export function acquireScrollLock(): Restore {
  lockCount++;
  if (lockCount === 1) restoreLock = isIOS() ? lockMobileSafari() : lockStandard();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lockCount--;
    if (lockCount === 0) {
      restoreLock?.();
      restoreLock = null;
    }
  };
}

/** Prevents the page from scrolling while the calling component is mounted and not disabled. */
export function usePreventScroll({ isDisabled = false }: PreventScrollOptions = {}): void {
  useLayoutEffect(() => {
    if (isDisabled) return undefined;
    return acquireScrollLock();
  }, [isDisabled]);
}
