import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { DemoStatus, StoryPreview, usageStory } from '../story-support';
import { Cell, CellGroup } from './Cell';
import { cellUsage } from './cell.usage';

export default { title: 'Data / Cell' } satisfies StoryDefault;

export const Usage = usageStory(cellUsage, () => <StoryPreview story={Default} />);

interface Args {
  title: string;
  value: string;
  description: string;
  arrow: boolean;
  disabled: boolean;
}

function Tappable(args: Args) {
  const [taps, setTaps] = useState(0);
  return (
    <>
      <CellGroup>
        <Cell
          {...args}
          value={args.value || undefined}
          description={args.description || undefined}
          onClick={() => setTaps((n) => n + 1)}
        />
      </CellGroup>
      <DemoStatus label="Taps">{taps}</DemoStatus>
    </>
  );
}

export const Default: Story<Args> = (args) => <Tappable {...args} />;
Default.args = { title: 'Personal Info', value: '', description: '', arrow: true, disabled: false };

export const SettingsList: Story = () => (
  <CellGroup title="Settings">
    <Cell title="Personal Info" href="#setting-info" />
    <Cell title="Account Security" href="#setting-security" />
    <Cell title="Change Password" href="#retrieve" />
    <Cell title="Gender" value="Female" onClick={() => undefined} />
    <Cell title="Log Out" onClick={() => undefined} arrow={false} />
  </CellGroup>
);

export const StaticRows: Story<{ brand: string; amount: string }> = ({ brand, amount }) => (
  <CellGroup title="Purchase History Detail">
    <Cell title="Brand" value={brand} />
    <Cell title="Amount" value={amount} />
  </CellGroup>
);
StaticRows.args = { brand: 'Monarch Ceramics', amount: 'Ksh 12,400' };

export const LongText: Story<Args> = (args) => <Tappable {...args} />;
LongText.args = {
  title: 'Store location: Westlands Showroom, Ground Floor, Sarit Centre, Karuna Road',
  description:
    'Open 9:00 a.m. to 6:00 p.m., closed on Sundays and public holidays. Parking available at the back entrance.',
  value: '1,250 m away from your current location',
  arrow: true,
  disabled: false,
};

export const Disabled: Story<{ disabled: boolean }> = ({ disabled }) => (
  <CellGroup>
    <Cell title="Account Security" description="Available after login" href="#setting-security" disabled={disabled} />
    <Cell title="Gender" value="Male" onClick={() => undefined} disabled={disabled} />
  </CellGroup>
);
Disabled.args = { disabled: true };

export const Empty: Story<{ text: string }> = ({ text }) => (
  <CellGroup title="Recently Viewed">
    <Cell title={text} />
  </CellGroup>
);
Empty.args = { text: 'No Browsing History' };
