export {
  classifySwipe,
  DESIGN_WIDTH_PX,
  FLICK_MIN_FRACTION,
  SWIPE_THRESHOLD_FRACTION,
  SWIPE_VELOCITY_PX_PER_MS,
  useSwipe,
  VELOCITY_WINDOW_MS,
  type SwipeDirection,
  type SwipeHandle,
  type SwipeResult,
  type SwipeRules,
  type UseSwipeOptions,
} from './useSwipe';
export { usePrefersReducedMotion } from './reducedMotion';
export { Chevron } from './Chevron';
