import { cssVarsTable, defineUsage, propsTable, valueDocs } from '../story-support';
import type { TabPanelProps, TabsCssVars, TabsProps } from './Tabs';

export const tabsUsage = defineUsage({
  title: 'Tabs',
  summary:
    'A row of tabs switching the content below; the row scrolls sideways when the tabs do not fit, keeping the chosen one in view.',
  imports: ['Tabs', 'TabPanel', 'type TabItem'],
  notes: [
    'Render one TabPanel per item as children of Tabs: each panel reads the chosen key from its Tabs, and tabs and panels are linked for screen readers. Tabs and panels carry data-state="active|inactive".',
    'Selection follows focus: Left and Right (wrapping), Home and End choose the next tab, skipping disabled ones; only the chosen tab is in the Tab order.',
    'For the app’s main sections use the tab bar, not tabs.',
  ],
  cssVars: cssVarsTable<TabsCssVars>({
    '--sf-tabs-indicator-color': { default: '--sf-color-brand', does: 'Underline of the chosen tab.' },
    '--sf-tabs-active-color': { default: '--sf-color-text', does: 'Text of the chosen tab.' },
    '--sf-tabs-color': { default: '--sf-color-text-muted', does: 'Text of the other tabs.' },
    '--sf-tabs-background': { default: '--sf-color-surface', does: 'The row.' },
    '--sf-tabs-border-color': { default: '--sf-color-border', does: 'The line under the row.' },
  }),
  components: [
    {
      name: 'Tabs',
      rows: propsTable<TabsProps>({
        items: { type: '{ key: string; label: string; disabled?: boolean }[]', required: true, does: 'The tabs.' },
        ...valueDocs('string', 'Key of the chosen tab', 'the first enabled tab', {
          value: 'activeKey',
          defaultValue: 'defaultActiveKey',
        }),
        label: { type: 'string', required: true, does: "Name of the tab list, e.g. 'Records'." },
        id: { type: 'string', default: 'made up by React', does: 'The base of the tabs’ and panels’ ids.' },
        children: {
          type: 'ReactNode',
          does: 'One TabPanel per item, linked to its tab; without panels the tabs only switch content.',
        },
      }),
    },
    {
      name: 'TabPanel',
      rows: propsTable<TabPanelProps>({
        tabKey: { type: 'string', required: true, does: 'Key of the tab this panel belongs to.' },
        children: { type: 'ReactNode', does: 'The panel’s content.' },
      }),
    },
  ],
});
