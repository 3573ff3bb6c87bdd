import { cssVarsTable, defineUsage, openStateDocs, propsTable } from '../story-support';
import type { HeaderMenuCssVars, HeaderMenuProps } from './HeaderMenu';

export const headerMenuUsage = defineUsage({
  title: 'Header menu',
  summary: 'The drop-down menu under the header with the main sections: a menu of links over a dimmed page.',
  imports: ['HeaderMenu'],
  notes: [
    'The page owns the toggle button (aria-expanded, aria-controls = id) and returns focus to it in onClose.',
    'On open, focus goes to the current section (or the first); arrows, Home and End move; Escape, Tab or a tap on the dimmed page close it.',
    'A plain click goes to onNavigate; a Ctrl/Cmd-click opens the link in a new tab.',
  ],
  cssVars: cssVarsTable<HeaderMenuCssVars>({
    '--sf-header-menu-background': { default: '--sf-color-surface', does: 'The panel.' },
    '--sf-header-menu-text-color': { default: '--sf-color-text', does: 'The entries.' },
    '--sf-header-menu-accent-color': { default: '--sf-color-brand', does: 'The current section.' },
  }),
  components: [
    {
      name: 'HeaderMenu',
      rows: propsTable<HeaderMenuProps>({
        ...openStateDocs('Escape, Tab or a tap below the header'),
        items: {
          type: 'readonly TabBarItem[]',
          default: 'DEFAULT_TABS',
          does: 'The entries: the five main sections by default.',
        },
        activeKey: { type: 'string', does: 'The section shown: aria-current="page" and focus on open.' },
        onNavigate: {
          type: '(href: string, event) => void',
          required: true,
          does: 'A plain click or Enter on an entry (its default navigation prevented).',
        },
        label: { type: 'string', default: "'Main menu'", does: 'Accessible name of the menu.' },
        id: { type: 'string', does: 'Id of the menu, for the toggle’s aria-controls.' },
      }),
    },
  ],
});
