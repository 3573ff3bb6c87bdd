import type { Story, StoryDefault } from '@ladle/react';
import { useRef, useState } from 'react';
import { DemoButton, DemoFiller, DemoPage, DemoStatus, StoryPreview, usageStory } from '../story-support';
import { DEFAULT_TABS, NavIcon, type TabBarItem } from '../tab-bar';
import { HeaderMenu } from './HeaderMenu';
import { headerMenuUsage } from './header-menu.usage';

export default { title: 'Navigation / Header menu' } satisfies StoryDefault;

export const Usage = usageStory(headerMenuUsage, () => <StoryPreview story={Open} overrides={{ open: false }} />);

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

function Demo({
  initiallyOpen = true,
  items,
  activeKey,
}: {
  initiallyOpen?: boolean;
  items?: readonly TabBarItem[];
  activeKey?: string;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [page, setPage] = useState('/');
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <div>
      <header style={headerStyle}>
        <strong>Storefront</strong>
        <DemoButton
          ref={toggle}
          variant="quiet"
          icon
          aria-label="Menu"
          aria-expanded={open}
          aria-controls="story-menu"
          onClick={() => setOpen((o) => !o)}
        >
          <NavIcon name="menu" className="sf-demo-icon" />
        </DemoButton>
      </header>
      <DemoPage>
        <DemoStatus label="Current route">{page}</DemoStatus>
        <DemoFiller rows={20} label="Page content row" />
      </DemoPage>
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

const activeControl = {
  activeKey: { options: ['', ...DEFAULT_TABS.map((t) => t.key)], control: { type: 'radio', labels: { '': 'none' } } },
} as const;

interface Args {
  open: boolean;
  activeKey: string;
}

export const Open: Story<Args> = ({ open, activeKey }) => (
  <Demo key={`${open}-${activeKey}`} initiallyOpen={open} activeKey={activeKey || undefined} />
);
Open.args = { open: true, activeKey: 'home' };
Open.argTypes = activeControl;

export const Closed: Story<Args> = ({ open, activeKey }) => (
  <Demo key={`${open}-${activeKey}`} initiallyOpen={open} activeKey={activeKey || undefined} />
);
Closed.args = { open: false, activeKey: 'home' };
Closed.argTypes = activeControl;

export const NoneActive: Story<Args> = ({ open, activeKey }) => (
  <Demo key={`${open}-${activeKey}`} initiallyOpen={open} activeKey={activeKey || undefined} />
);
NoneActive.args = { open: true, activeKey: '' };
NoneActive.argTypes = activeControl;

export const LongLabels: Story<{ home: string; collections: string }> = ({ home, collections }) => (
  <Demo
    activeKey="display"
    items={[
      { key: 'home', label: home, href: '/' },
      { key: 'collections', label: collections, href: '/product-center' },
      { key: 'display', label: 'Display rooms in 3D', href: '/template' },
      { key: 'cases', label: 'Real cases', href: '/cases' },
      { key: 'account', label: 'My account, favourites and records', href: '/person' },
    ]}
  />
);
LongLabels.args = {
  home: 'Home page of the Westlands Showroom and Karen Store',
  collections: 'Collections, series and every product type we carry',
};

export const ManyItems: Story<{ count: number }> = ({ count }) => (
  <Demo
    key={count}
    activeKey="s3"
    items={Array.from({ length: count }, (_, i) => ({
      key: `s${i}`,
      label: `Section ${i + 1}`,
      href: `/section-${i + 1}`,
    }))}
  />
);
ManyItems.args = { count: 16 };
ManyItems.argTypes = { count: { control: { type: 'range', min: 1, max: 30, step: 1 } } };
