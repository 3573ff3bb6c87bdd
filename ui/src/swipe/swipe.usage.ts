import { defineUsage, propsTable } from '../story-support';
import type { UseSwipeOptions } from './useSwipe';

export const swipeUsage = defineUsage({
  title: 'Swipe',
  summary:
    'useSwipe: horizontal swipe and tap on one element with pointer events (touch, pen and mouse alike). The carousel, the swipe pager and the ad popup use it.',
  imports: ['useSwipe', 'classifySwipe', 'SWIPE_THRESHOLD_FRACTION'],
  notes: [
    'const { dragging, handlers } = useSwipe({ onMove, onEnd }); spread handlers on the element and give it touch-action: pan-y so the page still scrolls.',
    'A swipe travels 20% of the 375 px design width (75 px), or is a flick faster than 0.5 px/ms of at least 15 px; only zero movement is a tap.',
    'Apply onMove’s dx imperatively (a CSS variable) to keep 60 fps. After a drag the click is swallowed, so links inside do not fire.',
    'Every gesture needs a button or key equivalent next to it.',
  ],
  components: [
    {
      name: 'useSwipe(options)',
      of: 'options',
      rows: propsTable<UseSwipeOptions>({
        disabled: { type: 'boolean', default: 'false', does: 'Ignores new gestures.' },
        onStart: { type: '() => void', does: 'A pointer went down: stop whatever runs by itself (auto-play).' },
        onMove: {
          type: '(dx: number, dy: number) => void',
          does: 'The pointer moved, from the start (0, 0 again at the end).',
        },
        onEnd: {
          type: '(result: { kind, direction, dx, dy, velocity }) => void',
          does: "Released: kind 'tap', 'swipe' (direction 'left' = next) or 'cancel'.",
        },
        thresholdFraction: { type: 'number', default: '0.2', does: 'Fraction of the width a swipe must travel.' },
        designWidth: {
          type: 'number (px)',
          default: 'the element’s width (375 unmeasured)',
          does: 'The width the fractions are of.',
        },
        velocity: {
          type: 'number (px/ms)',
          default: '0.5',
          does: 'A flick faster than this is a swipe even when short.',
        },
        flickMinFraction: {
          type: 'number',
          default: '0.04',
          does: 'Fraction of the width a fast flick must at least travel.',
        },
        tapSlop: { type: 'number (px)', default: '0', does: 'Movement still counted as a tap.' },
      }),
    },
  ],
});
