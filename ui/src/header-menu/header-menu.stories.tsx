import type { Story, StoryDefault } from '@ladle/react';
import { useRef, useState } from 'react';
import { DEFAULT_TABS, NavIcon, type TabBarItem } from '../tab-bar';
import { HeaderMenu } from './HeaderMenu';

export default { title: 'Navigation / Header menu' } satisfies StoryDefault;

const headerStyle = {
  position: 'sticky',
  top: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: 'var(--sf-header-height)',
  padding: '0 var(--sf-space-2) 0 var(--sf-space-4)',
  background: 'var(--sf-color-surface)',
  boxShadow: 'inset 0 -1px 0 var(--sf-color-border)',
  fontFamily: 'var(--sf-font-family)',
} as const;

const toggleStyle = {
  display: 'grid',
  placeItems: 'center',
  width: 'var(--sf-touch-target)',
  height: 'var(--sf-touch-target)',
  border: 0,
  background: 'transparent',
  color: 'var(--sf-color-text)',
  cursor: 'pointer',
} as const;

function Demo({ initiallyOpen = true, items, activeKey }: { initiallyOpen?: boolean; items?: readonly TabBarItem[]; activeKey?: string }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [page, setPage] = useState('/');
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <div>
      <header style={headerStyle}>
        <strong>Storefront</strong>
        <button
          ref={toggle}
          type="button"
          style={toggleStyle}
          aria-label="Menu"
          aria-expanded={open}
          aria-controls="story-menu"
          onClick={() => setOpen((o) => !o)}
        >
          <NavIcon name="menu" className="story-menu-icon" />
        </button>
      </header>
      <main style={{ padding: 'var(--sf-space-4)' }}>
        <p>Current route: {page}</p>
        {Array.from({ length: 20 }, (_, i) => (
          <p key={i}>Page content row {i + 1}</p>
        ))}
      </main>
      <style>{'.story-menu-icon { width: var(--sf-icon-size); height: var(--sf-icon-size); }'}</style>
      <HeaderMenu
        id="story-menu"
        open={open}
        items={items}
        activeKey={activeKey}
        onClose={() => {
          setOpen(false);
          toggle.current?.focus();
        }}
        onNavigate={(href) => {
          setPage(href);
          setOpen(false);
        }}
      />
    </div>
  );
}

export const Open: Story<{ activeKey: string }> = ({ activeKey }) => <Demo key={activeKey} activeKey={activeKey} />;
Open.args = { activeKey: 'home' };
Open.argTypes = { activeKey: { options: DEFAULT_TABS.map((t) => t.key), control: { type: 'radio' } } };

export const Closed: Story = () => <Demo initiallyOpen={false} activeKey="home" />;

export const NoneActive: Story = () => <Demo />;

export const LongLabels: Story = () => (
  <Demo
    activeKey="display"
    items={[
      { key: 'home', label: 'Home page of the Westlands Showroom and Karen Store', href: '/' },
      { key: 'collections', label: 'Collections, series and every product type we carry', href: '/product-center' },
      { key: 'display', label: 'Display rooms in 3D', href: '/template' },
      { key: 'cases', label: 'Real cases', href: '/cases' },
      { key: 'account', label: 'My account, favourites and records', href: '/person' },
    ]}
  />
);

export const ManyItems: Story = () => (
  <Demo
    activeKey="s3"
    items={Array.from({ length: 16 }, (_, i) => ({ key: `s${i}`, label: `Section ${i + 1}`, href: `/section-${i + 1}` }))}
  />
);
