import type { ReactNode } from 'react';
import { Icon, ICON_BUTTON_CLASS } from '../icon';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import './header.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type HeaderCssVars = '--sf-header-background' | '--sf-header-text-color' | '--sf-header-border-color';

export interface HeaderProps extends NativeProps<HeaderCssVars, HTMLElement> {
  title: ReactNode;
  /** Shows the back button. */
  onBack?(): void;
  /** Accessible name of the back button. Default 'Back'. */
  backLabel?: string;
  /** Actions at the right (icon buttons need their own names). */
  right?: ReactNode;
  /** Sticks to the top of the scrolling page. Default true. */
  sticky?: boolean;
}

/** The page header: back button, the page's h1 centred, actions at the right. */
export function Header(props: HeaderProps) {
  const { title, onBack, backLabel = m.ui_back(), right, sticky = true } = props;
  return withNativeProps(
    props,
    <header className="sf-header" data-sticky={sticky || undefined}>
      <div className="sf-header__side">
        {onBack && (
          <button
            type="button"
            className={`${ICON_BUTTON_CLASS} sf-header__back`}
            onClick={onBack}
            aria-label={backLabel}
          >
            <Icon name="chevron-left" className="sf-header__icon" />
          </button>
        )}
      </div>
      <h1 className="sf-header__title">{title}</h1>
      <div className="sf-header__side" data-end="">
        {right}
      </div>
    </header>,
  );
}
