import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { usePrefersReducedMotion } from '../swipe';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import { useControllableState } from '../internal/use-controllable-state';
import './picker.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type PickerCssVars = '--sf-picker-selected-background' | '--sf-picker-text-color' | '--sf-picker-band-radius';

export interface PickerOption {
  value: string;
  label: string;
}

export interface PickerProps extends NativeProps<PickerCssVars, HTMLDivElement> {
  /** One list of options per column. */
  columns: PickerOption[][];
  /** The chosen value of each column (controlled); a missing or unknown value counts as the column's first option. */
  value?: string[];
  /** The first value when uncontrolled. Default: each column's first option. */
  defaultValue?: string[];
  /** Called with every column's value after a column changes, in both modes. */
  onChange?(value: string[]): void;
  /** Visible name of each column (also the listbox's name). Default 'Column 1', 'Column 2', … */
  columnLabels?: string[];
}

/** Each column's effective value: the given one when it is among the options, else the first option ('' if none). */
export function normalizePickerValue(columns: PickerOption[][], value: readonly string[]): string[] {
  return columns.map((options, i) => {
    const wanted = value[i];
    if (wanted !== undefined && options.some((o) => o.value === wanted)) return wanted;
    return options[0]?.value ?? '';
  });
}

/** The labels of the chosen options ('' for an empty column). */
export function pickerLabels(columns: PickerOption[][], value: readonly string[]): string[] {
  return columns.map((options, i) => options.find((o) => o.value === value[i])?.label ?? '');
}

/** The index to move to from `index` on a key press in a list of `count` options; undefined for other keys. */
export function nextOptionIndex(index: number, count: number, key: string): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return Math.min(index + 1, count - 1);
    case 'ArrowUp':
      return Math.max(index - 1, 0);
    case 'PageDown':
      return Math.min(index + 5, count - 1);
    case 'PageUp':
      return Math.max(index - 5, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

export interface PickerColumnProps extends NativeProps<PickerCssVars, HTMLDivElement> {
  options: PickerOption[];
  value: string;
  label: string;
  onSelect(value: string): void;
}

/** Labels up to this many characters keep the full font size. */
const SHORT_LABEL = 14;

const optionDomId = (base: string, index: number) => `${base}-option-${index}`;

/** One column: a listbox of options, selection follows the arrow keys. */
export function PickerColumn(props: PickerColumnProps) {
  const { options, value, label, onSelect } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const reduceMotion = usePrefersReducedMotion();
  const index = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );

  // Keep the chosen option in the middle band of its column.
  useEffect(() => {
    const list = listRef.current;
    const option = list?.children[index] as HTMLElement | undefined;
    if (!list || !option) return;
    const top = option.offsetTop - (list.clientHeight - option.offsetHeight) / 2;
    if (typeof list.scrollTo === 'function') list.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' });
    else list.scrollTop = top;
  }, [index, options, reduceMotion]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const next = nextOptionIndex(index, options.length, event.key);
    if (next === undefined) return;
    event.preventDefault();
    const option = options[next];
    if (option && option.value !== value) onSelect(option.value);
  };

  return withNativeProps(
    props,
    <div className="sf-picker__column">
      <div id={labelId} className="sf-picker__column-label">
        {label}
      </div>
      {options.length === 0 ? (
        <p className="sf-picker__empty">{m.ui_no_options()}</p>
      ) : (
        <ul
          ref={listRef}
          role="listbox"
          aria-labelledby={labelId}
          aria-activedescendant={optionDomId(baseId, index)}
          tabIndex={0}
          className="sf-picker__list"
          onKeyDown={onKeyDown}
        >
          {options.map((option, i) => (
            <li
              key={option.value}
              id={optionDomId(baseId, i)}
              role="option"
              aria-selected={i === index}
              className="sf-picker__option"
              onClick={() => {
                if (option.value !== value) onSelect(option.value);
              }}
            >
              <span className="sf-picker__option-text" data-short={option.label.length <= SHORT_LABEL ? '' : undefined}>
                {option.label}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>,
  );
}

/**
 * Columns of choices side by side, one listbox each: tap an option, or focus a column and use the arrows,
 * Page Up / Down, Home and End. The chosen row sits in a highlighted band.
 */
export function Picker(props: PickerProps) {
  const { columns, columnLabels } = props;
  const [value, setValue] = useControllableState({
    prop: props.value,
    defaultProp: props.defaultValue ?? [],
    onChange: props.onChange,
  });
  const current = normalizePickerValue(columns, value);
  return withNativeProps(
    props,
    <div className="sf-picker">
      {columns.map((options, i) => (
        <PickerColumn
          key={i}
          options={options}
          value={current[i] ?? ''}
          label={columnLabels?.[i] ?? m.ui_column({ number: i + 1 })}
          onSelect={(next) => {
            const updated = current.slice();
            updated[i] = next;
            setValue(updated);
          }}
        />
      ))}
    </div>,
  );
}
