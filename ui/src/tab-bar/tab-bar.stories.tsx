import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { DemoFiller, DemoNote, DemoPage, StoryPreview, usageStory } from '../story-support';
import { Icon } from '../icon';
import { DEFAULT_TABS, TabBar, type TabBarItem } from './TabBar';
import { tabBarUsage } from './tab-bar.usage';

export default { title: 'Navigation / Tab bar' } satisfies StoryDefault;

export const Usage = usageStory(tabBarUsage, () => <StoryPreview story={Default} />);

const activeControl = {
  options: ['', ...DEFAULT_TABS.map((t) => t.key)],
  control: { type: 'radio', labels: { '': 'none' } },
} as const;

function Page({ items, initial, rows = 0 }: { items: readonly TabBarItem[]; initial?: string; rows?: number }) {
  const [active, setActive] = useState(initial || undefined);
  const shown = items.find((i) => i.key === active);
  return (
    <div style={{ paddingBottom: 'var(--sf-tabbar-height)' }}>
      <DemoPage title={shown?.label ?? 'No section'}>
        <DemoNote>Tap a tab: the page handles the navigation. Ctrl/Cmd-click opens the link in a new tab.</DemoNote>
        {rows > 0 && <DemoFiller rows={rows} />}
      </DemoPage>
      <TabBar
        items={items}
        activeKey={active}
        onNavigate={(href) => setActive(items.find((i) => i.href === href)?.key)}
      />
    </div>
  );
}

export const Default: Story<{ activeKey: string }> = ({ activeKey }) => (
  <Page key={activeKey} items={DEFAULT_TABS} initial={activeKey} />
);
Default.args = { activeKey: 'home' };
Default.argTypes = { activeKey: activeControl };

export const NoneActive: Story<{ activeKey: string }> = ({ activeKey }) => (
  <Page key={activeKey} items={DEFAULT_TABS} initial={activeKey} />
);
NoneActive.args = { activeKey: '' };
NoneActive.argTypes = { activeKey: activeControl };

export const LongLabels: Story<{ collections: string; account: string }> = ({ collections, account }) => (
  <Page
    initial="collections"
    items={[
      { key: 'home', label: 'Home page of the showroom', href: '/' },
      { key: 'collections', label: collections, href: '/product-center' },
      { key: 'display', label: 'Display rooms in 3D', href: '/template' },
      { key: 'cases', label: 'Real cases', href: '/cases' },
      { key: 'account', label: account, href: '/person' },
    ]}
  />
);
LongLabels.args = { collections: 'Collections and series', account: 'My account and records' };

/** A tab may draw any icon; here one of the set. */
const heart = <Icon name="heart" size={24} />;

export const FewItems: Story<{ count: number }> = ({ count }) => (
  <Page key={count} initial="home" items={DEFAULT_TABS.slice(0, count)} />
);
FewItems.args = { count: 2 };
FewItems.argTypes = { count: { control: { type: 'range', min: 1, max: DEFAULT_TABS.length, step: 1 } } };

export const CustomIcons: Story<{ label: string }> = ({ label }) => (
  <Page
    initial="favourites"
    items={[
      ...DEFAULT_TABS.slice(0, 3),
      { key: 'favourites', label, href: '/favorites', icon: heart },
      DEFAULT_TABS[4]!,
    ]}
  />
);
CustomIcons.args = { label: 'Favourites' };

export const LongPage: Story<{ rows: number }> = ({ rows }) => (
  <Page items={DEFAULT_TABS} initial="cases" rows={rows} />
);
LongPage.args = { rows: 40 };
LongPage.argTypes = { rows: { control: { type: 'range', min: 0, max: 80, step: 5 } } };
