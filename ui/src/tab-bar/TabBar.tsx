import type { MouseEvent, ReactNode } from 'react';
import { NavIcon } from './icons';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import './tab-bar.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type TabBarCssVars =
  '--sf-tab-bar-background' | '--sf-tab-bar-active-color' | '--sf-tab-bar-color' | '--sf-tab-bar-border-color';

export interface TabBarItem {
  key: string;
  label: string;
  href: string;
  /** Inline icon; the five default keys have one built in. */
  icon?: ReactNode;
}

/** A section whose label is read each time it is shown, so it is in the page's language. */
function section(key: string, label: () => string, href: string): TabBarItem {
  return {
    key,
    get label() {
      return label();
    },
    href,
  };
}

/** The five main sections, shared by the bottom tab bar and the header menu. */
export const DEFAULT_TABS: readonly TabBarItem[] = [
  section('home', m.ui_tab_home, '/'),
  section('collections', m.ui_tab_collections, '/product-center'),
  section('display', m.ui_tab_display, '/template'),
  section('cases', m.ui_tab_cases, '/cases'),
  section('account', m.ui_tab_account, '/person'),
];

export interface TabBarProps extends NativeProps<TabBarCssVars, HTMLElement> {
  /** Default DEFAULT_TABS. */
  items?: readonly TabBarItem[];
  /** The section shown; its link gets aria-current="page". */
  activeKey?: string;
  /** A plain click (no modifier key, main button): the default navigation is prevented and this is called. */
  onNavigate(href: string, event: MouseEvent<HTMLAnchorElement>): void;
  /** Accessible name of the navigation. Default 'Main'. */
  label?: string;
}

/** True for a click the page should handle itself; false when the browser should (new tab, new window, download). */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  );
}

export function itemIcon(item: TabBarItem, className: string): ReactNode {
  return item.icon ?? <NavIcon name={item.key} className={className} />;
}

/** The bottom tab bar: real links, fixed at the bottom above the safe area. */
export function TabBar(props: TabBarProps) {
  const { items = DEFAULT_TABS, activeKey, onNavigate, label = m.ui_main_navigation() } = props;
  return withNativeProps(
    props,
    <nav className="sf-tab-bar" aria-label={label}>
      <ul className="sf-tab-bar__list">
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <li key={item.key} className="sf-tab-bar__item">
              <a
                className="sf-tab-bar__link"
                href={item.href}
                aria-current={active ? 'page' : undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onNavigate(item.href, event);
                }}
              >
                <span className="sf-tab-bar__icon">{itemIcon(item, 'sf-tab-bar__svg')}</span>
                <span className="sf-tab-bar__label">{item.label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>,
  );
}
