import { cssVarsTable, defineUsage, propsTable } from '../story-support';
import type { CarouselCssVars, CarouselProps } from './Carousel';

export const carouselUsage = defineUsage({
  title: 'Carousel',
  summary:
    'The banner carousel: advances by itself, wraps seamlessly from the last slide to the first, follows the finger, and has buttons, dots and arrow keys for everything a gesture does.',
  imports: ['Carousel', 'CAROUSEL_DEFAULT_INTERVAL_MS', 'type CarouselSlideInfo'],
  notes: [
    'A swipe is 20% of the 375 px design width or a fast flick. Auto-play pauses while a finger or the mouse holds it (it resumes 1.5 s after) and while focus is inside; with reduced motion slides change without the slide animation.',
    'Pass slide.loading to each slide’s <img>: only the first loads eagerly.',
    'With onItemClick each slide is a button, so slides must hold no links or buttons of their own.',
    'Nothing renders without items; a single item shows without buttons, dots or auto-play.',
  ],
  cssVars: cssVarsTable<CarouselCssVars>({
    '--sf-carousel-dot-color': { default: '--sf-color-dot', does: 'The slide dots.' },
    '--sf-carousel-button-background': { default: '--sf-color-scrim', does: 'Previous, next and pause buttons.' },
    '--sf-carousel-button-color': { default: '--sf-color-on-brand', does: 'Icons and the current dot.' },
    '--sf-carousel-placeholder-background': {
      default: '--sf-color-surface-muted',
      does: 'The slide box while pictures load.',
    },
  }),
  components: [
    {
      name: 'Carousel',
      rows: propsTable<CarouselProps<unknown>>({
        items: { type: 'T[]', required: true, does: 'The slides’ data.' },
        renderItem: {
          type: '(item, index, slide: { loading, current }) => ReactNode',
          required: true,
          does: 'Renders one slide.',
        },
        getKey: { type: '(item, index) => string | number', default: 'index', does: 'A stable key per slide.' },
        onItemClick: {
          type: '(item, index) => void',
          does: 'A tap (no movement) or a key press on the current slide.',
        },
        interval: { type: 'number (ms)', default: '3000', does: 'Time between slides (the home page passes 5000).' },
        autoPlay: { type: 'boolean', default: 'true', does: 'Advances by itself; never with fewer than 2 items.' },
        label: { type: 'string', required: true, does: 'Accessible name of the region.' },
        aspectRatio: {
          type: 'string (CSS aspect-ratio)',
          default: 'var(--sf-ratio-banner) (15 / 8)',
          does: 'Shape of the slide box, so nothing shifts while pictures load.',
        },
        index: { type: 'number', does: 'The slide shown (controlled).' },
        defaultIndex: { type: 'number', default: '0', does: 'The first slide shown when uncontrolled.' },
        onIndexChange: {
          type: '(index: number) => void',
          does: 'Called with the slide a swipe, button, key, auto-play or handle asks for.',
        },
        handleRef: {
          type: 'Ref<{ swipeTo, next, prev }>',
          does: 'Moves the carousel from a screen; ref is the root element.',
        },
      }),
    },
  ],
});
