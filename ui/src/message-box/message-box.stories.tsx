import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useMemo, useState } from 'react';
import { DemoButton, DemoPage, DemoRow, DemoStatus, StoryPreview, usageStory } from '../story-support';
import { MessageBox, MessageBoxHost } from './MessageBox';
import { messageBoxUsage } from './message-box.usage';
import { createMessageBoxStore, type MessageBoxOptions } from './store';

export default { title: 'Overlays / Message box' } satisfies StoryDefault;

export const Usage = usageStory(messageBoxUsage, () => <StoryPreview story={Default} overrides={{ open: false }} />);

interface Args {
  open: boolean;
  title: string;
  text: string;
  showCancel: boolean;
  confirmText: string;
  cancelText: string;
}

function Asking(args: Args) {
  const [open, setOpen] = useState(args.open);
  const [answer, setAnswer] = useState('none yet');
  return (
    <DemoPage>
      <div>
        <DemoButton onClick={() => setOpen(true)}>Show message box</DemoButton>
      </div>
      <DemoStatus label="Last answer">{answer}</DemoStatus>
      <MessageBox
        open={open}
        title={args.title || undefined}
        text={args.text}
        showCancel={args.showCancel}
        confirmText={args.confirmText}
        cancelText={args.cancelText}
        onConfirm={() => {
          setAnswer('confirmed');
          setOpen(false);
        }}
        onCancel={() => {
          setAnswer('cancelled');
          setOpen(false);
        }}
      />
    </DemoPage>
  );
}

/** The box opens again (or stays closed) as the open control says when a control changes. */
const Demo = (args: Args) => <Asking key={String(args.open)} {...args} />;

const base: Args = {
  open: true,
  title: 'Login failed',
  text: 'The account or password is incorrect. Please enter it again',
  showCancel: false,
  confirmText: 'Confirm',
  cancelText: 'Cancel',
};

export const Default: Story<Args> = (args) => <Demo {...args} />;
Default.args = base;

export const WithCancel: Story<Args> = (args) => <Demo {...args} />;
WithCancel.args = {
  ...base,
  title: 'Merge accounts',
  text: 'This phone is already registered. Merge the two accounts?',
  showCancel: true,
};

export const NoTitle: Story<Args> = (args) => <Demo {...args} />;
NoTitle.args = { ...base, title: '', text: 'Please log in first.' };

export const LongText: Story<Args> = (args) => <Demo {...args} />;
LongText.args = {
  ...base,
  title: 'Privacy policy and service agreement of the Westlands Showroom and Karen Store',
  text: Array.from(
    { length: 12 },
    () => 'Please read and agree to the privacy policy and the service agreement before signing in.',
  ).join(' '),
  showCancel: true,
  confirmText: 'I have read and agree',
  cancelText: 'Not now, maybe later',
};

/** The imperative API: `await messageBox.show({...})`; boxes queue one after another. */
export const Imperative: Story<{ text: string; showCancel: boolean }> = ({ text, showCancel }) => {
  const store = useMemo(() => createMessageBoxStore(), []);
  const [log, setLog] = useState<string[]>([]);
  const ask = (options: MessageBoxOptions) =>
    void store
      .show(options)
      .then((ok) => setLog((l) => [...l, `${String(options.text)}: ${ok ? 'Confirm' : 'Cancel'}`]));
  useEffect(() => {
    ask({ title: 'Login required', text, showCancel });
    // Shown once at load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DemoPage>
      <DemoRow>
        <DemoButton onClick={() => ask({ text, showCancel })}>Ask</DemoButton>
        <DemoButton
          variant="secondary"
          onClick={() => {
            ask({ text: 'First of two' });
            ask({ text: 'Second of two', showCancel: true });
          }}
        >
          Ask twice (queued)
        </DemoButton>
      </DemoRow>
      <ul aria-label="Answers">
        {log.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      <MessageBoxHost store={store} />
    </DemoPage>
  );
};
Imperative.args = { text: 'Please log in first.', showCancel: true };
