import { defineUsage, propsTable, valueDocs } from '../story-support';
import type { TabPanelProps, TabsProps } from './Tabs';

export const tabsUsage = defineUsage({
  title: 'Tabs',
  summary: 'A row of tabs switching the content below; the row scrolls sideways when the tabs do not fit, keeping the chosen one in view.',
  imports: ['Tabs', 'TabPanel', 'type TabItem'],
  notes: [
    'Give Tabs an id and render one TabPanel per item with that tabsId: tabs and panels are then linked for screen readers.',
    'Selection follows focus: Left and Right (wrapping), Home and End choose the next tab, skipping disabled ones; only the chosen tab is in the Tab order.',
    'For the app’s main sections use the tab bar, not tabs.',
  ],
  components: [
    {
      name: 'Tabs',
      rows: propsTable<TabsProps>({
        items: { type: '{ key: string; label: string; disabled?: boolean }[]', required: true, does: 'The tabs.' },
        ...valueDocs('string', 'Key of the chosen tab', "the first enabled tab", { value: 'activeKey', defaultValue: 'defaultActiveKey' }),
        label: { type: 'string', required: true, does: "Name of the tab list, e.g. 'Records'." },
        id: { type: 'string', does: 'Links each tab to its TabPanel (aria-controls); without it the tabs only switch content.' },
      }),
    },
    {
      name: 'TabPanel',
      rows: propsTable<TabPanelProps>({
        tabsId: { type: 'string', required: true, does: 'The id given to Tabs.' },
        tabKey: { type: 'string', required: true, does: 'Key of the tab this panel belongs to.' },
        activeKey: { type: 'string', required: true, does: 'Key of the chosen tab: other panels render hidden and empty.' },
        children: { type: 'ReactNode', does: 'The panel’s content.' },
      }),
    },
  ],
});
