import { cssVarsTable, defineUsage, propsTable } from '../story-support';
import type { NoDataCssVars, NoDataProps } from './NoData';

export const noDataUsage = defineUsage({
  title: 'No data',
  summary: 'The empty-list panel: an illustration, a line of text and, when given a handler, a Reset button.',
  imports: ['NoData'],
  notes: [
    'Use it where a list or a page came back empty, or failed to load (then say so and offer Try again).',
    'Reset should undo what made the list empty (the filters, the search).',
  ],
  cssVars: cssVarsTable<NoDataCssVars>({
    '--sf-no-data-accent-color': { default: '--sf-color-brand', does: 'Illustration and Reset.' },
    '--sf-no-data-text-color': { default: '--sf-color-text-muted', does: 'The line of text.' },
  }),
  components: [
    {
      name: 'NoData',
      rows: propsTable<NoDataProps>({
        text: { type: 'string', default: "'No data'", does: 'The line under the illustration.' },
        onReset: { type: '() => void', does: 'Shows the Reset button and is called when it is pressed.' },
        resetText: { type: 'string', default: "'Reset'", does: 'The button’s text.' },
      }),
    },
  ],
});
