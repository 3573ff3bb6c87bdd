import { withNativeProps, type NativeProps } from '../internal/native-props';
import './loading.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type LoadingCssVars = '--sf-loading-background' | '--sf-loading-text-color' | '--sf-loading-radius';

export interface LoadingProps extends NativeProps<LoadingCssVars, HTMLDivElement> {
  /** Default 'Waiting...' (docs/product/session-and-requests.md#failures-the-customer-sees). */
  text?: string;
  /** overlay: a box over the middle of the screen, leaving the header usable; inline: in the flow, for a list's foot. */
  variant?: 'overlay' | 'inline';
}

export const LOADING_DEFAULT_TEXT: string = m.ui_loading();

/**
 * The loading indicator: a turning ring and a line of text in a live status, so a screen reader hears that
 * something is on its way. It never blocks the page: Back stays reachable while a slow call is under way.
 */
export function Loading(props: LoadingProps) {
  const { text = m.ui_loading(), variant = 'overlay' } = props;
  return withNativeProps(
    props,
    <div className={`sf-loading sf-loading--${variant}`} role="status" aria-live="polite">
      <span className="sf-loading__box">
        <span className="sf-loading__ring" aria-hidden="true" />
        <span className="sf-loading__text">{text}</span>
      </span>
    </div>,
  );
}
