export { Dialog, isBackdropEvent, type DialogCssVars, type DialogPlacement, type DialogProps, type InitialFocus } from './Dialog';
export { usePresence, isAnimating, type PresenceState } from './usePresence';
export { usePreventScroll, acquireScrollLock, scrollLockCount, getScrollParent, isIOS, type PreventScrollOptions } from './usePreventScroll';
export { trackScrollable } from './scrollable';
