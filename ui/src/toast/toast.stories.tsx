import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useMemo } from 'react';
import { createToastStore, ToastViewport, type ToastOptions } from './Toast';

export default { title: 'Feedback / Toast' } satisfies StoryDefault;

function Demo({ text, options }: { text: string; options?: ToastOptions }) {
  const store = useMemo(() => createToastStore(), []);
  useEffect(() => {
    store.show(text, { duration: 600_000, ...options });
  }, [store, text, options]);
  return (
    <div>
      <button type="button" onClick={() => store.show(text, options)}>
        Show again
      </button>
      <ToastViewport store={store} />
    </div>
  );
}

export const Default: Story<{ text: string }> = ({ text }) => <Demo text={text} />;
Default.args = { text: 'Copied' };

export const Error: Story = () => <Demo text="request error" options={{ variant: 'error' }} />;

export const Centred: Story = () => <Demo text="Saved" options={{ placement: 'center' }} />;

export const LoginStyle: Story = () => <Demo text="Login Successfully" options={{ login: true }} />;

export const LongText: Story = () => (
  <Demo text="The account or password is incorrect. Please enter it again, or retrieve your password from the login page." />
);
