import { cssVarsTable, defineUsage, propsTable, valueDocs } from '../story-support';
import type { RatingCssVars, RatingProps } from './Rating';

export const ratingUsage = defineUsage({
  title: 'Rating',
  summary:
    'Stars: an editable rating (a slider for keyboards and screen readers, arrows, Home and End) or a read-only one that may show a fraction such as 4.5.',
  imports: ['Rating', 'RATING_MAX'],
  notes: [
    'Without onChange the rating is read-only and is announced as one picture: "Case rating: 4.5 out of 5 stars".',
    'An editable rating can be raised or lowered but never cleared; 0 means not rated yet.',
    'Use size sm in lists and cards, md where the user rates.',
  ],
  cssVars: cssVarsTable<RatingCssVars>({
    '--sf-rating-filled-color': { default: '--sf-color-star', does: 'Filled stars.' },
    '--sf-rating-empty-color': { default: '--sf-color-star-empty', does: 'Empty stars.' },
  }),
  components: [
    {
      name: 'Rating',
      rows: propsTable<RatingProps>({
        ...valueDocs('number', 'Number of stars (0 is not rated yet; read-only ratings may hold a fraction)', '0'),
        readOnly: {
          type: 'boolean',
          default: 'neither onChange nor defaultValue',
          does: 'Shows the stars without letting the user change them.',
        },
        label: { type: 'string', required: true, does: "What is rated, e.g. 'Service rating' (the accessible name)." },
        max: { type: 'number', default: '5', does: 'Number of stars.' },
        disabled: { type: 'boolean', default: 'false', does: 'Shows an editable rating greyed out, not focusable.' },
        size: { type: "'sm' | 'md'", default: "'md'", does: 'Star size.' },
      }),
    },
  ],
});
