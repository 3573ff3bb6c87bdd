export {
  Carousel,
  CAROUSEL_DEFAULT_INTERVAL_MS,
  CAROUSEL_PAUSE_LABEL,
  CAROUSEL_PLAY_LABEL,
  CAROUSEL_RESUME_MS,
  CAROUSEL_SLIDE_MS,
  type CarouselProps,
  type CarouselSlideInfo,
  type CarouselCssVars,
} from './Carousel';
