import { rules } from '@storefront/sdk';
import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Input } from '../input';
import { DemoNote, DemoPage, StoryPreview, usageStory } from '../story-support';
import { CountdownButton } from './CountdownButton';
import { countdownButtonUsage } from './countdown-button.usage';

export default { title: 'Forms / Countdown Button' } satisfies StoryDefault;

export const Usage = usageStory(countdownButtonUsage, () => <StoryPreview story={Default} />);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Args {
  seconds: number;
  idleText: string;
  disabled: boolean;
  sendMs: number;
  succeeds: boolean;
}

/** The button with a pretend request that answers after `sendMs` (never when -1) with `succeeds`. */
function Demo({
  seconds,
  idleText,
  disabled,
  sendMs,
  succeeds,
  startedAt,
  note,
}: Partial<Args> & { startedAt?: number; note?: string }) {
  return (
    <DemoPage>
      <div>
        <CountdownButton
          key={`${seconds}-${startedAt}`}
          seconds={seconds ?? rules.CODE_RESEND_SECONDS}
          idleText={idleText}
          disabled={disabled}
          startedAt={startedAt}
          onSend={async () => {
            if (sendMs === -1) return new Promise<boolean>(() => undefined);
            await wait(sendMs ?? 0);
            return succeeds ?? true;
          }}
        />
      </div>
      {note && <DemoNote>{note}</DemoNote>}
    </DemoPage>
  );
}

export const Default: Story<Args> = (args) => <Demo {...args} />;
Default.args = { seconds: rules.CODE_RESEND_SECONDS, idleText: 'Obtain', disabled: false, sendMs: 600, succeeds: true };
Default.argTypes = { sendMs: { control: { type: 'range', min: 0, max: 5000, step: 100 } } };

export const InCodeField: Story<{ seconds: number }> = ({ seconds }) => {
  const [code, setCode] = useState('');
  return (
    <DemoPage>
      <div style={{ display: 'flex', gap: 'var(--sf-space-2)', alignItems: 'flex-end' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Input
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={rules.CODE_LENGTH}
            value={code}
            onChange={setCode}
          />
        </div>
        <CountdownButton key={seconds} seconds={seconds} onSend={() => true} />
      </div>
    </DemoPage>
  );
};
InCodeField.args = { seconds: rules.CODE_RESEND_SECONDS };

/** Sending: the request never answers here, so after a press the button stays disabled. */
export const Sending: Story<{ idleText: string }> = ({ idleText }) => (
  <Demo idleText={idleText} sendMs={-1} note="Press the button: it stays disabled while the code request is pending." />
);
Sending.args = { idleText: 'Obtain' };

export const SendFails: Story<{ succeeds: boolean }> = ({ succeeds }) => (
  <Demo
    succeeds={succeeds}
    note={succeeds ? 'The request succeeds: the countdown starts.' : 'The request fails: the button stays on Obtain.'}
  />
);
SendFails.args = { succeeds: false };

/** Counting: resumed from a countdown started 12 s ago. */
export const Counting: Story<{ startedSecondsAgo: number; seconds: number }> = ({ startedSecondsAgo, seconds }) => {
  const [startedAt] = useState(() => Date.now());
  return <Demo seconds={seconds} startedAt={startedAt - startedSecondsAgo * 1000} />;
};
Counting.args = { startedSecondsAgo: 12, seconds: rules.CODE_RESEND_SECONDS };
Counting.argTypes = { startedSecondsAgo: { control: { type: 'range', min: 0, max: 59, step: 1 } } };

export const LongIdleText: Story<{ idleText: string; width: number }> = ({ idleText, width }) => (
  <DemoPage>
    <div style={{ width }}>
      <CountdownButton seconds={rules.CODE_RESEND_SECONDS} onSend={() => true} idleText={idleText} />
    </div>
  </DemoPage>
);
LongIdleText.args = { idleText: 'Send verification code again', width: 200 };
LongIdleText.argTypes = { width: { control: { type: 'range', min: 80, max: 320, step: 10 } } };

export const Disabled: Story<{ disabled: boolean }> = ({ disabled }) => <Demo disabled={disabled} />;
Disabled.args = { disabled: true };
