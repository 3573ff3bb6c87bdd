import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Input } from '../input';
import { CountdownButton } from './CountdownButton';

export default { title: 'Forms / Countdown Button' } satisfies StoryDefault;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const Default: Story<{ seconds: number; idleText: string; disabled: boolean; sendMs: number; succeeds: boolean }> = ({
  seconds,
  idleText,
  disabled,
  sendMs,
  succeeds,
}) => (
  <div style={{ padding: 16 }}>
    <CountdownButton
      seconds={seconds}
      idleText={idleText}
      disabled={disabled}
      onSend={async () => {
        await wait(sendMs);
        return succeeds;
      }}
    />
  </div>
);
Default.args = { seconds: 59, idleText: 'Obtain', disabled: false, sendMs: 600, succeeds: true };

export const InCodeField: Story = () => {
  const [code, setCode] = useState('');
  return (
    <div style={{ padding: 16, display: 'flex', gap: 8, alignItems: 'flex-end' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Input label="Verification code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={setCode} />
      </div>
      <CountdownButton onSend={() => true} />
    </div>
  );
};

/** Sending: the request never answers here, so after a press the button stays disabled. */
export const Sending: Story = () => (
  <div style={{ padding: 16 }}>
    <CountdownButton onSend={() => new Promise<boolean>(() => undefined)} />
    <p>Press the button: it stays disabled while the code request is pending.</p>
  </div>
);

export const SendFails: Story = () => (
  <div style={{ padding: 16 }}>
    <CountdownButton onSend={async () => false} />
    <p>The request fails: the button stays on Obtain.</p>
  </div>
);

/** Counting: resumed from a countdown started 12 s ago. */
export const Counting: Story<{ startedSecondsAgo: number }> = ({ startedSecondsAgo }) => {
  const [startedAt] = useState(() => Date.now() - startedSecondsAgo * 1000);
  return (
    <div style={{ padding: 16 }}>
      <CountdownButton key={startedAt} onSend={() => true} startedAt={startedAt} />
    </div>
  );
};
Counting.args = { startedSecondsAgo: 12 };

export const LongIdleText: Story = () => (
  <div style={{ padding: 16, width: 200 }}>
    <CountdownButton onSend={() => true} idleText="Send verification code again" />
  </div>
);

export const Disabled: Story = () => (
  <div style={{ padding: 16 }}>
    <CountdownButton onSend={() => true} disabled />
  </div>
);
