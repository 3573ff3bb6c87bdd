export {
  clampIndex,
  dragOffset,
  pagerTarget,
  SWIPE_PAGER_EDGE_RESISTANCE,
  SwipePager,
  type SwipePagerPageInfo,
  type SwipePagerProps,
  type SwipePagerCssVars,
} from './SwipePager';
