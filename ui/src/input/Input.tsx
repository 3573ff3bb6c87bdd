import { useId, useRef, type FocusEvent, type HTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../icon';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import { useControllableState } from '../internal/use-controllable-state';
import './input.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type InputCssVars =
  | '--sf-input-border-color'
  | '--sf-input-focus-color'
  | '--sf-input-error-color'
  | '--sf-input-background'
  | '--sf-input-radius'
  | '--sf-input-text-color';

export type InputType = 'text' | 'tel' | 'email' | 'password' | 'number' | 'search' | 'url';

export interface InputProps extends NativeProps<InputCssVars, HTMLDivElement> {
  label: ReactNode;
  /** The text (controlled). Without it the field keeps its own, starting at defaultValue. */
  value?: string;
  /** The first text when uncontrolled. Default ''. */
  defaultValue?: string;
  /** Called with the new text, in both modes. */
  onChange?(value: string): void;
  type?: InputType;
  /** Shown under the field in the danger colour; marks the field invalid. */
  error?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  disabled?: boolean;
  /** Shows a clear button while there is text. */
  clearable?: boolean;
  /** Name of the clear button. Default 'Clear'. */
  clearLabel?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  /** Content before the text, inside the field (e.g. the area code '+254' or an area-code picker button). */
  prefix?: ReactNode;
  placeholder?: string;
  name?: string;
  id?: string;
  required?: boolean;
  readOnly?: boolean;
  onBlur?(event: FocusEvent<HTMLInputElement>): void;
  onFocus?(event: FocusEvent<HTMLInputElement>): void;
}

/** A labelled text field with hint, error (linked by aria-describedby), clear button and prefix. */
export function Input(props: InputProps) {
  const {
    label,
    type = 'text',
    error,
    hint,
    disabled = false,
    clearable = false,
    clearLabel = m.ui_clear(),
    inputMode,
    autoComplete,
    maxLength,
    prefix,
    placeholder,
    name,
    required,
    readOnly,
    onBlur,
    onFocus,
  } = props;
  const [value, setValue] = useControllableState({
    prop: props.value,
    defaultProp: props.defaultValue ?? '',
    onChange: props.onChange,
  });
  const generatedId = useId();
  const id = props.id ?? `sf-input-${generatedId}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const hasError = Boolean(error);
  const describedBy =
    [hasError ? errorId : null, hint !== undefined ? hintId : null].filter(Boolean).join(' ') || undefined;
  const showClear = clearable && value !== '' && !disabled && !readOnly;

  return withNativeProps(
    props,
    <div className="sf-input" data-invalid={hasError || undefined} data-disabled={disabled || undefined}>
      <label className="sf-input__label" htmlFor={id}>
        {label}
      </label>
      <div className="sf-input__field">
        {prefix !== undefined && <span className="sf-input__prefix">{prefix}</span>}
        <input
          ref={inputRef}
          id={id}
          className="sf-input__control"
          type={type}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          disabled={disabled}
          readOnly={readOnly}
          required={required}
          name={name}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy}
          onBlur={onBlur}
          onFocus={onFocus}
        />
        {showClear && (
          <button
            type="button"
            className="sf-input__clear"
            aria-label={clearLabel}
            onClick={() => {
              setValue('');
              inputRef.current?.focus();
            }}
          >
            <Icon name="clear-filled" className="sf-input__clear-icon" />
          </button>
        )}
      </div>
      {hasError && (
        <p id={errorId} className="sf-input__error">
          {error}
        </p>
      )}
      {hint !== undefined && (
        <p id={hintId} className="sf-input__hint">
          {hint}
        </p>
      )}
    </div>,
  );
}
