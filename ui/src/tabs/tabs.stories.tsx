import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { DemoNote, DemoPanel, StoryPreview, usageStory } from '../story-support';
import { TabPanel, Tabs, type TabItem } from './Tabs';
import { tabsUsage } from './tabs.usage';

export default { title: 'Navigation / Tabs' } satisfies StoryDefault;

export const Usage = usageStory(tabsUsage, () => <StoryPreview story={Default} />);

const records: TabItem[] = [
  { key: 'appointment', label: 'My Appointment' },
  { key: 'store', label: 'Store Record' },
  { key: 'purchase', label: 'Purchase History' },
];

const CATEGORIES = [
  'All',
  'Floor Tiles',
  'Wall Tiles',
  'Porcelain',
  'Marble Look',
  'Wood Look',
  'Mosaic',
  'Outdoor',
  'Sanitary Ware',
  'Accessories',
];

function Demo({
  items,
  initial,
  label = 'Records',
  panelText,
}: {
  items: TabItem[];
  initial?: string;
  label?: string;
  panelText?: string;
}) {
  const [active, setActive] = useState(initial ?? items[0]?.key ?? '');
  return (
    <div>
      <Tabs label={label} items={items} activeKey={active} onChange={setActive}>
        {items.map((item) => (
          <TabPanel key={item.key} tabKey={item.key}>
            <DemoPanel>
              <DemoNote>{panelText ?? `${item.label} content`}</DemoNote>
            </DemoPanel>
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

export const Default: Story<{ initial: string }> = ({ initial }) => (
  <Demo key={initial} items={records} initial={initial} />
);
Default.args = { initial: 'appointment' };
Default.argTypes = { initial: { options: records.map((r) => r.key), control: { type: 'radio' } } };

export const ManyScrollable: Story<{ count: number; initial: number }> = ({ count, initial }) => (
  <Demo
    key={`${count}-${initial}`}
    initial={`t${Math.min(initial, count - 1)}`}
    items={CATEGORIES.slice(0, count).map((label, i) => ({ key: `t${i}`, label }))}
  />
);
ManyScrollable.args = { count: CATEGORIES.length, initial: 7 };
ManyScrollable.argTypes = {
  count: { control: { type: 'range', min: 1, max: CATEGORIES.length, step: 1 } },
  initial: { control: { type: 'range', min: 0, max: CATEGORIES.length - 1, step: 1 } },
};

export const LongLabels: Story<{ first: string }> = ({ first }) => (
  <Demo
    items={[
      { key: 'a', label: first },
      { key: 'b', label: 'Cases' },
      { key: 'c', label: 'Display rooms in 3D' },
    ]}
  />
);
LongLabels.args = { first: 'Collections from the Westlands Showroom' };

export const WithDisabled: Story<{ casesDisabled: boolean }> = ({ casesDisabled }) => (
  <Demo
    items={[
      { key: 'collections', label: 'Collections' },
      { key: 'cases', label: 'Cases', disabled: casesDisabled },
      { key: 'display', label: 'Display' },
    ]}
  />
);
WithDisabled.args = { casesDisabled: true };

export const EmptyPanel: Story<{ emptyText: string }> = ({ emptyText }) => (
  <Demo
    label="Wish List"
    panelText={emptyText}
    items={[
      { key: 'collections', label: 'Collections' },
      { key: 'cases', label: 'Cases' },
    ]}
  />
);
EmptyPanel.args = { emptyText: 'No Favorite Yet' };
