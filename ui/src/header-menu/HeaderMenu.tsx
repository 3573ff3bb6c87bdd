import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { usePresence } from '../internal/overlay/usePresence';
import { DEFAULT_TABS, isPlainClick, NavIcon, type TabBarItem } from '../tab-bar';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import { useOpenState, type OpenStateProps } from '../internal/use-open-state';
import './header-menu.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type HeaderMenuCssVars =
  '--sf-header-menu-background' | '--sf-header-menu-text-color' | '--sf-header-menu-accent-color';

export interface HeaderMenuProps extends NativeProps<HeaderMenuCssVars, HTMLDivElement>, OpenStateProps {
  /** Default the five main sections (DEFAULT_TABS). */
  items?: readonly TabBarItem[];
  /** The section shown; its entry gets aria-current="page" and focus on open. */
  activeKey?: string;
  /** A plain click or Enter on an entry (its default navigation prevented). */
  onNavigate(href: string, event: MouseEvent<HTMLAnchorElement>): void;
  /** Accessible name of the menu. Default 'Main menu'. */
  label?: string;
  /** id of the menu, for the toggle's aria-controls. */
  id?: string;
}

/** Index of the entry an arrow, Home or End key moves to (wrapping), or null for any other key. */
export function nextMenuIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1 + count) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

function entriesOf(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/**
 * The drop-down menu under the header with the main sections: a menu of links. Arrow keys, Home and End move
 * between entries; Escape and Tab close it; a tap on the dimmed page below closes it. Nothing is rendered once closed.
 */
export function HeaderMenu(props: HeaderMenuProps) {
  // Escape, Tab, or a tap below the header close it; the caller returns focus to its toggle.
  const [open, onClose] = useOpenState(props);
  const { items = DEFAULT_TABS, activeKey, onNavigate, label = m.ui_main_menu(), id } = props;
  const menuRef = useRef<HTMLDivElement>(null);
  // Unmounts when the panel's exit animation ends.
  const { mounted, state } = usePresence(open, menuRef);

  const entries = () => entriesOf(menuRef.current);

  // On open, focus moves to the current section's entry (or the first).
  useEffect(() => {
    if (!open || !mounted) return;
    const list = entriesOf(menuRef.current);
    const active = list.find((e) => e.getAttribute('aria-current') === 'page');
    (active ?? list[0])?.focus({ preventScroll: true });
  }, [open, mounted]);

  if (!mounted || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab') {
      // Leaving the menu closes it; focus goes back to the toggle and Tab continues from there.
      onClose();
      return;
    }
    const list = entries();
    const next = nextMenuIndex(event.key, list.indexOf(document.activeElement as HTMLElement), list.length);
    if (next === null) return;
    event.preventDefault();
    list[next]?.focus({ preventScroll: true });
  };

  return createPortal(
    withNativeProps(
      props,
      <div className="sf-header-menu" data-state={state}>
        <div className="sf-header-menu__backdrop" aria-hidden="true" onClick={open ? onClose : undefined} />
        <div
          ref={menuRef}
          id={id}
          className="sf-header-menu__panel"
          role="menu"
          aria-label={label}
          onKeyDown={onKeyDown}
        >
          {items.map((item) => {
            const active = item.key === activeKey;
            return (
              <a
                key={item.key}
                className="sf-header-menu__item"
                role="menuitem"
                href={item.href}
                tabIndex={-1}
                aria-current={active ? 'page' : undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  if (open) onNavigate(item.href, event);
                }}
              >
                <span className="sf-header-menu__icon">
                  {item.icon ?? <NavIcon name={item.key} className="sf-header-menu__svg" />}
                </span>
                <span className="sf-header-menu__label">{item.label}</span>
              </a>
            );
          })}
        </div>
      </div>,
    ),
    document.body,
  );
}
