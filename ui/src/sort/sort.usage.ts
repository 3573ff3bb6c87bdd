import { cssVarsTable, defineUsage, propsTable, valueDocs } from '../story-support';
import type { SortCssVars, SortProps } from './Sort';

export const sortUsage = defineUsage({
  title: 'Sort',
  summary: 'A button showing the current sort order; it opens a list of orders to choose from.',
  imports: ['Sort', 'type SortOption'],
  notes: [
    "'' is a valid key (e.g. Default); a value that matches no option shows the label alone.",
    'Keyboard: Enter, Space or ArrowDown open; arrows, Home and End move; Enter or Space choose; Escape closes and focus returns to the button.',
    'A tap outside closes the list without choosing.',
  ],
  cssVars: cssVarsTable<SortCssVars>({
    '--sf-sort-accent-color': { default: '--sf-color-brand-strong', does: 'The chosen order and tick.' },
    '--sf-sort-background': { default: '--sf-color-surface', does: 'The list.' },
    '--sf-sort-text-color': { default: '--sf-color-text', does: 'Button and options.' },
    '--sf-sort-radius': { default: '--sf-radius-md', does: 'Corners of the list.' },
  }),
  components: [
    {
      name: 'Sort',
      rows: propsTable<SortProps>({
        options: { type: '{ key: string; label: string }[]', required: true, does: 'The orders to choose from.' },
        ...valueDocs('string', 'Key of the chosen option', 'the first option’s key'),
        label: { type: 'string', default: "'Sort'", does: 'Name of the control.' },
        disabled: { type: 'boolean', default: 'false', does: 'Greys out the button; the list cannot open.' },
      }),
    },
  ],
});
