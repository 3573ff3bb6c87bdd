export { Mask, MASK_EXIT_MS, type MaskProps } from './Mask';
export { usePreventScroll, acquireScrollLock, scrollLockCount, getScrollParent, isIOS, type PreventScrollOptions } from './usePreventScroll';
export { usePresence, readDurationMs, type PresenceState } from './usePresence';
