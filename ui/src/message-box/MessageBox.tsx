import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Mask, readDurationMs, usePresence } from '../mask';
import { useFocusTrap } from '../sheet';
import { messageBox, type MessageBoxRequest, type MessageBoxStore } from './store';
import './message-box.css';

export interface MessageBoxProps {
  open: boolean;
  /** Visible heading; the dialog's name. Without it the text names the dialog. */
  title?: ReactNode;
  text: ReactNode;
  /** Default 'Confirm'. */
  confirmText?: string;
  /** Default 'Cancel'. */
  cancelText?: string;
  /** The Cancel button is shown only when asked. Default false. */
  showCancel?: boolean;
  onConfirm(): void;
  /** Cancel button or Escape. */
  onCancel(): void;
}

/** Fallback for the exit animation when the tokens are not loaded; matches --sf-duration-sheet (as the mask). */
export const MESSAGE_BOX_EXIT_MS = 300;
const exitMs = () => readDurationMs('--sf-duration-sheet', MESSAGE_BOX_EXIT_MS);

export const MESSAGE_BOX_DEFAULTS = { confirmText: 'Confirm', cancelText: 'Cancel', showCancel: false } as const;

/**
 * A modal alert dialog over a mask: a message and Confirm (plus Cancel when asked). Escape cancels; focus is
 * trapped inside and returns to where it was on close. A tap on the mask does nothing: the message needs an answer.
 */
export function MessageBox(props: MessageBoxProps) {
  const { open, title, text, onConfirm, onCancel } = props;
  const confirmText = props.confirmText ?? MESSAGE_BOX_DEFAULTS.confirmText;
  const cancelText = props.cancelText ?? MESSAGE_BOX_DEFAULTS.cancelText;
  const showCancel = props.showCancel ?? MESSAGE_BOX_DEFAULTS.showCancel;
  const { mounted, state } = usePresence(open, exitMs);
  const panelRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();

  // Focus goes to the first button: Cancel when shown (the least destructive answer), otherwise Confirm.
  useFocusTrap(panelRef, { active: open && mounted, initialFocus: 'first', onEscape: onCancel });

  // A long text scrolls inside the box; keyboard users can then focus it and scroll it too.
  useLayoutEffect(() => {
    const node = textRef.current;
    if (!mounted || !node || typeof ResizeObserver === 'undefined') return undefined;
    const update = () => {
      if (node.scrollHeight > node.clientHeight + 1) node.setAttribute('tabindex', '0');
      else node.removeAttribute('tabindex');
    };
    const observer = new ResizeObserver(update);
    observer.observe(node);
    update();
    return () => observer.disconnect();
  }, [mounted]);

  if (!mounted || typeof document === 'undefined') return null;
  const hasTitle = title !== undefined && title !== null && title !== '';

  return (
    <>
      <Mask open={open} className="sf-message-box__mask" />
      {createPortal(
        <div className="sf-message-box__layer" data-state={state}>
          <div
            ref={panelRef}
            className="sf-message-box"
            role="alertdialog"
            aria-modal="true"
            aria-labelledby={hasTitle ? titleId : textId}
            aria-describedby={hasTitle ? textId : undefined}
            data-state={state}
          >
            {hasTitle && (
              <h2 id={titleId} className="sf-message-box__title">
                {title}
              </h2>
            )}
            <div ref={textRef} id={textId} className="sf-message-box__text">
              {text}
            </div>
            <div className="sf-message-box__actions">
              {showCancel && (
                <button type="button" className="sf-message-box__button" data-kind="cancel" onClick={open ? onCancel : undefined}>
                  {cancelText}
                </button>
              )}
              <button type="button" className="sf-message-box__button" data-kind="confirm" onClick={open ? onConfirm : undefined}>
                {confirmText}
              </button>
            </div>
          </div>
        </div>,
        document.body,
      )}
    </>
  );
}

export interface MessageBoxHostProps {
  store?: MessageBoxStore;
}

/** Renders the store's current message box, and lets an answered one play its exit animation. */
export function MessageBoxHost({ store = messageBox }: MessageBoxHostProps) {
  const current = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [leaving, setLeaving] = useState<MessageBoxRequest | null>(null);

  useEffect(() => {
    if (!leaving) return undefined;
    const timer = setTimeout(() => setLeaving(null), exitMs());
    return () => clearTimeout(timer);
  }, [leaving]);

  const answer = (request: MessageBoxRequest, confirmed: boolean) => {
    setLeaving(request);
    store.answer(request.id, confirmed);
  };
  const noop = () => undefined;

  return (
    <>
      {leaving && leaving.id !== current?.id && (
        <MessageBox key={leaving.id} open={false} {...leaving} onConfirm={noop} onCancel={noop} />
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
