/*
 * What every overlay is built from (Dialog and the sheets on it, the header menu, the floating card, the toast):
 * presence that waits for the exit animation, the page's scroll lock, the top-layer host the toast borrows, and the
 * scroll helpers. Internal: widgets import it from here; the package re-exports the public part from Dialog.
 */
export { usePresence, isAnimating, type PresenceState } from './usePresence';
export {
  usePreventScroll,
  acquireScrollLock,
  scrollLockCount,
  getScrollParent,
  isIOS,
  type PreventScrollOptions,
} from './usePreventScroll';
export { trackScrollable } from './scrollable';
export { pushModalHost, subscribeModalHosts, topModalHost } from './top-layer';
