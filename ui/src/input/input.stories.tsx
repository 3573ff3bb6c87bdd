import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { DemoPage, StoryPreview, usageStory } from '../story-support';
import { Input, type InputProps, type InputType } from './Input';
import { inputUsage } from './input.usage';

export default { title: 'Forms / Input' } satisfies StoryDefault;

export const Usage = usageStory(inputUsage, () => <StoryPreview story={Default} />);

type Args = {
  label: string;
  placeholder: string;
  error: string;
  hint: string;
  disabled: boolean;
  clearable: boolean;
  type: InputType;
  maxLength: number;
};

/** The field with its own state; `initial` is where the text starts (a control change starts again from it). */
function Field({
  initial = '',
  error,
  hint,
  ...props
}: Omit<InputProps, 'value' | 'onChange' | 'error' | 'hint'> & { initial?: string; error?: string; hint?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DemoPage>
      <Input {...props} error={error || undefined} hint={hint || undefined} value={value} onChange={setValue} />
    </DemoPage>
  );
}

export const Default: Story<Args> = (args) => <Field {...args} />;
Default.args = {
  label: 'First name',
  placeholder: 'Enter your first name',
  error: '',
  hint: '',
  disabled: false,
  clearable: true,
  type: 'text',
  maxLength: 40,
};
Default.argTypes = {
  type: { options: ['text', 'tel', 'email', 'password', 'number', 'search', 'url'], control: { type: 'select' } },
};

export const Empty: Story<{ label: string; placeholder: string }> = (args) => (
  <Field {...args} type="email" inputMode="email" autoComplete="email" />
);
Empty.args = { label: 'E-mail', placeholder: 'name@example.com' };

export const PhoneWithAreaCode: Story<{ prefix: string; clearable: boolean }> = ({ prefix, clearable }) => (
  <Field
    key={prefix}
    initial="712345678"
    label="Phone"
    type="tel"
    inputMode="tel"
    autoComplete="tel-national"
    prefix={prefix}
    clearable={clearable}
  />
);
PhoneWithAreaCode.args = { prefix: '+254', clearable: true };

export const WithError: Story<{ error: string; hint: string }> = (args) => (
  <Field {...args} initial="abc" label="Password" type="password" autoComplete="new-password" />
);
WithError.args = { error: 'upper letter, small letter, number, at least 6 characters', hint: 'At least 6 characters' };

export const Disabled: Story<{ disabled: boolean; readOnly: boolean }> = ({ disabled, readOnly }) => (
  <Field
    initial="712345678"
    label="Phone"
    prefix="+254"
    disabled={disabled}
    readOnly={readOnly}
    clearable
    hint="Contact details come from your account"
  />
);
Disabled.args = { disabled: true, readOnly: false };

export const LongText: Story<{ label: string; text: string; hint: string; error: string }> = ({ text, ...args }) => (
  <Field key={text} initial={text} clearable {...args} />
);
LongText.args = {
  label: 'Demand: tell the store what you would like to see during your appointment and when',
  text: 'Please call before delivery; the building entrance is on the side street next to the pharmacy.',
  hint: 'The store receives this note together with your booking, so include details such as room size and preferred tile colours.',
  error: 'The remark is not filled in the way the store asked for; please shorten it to fit one message.',
};
