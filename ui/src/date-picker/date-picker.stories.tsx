import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { ToastViewport } from '../toast';
import { DatePickerSheet } from './DatePickerSheet';
import type { DateTriple } from './date-rules';

export default { title: 'Forms / Date picker' } satisfies StoryDefault;

interface Args {
  allowedWeekdays: string;
  excludedDays: string;
  title: string;
}

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function Demo({
  allowedWeekdays,
  excludedDays,
  title,
  today,
  initialMonth,
  initialOpen = true,
}: Partial<Args> & { today?: Date; initialMonth?: Date; initialOpen?: boolean }) {
  const [open, setOpen] = useState(initialOpen);
  const [value, setValue] = useState<DateTriple | null>(null);
  return (
    <main>
      <h1>Store appointment</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Choose a date
      </button>
      <p>Chosen: {value ? value.join('-') : 'nothing yet'}</p>
      <DatePickerSheet
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={setValue}
        today={today}
        initialMonth={initialMonth}
        title={title || undefined}
        allowedWeekdays={allowedWeekdays === undefined || allowedWeekdays === '' ? undefined : list(allowedWeekdays)}
        excludedDays={excludedDays ? list(excludedDays) : undefined}
      />
      <ToastViewport />
    </main>
  );
}

const TODAY = new Date(2025, 2, 12);

export const Default: Story<Args> = (args) => <Demo {...args} today={TODAY} />;
Default.args = { allowedWeekdays: '', excludedDays: '', title: 'Select Date' };
Default.argTypes = {
  allowedWeekdays: { control: { type: 'text' }, description: "Comma-separated '0' (Monday) … '6' (Sunday); empty = all" },
  excludedDays: { control: { type: 'text' }, description: "Comma-separated 'YYYY-MM-DD'" },
};

/** Weekdays only, with two closed days. */
export const WorkingDaysOnly: Story<Args> = (args) => <Demo {...args} today={TODAY} />;
WorkingDaysOnly.args = { allowedWeekdays: '0,1,2,3,4', excludedDays: '2025-03-14, 2025-03-18', title: 'Appointment Date' };

/** Every day is closed in this month: nothing can be chosen (Confirm says 'Please Select'). */
export const NothingSelectable: Story = () => <Demo today={TODAY} allowedWeekdays="" excludedDays="" initialMonth={new Date(2025, 1, 1)} />;

export const YearEnd: Story = () => <Demo today={new Date(2025, 11, 29)} />;

export const LongTitle: Story = () => (
  <Demo today={TODAY} title="Choose the day of your visit to the Westlands showroom, Sarit Centre, Karuna Road" />
);

export const Closed: Story = () => <Demo today={TODAY} initialOpen={false} />;
