import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { DemoStatus, StoryPreview, usageStory } from '../story-support';
import { SearchBar } from './SearchBar';
import { searchBarUsage } from './search-bar.usage';

export default { title: 'Forms / Search bar' } satisfies StoryDefault;

export const Usage = usageStory(searchBarUsage, () => <StoryPreview story={Default} />);

interface Args {
  initial: string;
  placeholder: string;
  withBack: boolean;
  withMenu: boolean;
  disabled: boolean;
}

function Bar({ initial, placeholder, withBack, withMenu, disabled }: Args) {
  const [value, setValue] = useState(initial);
  const [menuOpen, setMenuOpen] = useState(false);
  const [log, setLog] = useState('none');
  return (
    <>
      <SearchBar
        value={value}
        onChange={setValue}
        onSubmit={(text) => setLog(`searched "${text}"`)}
        onBack={withBack ? () => setLog('back') : undefined}
        onMenuToggle={withMenu ? () => setMenuOpen((o) => !o) : undefined}
        menuOpen={menuOpen}
        placeholder={placeholder}
        disabled={disabled}
      />
      <DemoStatus>
        {log}; menu {menuOpen ? 'open' : 'closed'}
      </DemoStatus>
    </>
  );
}

/** A change of the `initial` control starts the field again from that text. */
const Demo = (args: Args) => <Bar key={args.initial} {...args} />;

const base: Args = {
  initial: '',
  placeholder: 'Search for brand info',
  withBack: true,
  withMenu: true,
  disabled: false,
};

export const Default: Story<Args> = (args) => <Demo {...args} />;
Default.args = base;

export const WithText: Story<Args> = (args) => <Demo {...args} />;
WithText.args = { ...base, initial: 'Terrazzo' };

export const HotWordPlaceholder: Story<Args> = (args) => <Demo {...args} />;
HotWordPlaceholder.args = { ...base, placeholder: 'Marble look porcelain' };

export const LongText: Story<Args> = (args) => <Demo {...args} />;
LongText.args = {
  ...base,
  initial: 'large format porcelain slabs for kitchen countertops in matte white with grey veins',
};

export const NoBackNoMenu: Story<Args> = (args) => <Demo {...args} />;
NoBackNoMenu.args = { ...base, withBack: false, withMenu: false };

export const Disabled: Story<Args> = (args) => <Demo {...args} />;
Disabled.args = { ...base, initial: 'Terrazzo', disabled: true };
