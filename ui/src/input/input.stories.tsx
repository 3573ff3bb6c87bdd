import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Input, type InputType } from './Input';

export default { title: 'Forms / Input' } satisfies StoryDefault;

const pad = { padding: 16, display: 'grid', gap: 16 } as const;

type Args = { label: string; placeholder: string; error: string; hint: string; disabled: boolean; clearable: boolean; type: InputType; maxLength: number };

export const Default: Story<Args> = ({ error, hint, ...args }) => {
  const [value, setValue] = useState('');
  return (
    <div style={pad}>
      <Input {...args} error={error || undefined} hint={hint || undefined} value={value} onChange={setValue} />
    </div>
  );
};
Default.args = { label: 'First name', placeholder: 'Enter your first name', error: '', hint: '', disabled: false, clearable: true, type: 'text', maxLength: 40 };
Default.argTypes = { type: { options: ['text', 'tel', 'email', 'password', 'number', 'search', 'url'], control: { type: 'select' } } };

export const Empty: Story = () => {
  const [value, setValue] = useState('');
  return (
    <div style={pad}>
      <Input label="E-mail" type="email" inputMode="email" autoComplete="email" placeholder="name@example.com" value={value} onChange={setValue} />
    </div>
  );
};

export const PhoneWithAreaCode: Story = () => {
  const [value, setValue] = useState('712345678');
  return (
    <div style={pad}>
      <Input
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        prefix="+254"
        clearable
        value={value}
        onChange={setValue}
      />
    </div>
  );
};

export const WithError: Story = () => {
  const [value, setValue] = useState('abc');
  return (
    <div style={pad}>
      <Input
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters"
        error="upper letter, small letter, number, at least 6 characters"
        value={value}
        onChange={setValue}
      />
    </div>
  );
};

export const Disabled: Story = () => (
  <div style={pad}>
    <Input label="Phone" prefix="+254" value="712345678" onChange={() => undefined} disabled hint="Contact details come from your account" />
  </div>
);

export const LongText: Story = () => {
  const [value, setValue] = useState('Please call before delivery; the building entrance is on the side street next to the pharmacy.');
  return (
    <div style={pad}>
      <Input
        label="Demand: tell the store what you would like to see during your appointment and when"
        value={value}
        onChange={setValue}
        clearable
        hint="The store receives this note together with your booking, so include details such as room size and preferred tile colours."
        error="The remark is not filled in the way the store asked for; please shorten it to fit one message."
      />
    </div>
  );
};
