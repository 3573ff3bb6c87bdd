import { useId } from 'react';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import './no-data.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type NoDataCssVars = '--sf-no-data-accent-color' | '--sf-no-data-text-color';

export interface NoDataProps extends NativeProps<NoDataCssVars, HTMLDivElement> {
  /** Default 'No data'. */
  text?: string;
  /** Shows the Reset button. */
  onReset?(): void;
  /** Default 'Reset'. */
  resetText?: string;
}

function Illustration() {
  return (
    <svg className="sf-no-data__art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="104" rx="40" ry="6" fill="currentColor" opacity="0.12" />
      <path d="M24 46l36-18 36 18v44L60 106 24 90z" fill="currentColor" opacity="0.08" />
      <path
        d="M24 46l36 18 36-18M60 64v42"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M24 46l36-18 36 18v44L60 106 24 90z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M42 37l36 18M24 46l-8 14 36 18 8-14M96 46l8 14-36 18-8-14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        opacity="0.6"
      />
      <circle cx="90" cy="20" r="3" fill="currentColor" opacity="0.35" />
      <circle cx="30" cy="24" r="2" fill="currentColor" opacity="0.35" />
    </svg>
  );
}

/** The empty-list panel: an illustration, a line of text and, when given a handler, a Reset button. */
export function NoData(props: NoDataProps) {
  const { text = m.ui_no_data(), onReset, resetText = m.ui_reset() } = props;
  const textId = useId();
  return withNativeProps(
    props,
    <div className="sf-no-data" role="status" aria-labelledby={textId}>
      <Illustration />
      <p id={textId} className="sf-no-data__text">
        {text}
      </p>
      {onReset && (
        <button type="button" className="sf-no-data__reset" onClick={onReset}>
          {resetText}
        </button>
      )}
    </div>,
  );
}
