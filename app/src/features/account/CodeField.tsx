import { m } from '@storefront/sdk/i18n';
import { rules } from '@storefront/sdk';
import { CountdownButton, Input } from '@storefront/ui';
import { digits } from './rules';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Sends a code; true starts the resend countdown. */
  onSend: () => Promise<boolean>;
  error?: string;
  /** A countdown started earlier (another step of the same flow). */
  startedAt?: number;
  onStart?: (startedAt: number) => void;
}

/** The verification code with its 'Obtain' button and the resend countdown (both from the sdk's code rules). */
export function CodeField({ value, onChange, onSend, error, startedAt, onStart }: CodeFieldProps) {
  return (
    <div className="sf-account__code">
      <Input
        label={m.account_verification_code()}

        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        onChange={(next) => onChange(digits(next).slice(0, rules.CODE_LENGTH))}
        maxLength={rules.CODE_LENGTH}
        error={error}
      />
      <CountdownButton
        className="sf-account__obtain"
        seconds={rules.CODE_RESEND_SECONDS}
        onSend={onSend}
        startedAt={startedAt}
        onStart={onStart}
      />
    </div>
  );
}
