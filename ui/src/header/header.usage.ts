import { cssVarsTable, defineUsage, propsTable } from '../story-support';
import type { HeaderCssVars, HeaderProps } from './Header';

export const headerUsage = defineUsage({
  title: 'Header',
  summary:
    'The page header: a back button at the left, the page’s h1 centred, actions at the right. It sticks to the top while the page scrolls.',
  imports: ['Header'],
  notes: [
    'One per page: its title is the page’s h1.',
    'Give icon buttons in right their own accessible names (aria-label).',
    'A long title wraps in the middle column; it never pushes the buttons off the screen.',
  ],
  cssVars: cssVarsTable<HeaderCssVars>({
    '--sf-header-background': { default: '--sf-color-surface', does: 'The bar.' },
    '--sf-header-text-color': { default: '--sf-color-text', does: 'Title and icons.' },
    '--sf-header-border-color': { default: '--sf-color-border', does: 'The line under the bar.' },
  }),
  components: [
    {
      name: 'Header',
      rows: propsTable<HeaderProps>({
        title: { type: 'ReactNode', required: true, does: 'The page title, rendered as its h1.' },
        onBack: { type: '() => void', does: 'Shows the back button and is called when it is pressed.' },
        backLabel: { type: 'string', default: "'Back'", does: 'Accessible name of the back button.' },
        right: { type: 'ReactNode', does: 'Actions at the right.' },
        sticky: { type: 'boolean', default: 'true', does: 'Sticks to the top of the scrolling page.' },
      }),
    },
  ],
});
