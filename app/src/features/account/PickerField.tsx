import { m } from '@storefront/sdk/i18n';
import { forwardRef, useId } from 'react';
import { Icon } from '@storefront/ui';

interface PickerFieldProps {
  label: string;
  /** The chosen value as text; empty shows the placeholder. */
  value: string;
  placeholder?: string;
  error?: string;
  onOpen: () => void;
}

/** A form row that shows a choice and opens its picker sheet; label, value and error are read with the button. */
export const PickerField = forwardRef<HTMLButtonElement, PickerFieldProps>(function PickerField(
  { label, value, placeholder, error, onOpen },
  ref,
) {
  const id = useId();
  return (
    <div className="sf-account__picker" data-invalid={error ? '' : undefined}>
      <span id={`${id}-label`} className="sf-account__picker-label">
        {label}
      </span>
      <button
        ref={ref}
        type="button"
        className="sf-account__picker-button"
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        onClick={onOpen}
      >
        <span id={`${id}-value`} data-empty={value ? undefined : ''}>
          {value || placeholder || m.account_please_select()}
        </span>
        <Icon name="chevron-right" size={18} />
      </button>
      {error && (
        <p id={`${id}-error`} className="sf-account__error">
          {error}
        </p>
      )}
    </div>
  );
});
