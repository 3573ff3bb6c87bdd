import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useMemo } from 'react';
import { DemoButton, DemoPage, StoryPreview, usageStory } from '../story-support';
import { createToastStore, ToastViewport, type ToastPlacement, type ToastVariant } from './Toast';
import { toastUsage } from './toast.usage';

export default { title: 'Feedback / Toast' } satisfies StoryDefault;

export const Usage = usageStory(toastUsage, () => <StoryPreview story={Default} />);

interface Args {
  text: string;
  variant: ToastVariant;
  placement: ToastPlacement;
  login: boolean;
}

const argTypes = {
  variant: { options: ['info', 'error', 'success'], control: { type: 'radio' } },
  placement: { options: ['bottom', 'center'], control: { type: 'radio' } },
} as const;

/** Shows the toast at load (for ten minutes, so it can be looked at); the button shows it again as the app would. */
function Demo({ text, variant, placement, login }: Args) {
  const store = useMemo(() => createToastStore(), []);
  useEffect(() => {
    store.show(text, { duration: 600_000, variant, placement, login });
  }, [store, text, variant, placement, login]);
  return (
    <DemoPage>
      <div>
        <DemoButton onClick={() => store.show(text, { variant, placement, login })}>Show again</DemoButton>
      </div>
      <ToastViewport store={store} />
    </DemoPage>
  );
}

const base: Args = { text: 'Copied', variant: 'info', placement: 'bottom', login: false };

export const Default: Story<Args> = (args) => <Demo {...args} />;
Default.args = base;
Default.argTypes = argTypes;

export const Error: Story<Args> = (args) => <Demo {...args} />;
Error.args = { ...base, text: 'request error', variant: 'error' };
Error.argTypes = argTypes;

export const Centred: Story<Args> = (args) => <Demo {...args} />;
Centred.args = { ...base, text: 'Saved', placement: 'center' };
Centred.argTypes = argTypes;

export const LoginStyle: Story<Args> = (args) => <Demo {...args} />;
LoginStyle.args = { ...base, text: 'Login Successfully', placement: 'center', login: true };
LoginStyle.argTypes = argTypes;

export const LongText: Story<Args> = (args) => <Demo {...args} />;
LongText.args = {
  ...base,
  text: 'The account or password is incorrect. Please enter it again, or retrieve your password from the login page.',
};
LongText.argTypes = argTypes;
