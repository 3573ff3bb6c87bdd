import { cssVarsTable, defineUsage, propsTable } from '../story-support';
import type { FloatingButtonsCssVars, FloatingButtonsProps } from './FloatingButtons';

export const floatingButtonsUsage = defineUsage({
  title: 'Floating buttons',
  summary:
    'Round quick-action buttons stacked at the bottom right: Back to top, Calculator, Store appointment and the sales representative with a card to call them.',
  imports: ['FloatingButtons', 'type SalesRepresentative'],
  notes: [
    'Each button shows only when its handler is given; nothing renders without any.',
    'The representative’s button shows only when they have a phone; the card opens on a tap and closes on Close, Escape or a tap outside.',
    'Hide Back to top until the page has scrolled (scrollTopVisible).',
  ],
  cssVars: cssVarsTable<FloatingButtonsCssVars>({
    '--sf-floating-buttons-accent-color': { default: '--sf-color-brand', does: 'Icons and the Call link.' },
    '--sf-floating-buttons-background': { default: '--sf-color-surface', does: 'Buttons and card.' },
    '--sf-floating-buttons-accent-text-color': { default: '--sf-color-on-brand', does: 'Text on the Call link.' },
    '--sf-floating-buttons-button-radius': { default: '--sf-radius-pill', does: 'Corners of the round buttons.' },
  }),
  components: [
    {
      name: 'FloatingButtons',
      rows: propsTable<FloatingButtonsProps>({
        onScrollTop: { type: '() => void', does: 'Shows “Back to top”.' },
        scrollTopVisible: { type: 'boolean', default: 'true', does: 'Whether Back to top shows (needs onScrollTop).' },
        onCalculator: { type: '() => void', does: 'Shows “Calculator”.' },
        onStore: { type: '() => void', does: 'Shows “Store appointment”.' },
        representative: {
          type: 'SalesRepresentative | null',
          does: 'Shows “Sales representative” and its card, when it has a phone.',
        },
      }),
    },
  ],
});
