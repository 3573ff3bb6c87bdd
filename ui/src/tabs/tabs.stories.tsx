import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { TabPanel, Tabs, type TabItem } from './Tabs';

export default { title: 'Navigation / Tabs' } satisfies StoryDefault;

const records: TabItem[] = [
  { key: 'appointment', label: 'My Appointment' },
  { key: 'store', label: 'Store Record' },
  { key: 'purchase', label: 'Purchase History' },
];

function Demo({ items, initial, withPanels = true }: { items: TabItem[]; initial?: string; withPanels?: boolean }) {
  const [active, setActive] = useState(initial ?? items[0]?.key ?? '');
  return (
    <div>
      <Tabs id="demo" label="Records" items={items} activeKey={active} onChange={setActive} />
      {withPanels &&
        items.map((item) => (
          <TabPanel key={item.key} tabsId="demo" tabKey={item.key} activeKey={active}>
            <p style={{ padding: 16, margin: 0 }}>{item.label} content</p>
          </TabPanel>
        ))}
    </div>
  );
}

export const Default: Story<{ initial: string }> = ({ initial }) => <Demo items={records} initial={initial} />;
Default.args = { initial: 'appointment' };
Default.argTypes = { initial: { options: records.map((r) => r.key), control: { type: 'radio' } } };

export const ManyScrollable: Story = () => (
  <Demo
    initial="t7"
    items={['All', 'Floor Tiles', 'Wall Tiles', 'Porcelain', 'Marble Look', 'Wood Look', 'Mosaic', 'Outdoor', 'Sanitary Ware', 'Accessories'].map(
      (label, i) => ({ key: `t${i}`, label }),
    )}
  />
);

export const LongLabels: Story = () => (
  <Demo
    items={[
      { key: 'a', label: 'Collections from the Westlands Showroom' },
      { key: 'b', label: 'Cases' },
      { key: 'c', label: 'Display rooms in 3D' },
    ]}
  />
);

export const WithDisabled: Story = () => (
  <Demo
    items={[
      { key: 'collections', label: 'Collections' },
      { key: 'cases', label: 'Cases', disabled: true },
      { key: 'display', label: 'Display' },
    ]}
  />
);

export const EmptyPanel: Story = () => {
  const [active, setActive] = useState('collections');
  const items = [
    { key: 'collections', label: 'Collections' },
    { key: 'cases', label: 'Cases' },
  ];
  return (
    <div>
      <Tabs id="wish" label="Wish List" items={items} activeKey={active} onChange={setActive} />
      {items.map((item) => (
        <TabPanel key={item.key} tabsId="wish" tabKey={item.key} activeKey={active}>
          <p style={{ padding: 32, margin: 0, textAlign: 'center' }}>No Favorite Yet</p>
        </TabPanel>
      ))}
    </div>
  );
};
