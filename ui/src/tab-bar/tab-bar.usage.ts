import { cssVarsTable, defineUsage, propsTable } from '../story-support';
import type { TabBarCssVars, TabBarProps } from './TabBar';

export const tabBarUsage = defineUsage({
  title: 'Tab bar',
  summary:
    'The bottom tab bar of the five main sections: real links, fixed at the bottom of the screen above the safe area.',
  imports: ['TabBar', 'DEFAULT_TABS', 'type TabBarItem'],
  notes: [
    'A plain click is handed to onNavigate (the app routes); Ctrl/Cmd-click or a middle click opens the link in a new tab as usual.',
    'The section shown gets aria-current="page".',
    'Pad the page’s bottom by var(--sf-tabbar-height) so the last row is not hidden under the bar.',
  ],
  cssVars: cssVarsTable<TabBarCssVars>({
    '--sf-tab-bar-background': { default: '--sf-color-surface', does: 'The bar.' },
    '--sf-tab-bar-active-color': { default: '--sf-color-brand', does: 'The current section.' },
    '--sf-tab-bar-color': { default: '--sf-color-text-muted', does: 'The other sections.' },
    '--sf-tab-bar-border-color': { default: '--sf-color-border', does: 'The line above the bar.' },
  }),
  components: [
    {
      name: 'TabBar',
      rows: propsTable<TabBarProps>({
        items: {
          type: 'readonly { key; label; href; icon? }[]',
          default: 'DEFAULT_TABS',
          does: 'The sections; the five default keys have icons built in.',
        },
        activeKey: { type: 'string', does: 'The section shown.' },
        onNavigate: {
          type: '(href: string, event) => void',
          required: true,
          does: 'A plain click: the default navigation is prevented and this is called.',
        },
        label: { type: 'string', default: "'Main'", does: 'Accessible name of the navigation.' },
      }),
    },
  ],
});
