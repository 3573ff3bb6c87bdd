export {
  Carousel,
  CAROUSEL_DEFAULT_INTERVAL_MS,
  CAROUSEL_RESUME_MS,
  CAROUSEL_SLIDE_MS,
  SWIPE_THRESHOLD_PX,
  type CarouselProps,
  type CarouselSlideInfo,
  type CarouselCssVars,
} from './Carousel';
