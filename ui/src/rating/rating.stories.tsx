import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { DemoNote, DemoPage, DemoStatus, StoryPreview, usageStory } from '../story-support';
import { Rating } from './Rating';
import { ratingUsage } from './rating.usage';

export default { title: 'Data / Rating' } satisfies StoryDefault;

export const Usage = usageStory(ratingUsage, () => <StoryPreview story={Editable} />);

const sizeControl = { options: ['sm', 'md'], control: { type: 'radio' } } as const;

interface Args {
  label: string;
  disabled: boolean;
  size: 'sm' | 'md';
}

function EditableDemo({ initial, label, disabled, size }: Args & { initial: number }) {
  const [value, setValue] = useState(initial);
  return (
    <DemoPage>
      <Rating label={label} value={value} onChange={setValue} disabled={disabled} size={size} />
      {value === 0 ? <DemoNote>The evaluate is not filled</DemoNote> : <DemoStatus label="Chosen">{value}</DemoStatus>}
    </DemoPage>
  );
}

export const Editable: Story<Args> = (args) => <EditableDemo {...args} initial={3} />;
Editable.args = { label: 'Service rating', disabled: false, size: 'md' };
Editable.argTypes = { size: sizeControl };

export const NotRatedYet: Story<Args> = (args) => <EditableDemo {...args} initial={0} />;
NotRatedYet.args = { label: 'Rate your visit', disabled: false, size: 'md' };
NotRatedYet.argTypes = { size: sizeControl };

export const ReadOnly: Story<{ value: number; size: 'sm' | 'md' }> = ({ value, size }) => (
  <DemoPage>
    <Rating label="Case rating" value={value} readOnly size={size} />
  </DemoPage>
);
ReadOnly.args = { value: 4.5, size: 'sm' };
ReadOnly.argTypes = {
  value: { control: { type: 'range', min: 0, max: 5, step: 0.5 } },
  size: sizeControl,
};

export const Disabled: Story<Args> = (args) => <EditableDemo {...args} initial={2} />;
Disabled.args = { label: 'Service rating', disabled: true, size: 'md' };
Disabled.argTypes = { size: sizeControl };

export const LongLabelInList: Story<{ caseName: string }> = ({ caseName }) => (
  <ul style={{ padding: 'var(--sf-space-4)', margin: 0, listStyle: 'none' }}>
    {[5, 4, 3.5, 1].map((stars) => (
      <li
        key={stars}
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 'var(--sf-space-2)',
          padding: 'var(--sf-space-2) 0',
        }}
      >
        <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{caseName}</span>
        <Rating label="Case rating" value={stars} size="sm" />
      </li>
    ))}
  </ul>
);
LongLabelInList.args = { caseName: 'Marble-look porcelain living room with underfloor heating, Nairobi' };
