export {
  Dialog,
  isBackdropEvent,
  type DialogCssVars,
  type DialogPlacement,
  type DialogProps,
  type InitialFocus,
} from './Dialog';
export {
  usePresence,
  isAnimating,
  usePreventScroll,
  acquireScrollLock,
  scrollLockCount,
  getScrollParent,
  isIOS,
  trackScrollable,
  type PresenceState,
  type PreventScrollOptions,
} from '../internal/overlay';
