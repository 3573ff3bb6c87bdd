import { cssVarsTable, defineUsage, propsTable } from '../story-support';
import type { HotWordTickerCssVars, HotWordTickerProps } from './HotWordTicker';

export const hotWordTickerUsage = defineUsage({
  title: 'Hot-word ticker',
  summary:
    'The home search box: a button showing one hot word at a time, rolling up to the next every 5 s. A tap opens the search page with the word shown.',
  imports: ['HotWordTicker', 'HOT_WORD_INTERVAL_MS', 'HOT_WORD_PLACEHOLDER'],
  notes: [
    'Words rotate only when there are more than 2; with none, the placeholder shows and a tap reports null.',
    'Rotation pauses while the button has keyboard focus, so the word does not change under the reader.',
    'The accessible name always starts with “Search”.',
  ],
  cssVars: cssVarsTable<HotWordTickerCssVars>({
    '--sf-hot-word-ticker-background': { default: '--sf-color-surface-muted', does: 'The search box.' },
    '--sf-hot-word-ticker-text-color': { default: '--sf-color-text', does: 'The hot word.' },
    '--sf-hot-word-ticker-icon-color': { default: '--sf-color-text-muted', does: 'Icon and placeholder.' },
    '--sf-hot-word-ticker-radius': { default: '--sf-radius-pill', does: 'Corners of the box.' },
  }),
  components: [
    {
      name: 'HotWordTicker',
      rows: propsTable<HotWordTickerProps>({
        words: { type: 'string[]', required: true, does: 'The hot words, shown one at a time.' },
        interval: { type: 'number (ms)', default: '5000', does: 'How long each word stays.' },
        placeholder: { type: 'string', default: "'Search for brand info'", does: 'Shown when there are no words.' },
        onActivate: {
          type: '(index: number | null, word: string | null) => void',
          required: true,
          does: 'A tap, with the word shown at that moment (null, null without words).',
        },
      }),
    },
  ],
});
