import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { DemoButton, DemoPage, DemoStatus, StoryPreview, usageStory } from '../story-support';
import { ToastViewport } from '../toast';
import { DatePickerSheet } from './DatePickerSheet';
import { datePickerUsage } from './date-picker.usage';
import { mondayFirstWeekday, type DateTriple } from './date-rules';

export default { title: 'Forms / Date picker' } satisfies StoryDefault;

export const Usage = usageStory(datePickerUsage, () => <StoryPreview story={Default} overrides={{ open: false }} />);

interface Args {
  open: boolean;
  allowedWeekdays: string;
  excludedDays: string;
  title: string;
}

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The story's rule from its two text controls: days off the allowed weekdays, or listed, cannot be chosen. */
function closedOn(allowedWeekdays = '', excludedDays = '') {
  const weekdays = list(allowedWeekdays);
  const excluded = list(excludedDays);
  return (date: string) =>
    excluded.includes(date) ||
    (weekdays.length > 0 && !weekdays.includes(String(mondayFirstWeekday(new Date(`${date}T00:00:00`)))));
}

function Choosing({
  allowedWeekdays,
  excludedDays,
  title,
  today,
  initialMonth,
  open: initialOpen = true,
}: Partial<Args> & { today?: Date; initialMonth?: Date }) {
  const [open, setOpen] = useState(initialOpen);
  const [value, setValue] = useState<DateTriple | null>(null);
  return (
    <DemoPage title="Store appointment">
      <div>
        <DemoButton onClick={() => setOpen(true)}>Choose a date</DemoButton>
      </div>
      <DemoStatus label="Chosen">{value ? value.join('-') : 'nothing yet'}</DemoStatus>
      <DatePickerSheet
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={setValue}
        today={today}
        initialMonth={initialMonth}
        title={title || undefined}
        isDisabled={closedOn(allowedWeekdays, excludedDays)}
      />
      <ToastViewport />
    </DemoPage>
  );
}

/** The sheet opens at load, or stays closed, as the open control says. */
const Demo = (props: Partial<Args> & { today?: Date; initialMonth?: Date }) => (
  <Choosing key={String(props.open)} {...props} />
);

const TODAY = new Date(2025, 2, 12);

const argTypes = {
  allowedWeekdays: {
    control: { type: 'text' },
    description: "Comma-separated '0' (Monday) … '6' (Sunday); empty = all",
  },
  excludedDays: { control: { type: 'text' }, description: "Comma-separated 'YYYY-MM-DD'" },
} as const;

const base: Args = { open: true, allowedWeekdays: '', excludedDays: '', title: 'Select Date' };

export const Default: Story<Args> = (args) => <Demo {...args} today={TODAY} />;
Default.args = base;
Default.argTypes = argTypes;

/** Weekdays only, with two closed days. */
export const WorkingDaysOnly: Story<Args> = (args) => <Demo {...args} today={TODAY} />;
WorkingDaysOnly.args = {
  ...base,
  allowedWeekdays: '0,1,2,3,4',
  excludedDays: '2025-03-14, 2025-03-18',
  title: 'Appointment Date',
};
WorkingDaysOnly.argTypes = argTypes;

/** A month before today: nothing can be chosen (Confirm says 'Please Select'). */
export const NothingSelectable: Story<Args> = (args) => (
  <Demo {...args} today={TODAY} initialMonth={new Date(2025, 1, 1)} />
);
NothingSelectable.args = base;
NothingSelectable.argTypes = argTypes;

export const YearEnd: Story<Args> = (args) => <Demo {...args} today={new Date(2025, 11, 29)} />;
YearEnd.args = base;
YearEnd.argTypes = argTypes;

export const LongTitle: Story<Args> = (args) => <Demo {...args} today={TODAY} />;
LongTitle.args = {
  ...base,
  title: 'Choose the day of your visit to the Westlands showroom, Sarit Centre, Karuna Road',
};
LongTitle.argTypes = argTypes;

export const Closed: Story<Args> = (args) => <Demo {...args} today={TODAY} />;
Closed.args = { ...base, open: false };
Closed.argTypes = argTypes;
