import { cssVarsTable, defineUsage, propsTable } from '../story-support';
import type { CellCssVars, CellGroupProps, CellProps } from './Cell';

export const cellUsage = defineUsage({
  title: 'Cell',
  summary:
    'A settings-style row: title (and a muted description) at the left, a value and an arrow at the right. Rows sit in a CellGroup.',
  imports: ['Cell', 'CellGroup'],
  notes: [
    'href makes the row a link, onClick a button; with neither it is a static row (no arrow).',
    'Keep the title short: long titles, values and descriptions wrap, they are never cut.',
    'A disabled row stays in the reading order but cannot be followed.',
  ],
  cssVars: cssVarsTable<CellCssVars>({
    '--sf-cell-background': { default: '--sf-color-surface', does: 'Background of the row and group.' },
    '--sf-cell-title-color': { default: '--sf-color-text', does: 'The title.' },
    '--sf-cell-muted-color': { default: '--sf-color-text-muted', does: 'Value, description and arrow.' },
    '--sf-cell-divider-color': { default: '--sf-color-border', does: 'Hairlines between rows.' },
  }),
  components: [
    {
      name: 'Cell',
      rows: propsTable<CellProps>({
        title: { type: 'ReactNode', required: true, does: 'The row’s main text.' },
        value: { type: 'ReactNode', does: 'Shown at the right, before the arrow (e.g. the chosen value).' },
        description: { type: 'ReactNode', does: 'A second, muted line under the title.' },
        href: { type: 'string', does: 'Makes the row a link.' },
        onClick: { type: '(event) => void', does: 'Makes the row a button (ignored when href is given).' },
        icon: { type: 'ReactNode', does: 'Leading icon, decorative (hidden from screen readers).' },
        arrow: { type: 'boolean', default: 'true', does: 'Shows the arrow on an interactive row.' },
        disabled: { type: 'boolean', default: 'false', does: 'Greys the row out and blocks the link or button.' },
      }),
    },
    {
      name: 'CellGroup',
      rows: propsTable<CellGroupProps>({
        title: { type: 'ReactNode', does: 'Visible heading (h2) of the group.' },
        children: { type: 'ReactNode', required: true, does: 'The Cell rows.' },
      }),
    },
  ],
});
