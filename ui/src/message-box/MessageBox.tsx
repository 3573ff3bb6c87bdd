import { useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Dialog, type DialogCssVars } from '../dialog';
import { trackScrollable } from '../internal/overlay';
import { nativePropsOf, type NativeProps } from '../internal/native-props';
import { useOpenState, type OpenStateProps } from '../internal/use-open-state';
import { messageBox, type MessageBoxRequest, type MessageBoxStore } from './store';
import './message-box.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type MessageBoxCssVars =
  | '--sf-message-box-accent-color'
  | '--sf-message-box-text-color'
  | '--sf-message-box-divider-color'
  | '--sf-message-box-radius';

export interface MessageBoxProps
  extends NativeProps<MessageBoxCssVars | DialogCssVars, HTMLDialogElement>, OpenStateProps {
  /** Visible heading; the dialog's name. Without it the text names the dialog. */
  title?: ReactNode;
  text: ReactNode;
  /** Default 'Confirm'. */
  confirmText?: string;
  /** Default 'Cancel'. */
  cancelText?: string;
  /** The Cancel button is shown only when asked. Default false. */
  showCancel?: boolean;
  /** Confirm was pressed. The box then closes (uncontrolled) or asks to (onOpenChange(false), onClose). */
  onConfirm?(): void;
  /** Cancel button or Escape. The box then closes, or asks to, as after Confirm. */
  onCancel?(): void;
  /** Called once the box has played its exit animation and closed. */
  onExited?(): void;
}

/** The buttons' texts are read when the box is shown, so they are in the page's language. */
export const MESSAGE_BOX_DEFAULTS = {
  get confirmText(): string {
    return m.ui_confirm();
  },
  get cancelText(): string {
    return m.ui_cancel();
  },
  showCancel: false,
} as const;

/**
 * A modal alert dialog (see Dialog): a message and Confirm (plus Cancel when asked). Escape cancels; focus starts on
 * the first button and returns to where it was on close. A tap on the dimmed page does nothing: the message needs an
 * answer.
 */
export function MessageBox(props: MessageBoxProps) {
  const { title, text, onExited } = props;
  const [open, close] = useOpenState(props);
  // Either answer closes the box: it never stays open once answered.
  const confirm = () => {
    props.onConfirm?.();
    close();
  };
  const cancel = () => {
    props.onCancel?.();
    close();
  };
  const confirmText = props.confirmText ?? MESSAGE_BOX_DEFAULTS.confirmText;
  const cancelText = props.cancelText ?? MESSAGE_BOX_DEFAULTS.cancelText;
  const showCancel = props.showCancel ?? MESSAGE_BOX_DEFAULTS.showCancel;
  // Focus goes to the first button: Cancel when shown (the least destructive answer), otherwise Confirm.
  const firstButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const hasTitle = title !== undefined && title !== null && title !== '';

  return (
    <Dialog
      {...nativePropsOf(props)}
      open={open}
      onClose={cancel}
      onExited={onExited}
      role="alertdialog"
      initialFocus={firstButton}
      className={props.className ? `sf-message-box ${props.className}` : 'sf-message-box'}
      aria-labelledby={hasTitle ? titleId : textId}
      aria-describedby={
        [hasTitle ? textId : undefined, props['aria-describedby']].filter(Boolean).join(' ') || undefined
      }
    >
      {hasTitle && (
        <h2 id={titleId} className="sf-message-box__title">
          {title}
        </h2>
      )}
      {/* A long text scrolls inside the box; keyboard users can then focus it and scroll it too. */}
      <div ref={trackScrollable} id={textId} className="sf-message-box__text">
        {text}
      </div>
      <div className="sf-message-box__actions">
        {showCancel && (
          <button
            ref={firstButton}
            type="button"
            className="sf-message-box__button"
            data-kind="cancel"
            onClick={open ? cancel : undefined}
          >
            {cancelText}
          </button>
        )}
        <button
          ref={showCancel ? undefined : firstButton}
          type="button"
          className="sf-message-box__button"
          data-kind="confirm"
          onClick={open ? confirm : undefined}
        >
          {confirmText}
        </button>
      </div>
    </Dialog>
  );
}

export interface MessageBoxHostProps {
  store?: MessageBoxStore;
}

/** Renders the store's current message box, and lets an answered one play its exit animation. */
export function MessageBoxHost({ store = messageBox }: MessageBoxHostProps) {
  const current = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [leaving, setLeaving] = useState<MessageBoxRequest | null>(null);

  const answer = (request: MessageBoxRequest, confirmed: boolean) => {
    setLeaving(request);
    store.answer(request.id, confirmed);
  };

  return (
    <>
      {leaving && leaving.id !== current?.id && (
        <MessageBox
          key={leaving.id}
          open={false}
          {...leaving}
          onExited={() => setLeaving((l) => (l === leaving ? null : l))}
        />
      )}
      {current && (
        <MessageBox
          key={current.id}
          open
          {...current}
          onConfirm={() => answer(current, true)}
          onCancel={() => answer(current, false)}
        />
      )}
    </>
  );
}
