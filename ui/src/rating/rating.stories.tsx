import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Rating } from './Rating';

export default { title: 'Data / Rating' } satisfies StoryDefault;

export const Editable: Story<{ disabled: boolean; size: 'sm' | 'md' }> = ({ disabled, size }) => {
  const [value, setValue] = useState(3);
  return (
    <div style={{ padding: 16 }}>
      <Rating label="Service rating" value={value} onChange={setValue} disabled={disabled} size={size} />
      <p>Chosen: {value}</p>
    </div>
  );
};
Editable.args = { disabled: false, size: 'md' };
Editable.argTypes = { size: { options: ['sm', 'md'], control: { type: 'radio' } } };

export const NotRatedYet: Story = () => {
  const [value, setValue] = useState(0);
  return (
    <div style={{ padding: 16 }}>
      <Rating label="Rate your visit" value={value} onChange={setValue} />
      {value === 0 && <p>The evaluate is not filled</p>}
    </div>
  );
};

export const ReadOnly: Story<{ value: number; size: 'sm' | 'md' }> = ({ value, size }) => (
  <div style={{ padding: 16 }}>
    <Rating label="Case rating" value={value} readOnly size={size} />
  </div>
);
ReadOnly.args = { value: 4.5, size: 'sm' };
ReadOnly.argTypes = {
  value: { control: { type: 'range', min: 0, max: 5, step: 0.5 } },
  size: { options: ['sm', 'md'], control: { type: 'radio' } },
};

export const Disabled: Story = () => (
  <div style={{ padding: 16 }}>
    <Rating label="Service rating" value={2} onChange={() => undefined} disabled />
  </div>
);

export const LongLabelInList: Story = () => (
  <ul style={{ padding: 16, margin: 0, listStyle: 'none' }}>
    {[5, 4, 3.5, 1].map((stars) => (
      <li key={stars} style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '8px 0' }}>
        <span>Marble-look porcelain living room with underfloor heating, Nairobi</span>
        <Rating label="Case rating" value={stars} size="sm" />
      </li>
    ))}
  </ul>
);
