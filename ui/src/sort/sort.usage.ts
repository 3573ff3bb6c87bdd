import { defineUsage, propsTable } from '../story-support';
import type { SortProps } from './Sort';

export const sortUsage = defineUsage({
  title: 'Sort',
  summary: 'A button showing the current sort order; it opens a list of orders to choose from.',
  imports: ['Sort', 'type SortOption'],
  notes: [
    "'' is a valid key (e.g. Default); a value that matches no option shows the label alone.",
    'Keyboard: Enter, Space or ArrowDown open; arrows, Home and End move; Enter or Space choose; Escape closes and focus returns to the button.',
    'A tap outside closes the list without choosing.',
  ],
  components: [
    {
      name: 'Sort',
      rows: propsTable<SortProps>({
        options: { type: '{ key: string; label: string }[]', required: true, does: 'The orders to choose from.' },
        value: { type: 'string', required: true, does: 'Key of the chosen option.' },
        onChange: { type: '(key: string) => void', required: true, does: 'Called with the key of the option chosen.' },
        label: { type: 'string', default: "'Sort'", does: 'Name of the control.' },
        disabled: { type: 'boolean', default: 'false', does: 'Greys out the button; the list cannot open.' },
      }),
    },
  ],
});
