import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { DEFAULT_TABS, TabBar, type TabBarItem } from './TabBar';

export default { title: 'Navigation / Tab bar' } satisfies StoryDefault;

function Page({ items, initial }: { items: readonly TabBarItem[]; initial?: string }) {
  const [active, setActive] = useState(initial);
  const shown = items.find((i) => i.key === active);
  return (
    <main style={{ padding: 'var(--sf-space-4)', paddingBottom: 'calc(var(--sf-tabbar-height) + var(--sf-space-4))' }}>
      <h1 style={{ margin: 0 }}>{shown?.label ?? 'No section'}</h1>
      <p>Tap a tab: the page handles the navigation. Ctrl/Cmd-click opens the link in a new tab.</p>
      <TabBar
        items={items}
        activeKey={active}
        onNavigate={(href) => setActive(items.find((i) => i.href === href)?.key)}
      />
    </main>
  );
}

export const Default: Story<{ activeKey: string }> = ({ activeKey }) => <Page key={activeKey} items={DEFAULT_TABS} initial={activeKey} />;
Default.args = { activeKey: 'home' };
Default.argTypes = { activeKey: { options: DEFAULT_TABS.map((t) => t.key), control: { type: 'radio' } } };

export const NoneActive: Story = () => <Page items={DEFAULT_TABS} />;

export const LongLabels: Story = () => (
  <Page
    initial="collections"
    items={[
      { key: 'home', label: 'Home page of the showroom', href: '/' },
      { key: 'collections', label: 'Collections and series', href: '/product-center' },
      { key: 'display', label: 'Display rooms in 3D', href: '/template' },
      { key: 'cases', label: 'Real cases', href: '/cases' },
      { key: 'account', label: 'My account and records', href: '/person' },
    ]}
  />
);

const star = (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="24" height="24">
    <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
  </svg>
);

export const FewItems: Story = () => <Page initial="home" items={DEFAULT_TABS.filter((t) => t.key === 'home' || t.key === 'account')} />;

export const CustomIcons: Story = () => (
  <Page initial="favourites" items={[...DEFAULT_TABS.slice(0, 3), { key: 'favourites', label: 'Favourites', href: '/favorites', icon: star }, DEFAULT_TABS[4]!]} />
);

export const LongPage: Story = () => (
  <div>
    {Array.from({ length: 40 }, (_, i) => (
      <p key={i} style={{ margin: 0, padding: 'var(--sf-space-3) var(--sf-space-4)' }}>
        Tile collection row {i + 1}
      </p>
    ))}
    <Page items={DEFAULT_TABS} initial="cases" />
  </div>
);
