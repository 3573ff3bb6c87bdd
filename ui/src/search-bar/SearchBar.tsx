import { useId, useRef, type FormEvent } from 'react';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import { Icon as SetIcon, ICON_BUTTON_CLASS } from '../icon';
import { useControllableState } from '../internal/use-controllable-state';
import './search-bar.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type SearchBarCssVars =
  | '--sf-search-bar-field-background'
  | '--sf-search-bar-text-color'
  | '--sf-search-bar-accent-color'
  | '--sf-search-bar-radius';

export interface SearchBarProps extends NativeProps<SearchBarCssVars, HTMLDivElement> {
  /** The text (controlled). Without it the bar keeps its own, starting at defaultValue. */
  value?: string;
  /** The first text when uncontrolled. Default ''. */
  defaultValue?: string;
  /** Called with the new text, in both modes. */
  onChange?(value: string): void;
  /** Enter / the keyboard's search key, with the text trimmed. */
  onSubmit(text: string): void;
  /** Shows the "Back" button. */
  onBack?(): void;
  /** Shows the "Menu" toggle. */
  onMenuToggle?(): void;
  /** Whether the menu the toggle controls is open (aria-expanded). */
  menuOpen?: boolean;
  /** id of the menu, for the toggle's aria-controls. */
  menuId?: string;
  /** Default 'Search for brand info'. */
  placeholder?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** The input's label (visually hidden). Default 'Search'. */
  label?: string;
}

export const SEARCH_PLACEHOLDER: string = m.ui_hot_word_placeholder();

const ICON_OF = { back: 'chevron-left', search: 'search', clear: 'close', menu: 'menu' } as const;

function Icon({ name }: { name: keyof typeof ICON_OF }) {
  return <SetIcon name={ICON_OF[name]} className="sf-search-bar__icon" />;
}

/** The search page's bar: Back, a labelled search field (with Clear) that submits on Enter, and a menu toggle. */
export function SearchBar(props: SearchBarProps) {
  const {
    onSubmit,
    onBack,
    onMenuToggle,
    menuOpen = false,
    menuId,
    placeholder = m.ui_hot_word_placeholder(),
    autoFocus,
    disabled = false,
    label = m.ui_search(),
  } = props;
  const [value, setValue] = useControllableState({
    prop: props.value,
    defaultProp: props.defaultValue ?? '',
    onChange: props.onChange,
  });
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!disabled) onSubmit(value.trim());
  };

  return withNativeProps(
    props,
    <div className="sf-search-bar">
      {onBack && (
        <button
          type="button"
          className={`${ICON_BUTTON_CLASS} sf-search-bar__button`}
          aria-label={m.ui_back()}
          onClick={onBack}
        >
          <Icon name="back" />
        </button>
      )}
      <form
        className="sf-search-bar__form"
        role="search"
        aria-label={label}
        onSubmit={submit}
        data-disabled={disabled || undefined}
      >
        <label className="sf-visually-hidden" htmlFor={inputId}>
          {label}
        </label>
        <Icon name="search" />
        <input
          ref={inputRef}
          id={inputId}
          className="sf-search-bar__input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          value={value}
          placeholder={placeholder}
          autoFocus={autoFocus}
          disabled={disabled}
          onChange={(event) => setValue(event.target.value)}
        />
        {value !== '' && !disabled && (
          <button
            type="button"
            className="sf-search-bar__clear"
            aria-label={m.ui_clear()}
            onClick={() => {
              setValue('');
              inputRef.current?.focus();
            }}
          >
            <Icon name="clear" />
          </button>
        )}
      </form>
      {onMenuToggle && (
        <button
          type="button"
          className={`${ICON_BUTTON_CLASS} sf-search-bar__button`}
          aria-label={m.ui_menu()}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={onMenuToggle}
        >
          <Icon name="menu" />
        </button>
      )}
    </div>,
  );
}
