import { m } from '@storefront/sdk/i18n';
import { useId } from 'react';

interface GenderFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** Gender as the contract codes it: '1' male, '2' female. */
export function GenderField({ value, onChange, error }: GenderFieldProps) {
  const id = useId();
  return (
    <fieldset
      className="sf-account__choice"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{m.account_gender()}</legend>
      {[
        { code: '1', label: m.account_male() },
        { code: '2', label: m.account_female() },
      ].map((option) => (
        <label key={option.code}>
          <input
            type="radio"
            name={`${id}-gender`}
            value={option.code}
            checked={value === option.code}
            onChange={() => onChange(option.code)}
          />
          {option.label}
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className="sf-account__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
