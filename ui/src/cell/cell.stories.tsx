import type { Story, StoryDefault } from '@ladle/react';
import { Cell, CellGroup } from './Cell';

export default { title: 'Data / Cell' } satisfies StoryDefault;

export const Default: Story<{ title: string; value: string; description: string; arrow: boolean; disabled: boolean }> = (args) => (
  <CellGroup>
    <Cell {...args} onClick={() => undefined} />
  </CellGroup>
);
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

export const StaticRows: Story = () => (
  <CellGroup title="Purchase History Detail">
    <Cell title="Brand" value="Monarch Ceramics" />
    <Cell title="Amount" value="Ksh 12,400" />
  </CellGroup>
);

export const LongText: Story = () => (
  <CellGroup>
    <Cell
      title="Store location: Westlands Showroom, Ground Floor, Sarit Centre, Karuna Road"
      description="Open 9:00 a.m. to 6:00 p.m., closed on Sundays and public holidays. Parking available at the back entrance."
      value="1,250 m away from your current location"
      onClick={() => undefined}
    />
  </CellGroup>
);

export const Disabled: Story = () => (
  <CellGroup>
    <Cell title="Account Security" description="Available after login" href="#setting-security" disabled />
    <Cell title="Gender" value="Male" onClick={() => undefined} disabled />
  </CellGroup>
);

export const Empty: Story = () => (
  <CellGroup title="Recently Viewed">
    <Cell title="No Browsing History" />
  </CellGroup>
);
