import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';

/*
 * Test helpers for overlays (not exported from the package). The unit tests run without the CSS, so no animation
 * runs and an overlay closes at once; these make a closing element report a running exit animation, as a browser
 * with the stylesheet would, until the test ends it.
 */

const ended = new WeakSet<Element>();

/** From now on (until vi.restoreAllMocks) an element in data-state="closed" runs a 300 ms exit animation. */
export function mockExitAnimations() {
  return vi.spyOn(Element.prototype, 'getAnimations').mockImplementation(function (this: Element) {
    if (ended.has(this) || !this.closest('[data-state="closed"]')) return [];
    return [{ playState: 'running', effect: { getComputedTiming: () => ({ endTime: 300 }) } } as unknown as Animation];
  });
}

/** Ends the exit animation of `element`: fires animationend, as the browser does. */
export function endExitAnimation(element: Element) {
  ended.add(element);
  fireEvent.animationEnd(element);
  ended.delete(element);
}

/** A tap on the dimmed page around a dialog (its ::backdrop): the dialog element is hit outside its box. */
export function clickBackdrop(dialog: Element) {
  fireEvent.click(dialog, { clientX: -1, clientY: -1 });
}

/** Focuses the button named `name` and presses it, as a user opening an overlay from it; returns the button. */
export function pressOpener(name: string): HTMLElement {
  const opener = screen.getByRole('button', { name });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}
