import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../icon';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import { useControllableState } from '../internal/use-controllable-state';
import './sort.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type SortCssVars =
  '--sf-sort-accent-color' | '--sf-sort-background' | '--sf-sort-text-color' | '--sf-sort-radius';

export interface SortOption {
  key: string;
  label: string;
}

export interface SortProps extends NativeProps<SortCssVars, HTMLDivElement> {
  options: SortOption[];
  /** Key of the chosen option ('' is a valid key, e.g. Default). */
  value?: string;
  /** The first chosen key when uncontrolled. Default: the first option's. */
  defaultValue?: string;
  /** Called with the key chosen, in both modes. */
  onChange?(key: string): void;
  /** Name of the control. Default 'Sort'. */
  label?: string;
  disabled?: boolean;
}

/**
 * A button showing the current sort order; it opens a list of orders. Keyboard: Enter/Space/ArrowDown open,
 * arrows and Home/End move, Enter/Space choose, Escape closes; focus returns to the button.
 */
export function Sort(props: SortProps) {
  const { options, label = m.ui_sort(), disabled = false } = props;
  const [value, setValue] = useControllableState({
    prop: props.value,
    defaultProp: props.defaultValue ?? options[0]?.key ?? '',
    onChange: props.onChange,
  });
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const selectedIndex = options.findIndex((option) => option.key === value);
  const current = options[selectedIndex];

  const openList = (index = selectedIndex) => {
    if (disabled || options.length === 0) return;
    setActiveIndex(index < 0 ? 0 : index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const choose = (index: number) => {
    const option = options[index];
    close(true);
    if (option) setValue(option.key);
  };

  useEffect(() => {
    if (!open) return undefined;
    listRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    document
      .getElementById(`${listId}`)
      ?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, listId]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, activeIndex + 1),
      ArrowUp: Math.max(0, activeIndex - 1),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActiveIndex(moves[event.key] ?? 0);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(activeIndex);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return withNativeProps(
    props,
    <div ref={rootRef} className="sf-sort" data-state={open ? 'open' : 'closed'}>
      <button
        ref={buttonRef}
        type="button"
        className="sf-sort__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onButtonKeyDown}
      >
        {current && <span className="sf-visually-hidden">{label}: </span>}
        <span className="sf-sort__current">{current ? current.label : label}</span>
        <Icon name="chevron-down" className="sf-sort__caret" />
      </button>
      {open && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          tabIndex={-1}
          aria-activedescendant={optionId(activeIndex)}
          className="sf-sort__list"
          onKeyDown={onListKeyDown}
        >
          {options.map((option, index) => (
            <li
              key={option.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === selectedIndex}
              data-active={index === activeIndex || undefined}
              data-index={index}
              className="sf-sort__option"
              onClick={() => choose(index)}
              onPointerMove={() => setActiveIndex(index)}
            >
              <span>{option.label}</span>
              {index === selectedIndex && <Icon name="tick" className="sf-sort__tick" />}
            </li>
          ))}
        </ul>
      )}
    </div>,
  );
}
