import { CountdownButton, Input } from '@storefront/ui';
import { digits } from './rules';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Sends a code; true starts the 59 s countdown. */
  onSend: () => Promise<boolean>;
  error?: string;
  /** A countdown started earlier (another step of the same flow). */
  startedAt?: number;
  onStart?: (startedAt: number) => void;
}

/** The verification code with its 'Obtain' button and the 59 s resend countdown. */
export function CodeField({ value, onChange, onSend, error, startedAt, onStart }: CodeFieldProps) {
  return (
    <div className="sf-account__code">
      <Input
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        onChange={(next) => onChange(digits(next).slice(0, 6))}
        maxLength={6}
        error={error}
      />
      <CountdownButton className="sf-account__obtain" onSend={onSend} startedAt={startedAt} onStart={onStart} />
    </div>
  );
}
