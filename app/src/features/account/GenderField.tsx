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
      <legend>Gender</legend>
      {[
        { code: '1', label: 'Male' },
        { code: '2', label: 'Female' },
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
