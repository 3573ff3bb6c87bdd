export * from './toast';
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
} from './carousel';
export * from './swipe';
export * from './cell';
export * from './countdown-button';
export * from './header';
export * from './image';
export * from './input';
export * from './dialog';
export * from './rating';
export * from './sheet';
export * from './sort';
export * from './tabs';
export * from './message-box';
export * from './share-sheet';
export * from './tab-bar';
export * from './header-menu';
export * from './date-picker';
export * from './hot-word-ticker';
export * from './photo-picker';
export * from './floating-buttons';
export * from './no-data';
export * from './loading';
export * from './picker';
export * from './swipe-pager';
export * from './ad-popup';
export * from './city-chooser';
export * from './search-bar';
export * from './qr-scanner';
export * from './icon';
