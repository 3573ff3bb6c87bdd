import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { subscribeModalHosts, topModalHost } from '../internal/overlay/top-layer';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import './toast.css';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type ToastCssVars =
  '--sf-toast-background' | '--sf-toast-text-color' | '--sf-toast-error-background' | '--sf-toast-radius';

export type ToastVariant = 'info' | 'error' | 'success';
export type ToastPlacement = 'bottom' | 'center';

export interface ToastOptions {
  /** How long it stays, in ms. Default 3000; the error variant defaults to 1500. */
  duration?: number;
  variant?: ToastVariant;
  placement?: ToastPlacement;
  /** The larger, centred style used after signing in. */
  login?: boolean;
}

export interface ToastItem extends Required<Omit<ToastOptions, 'duration'>> {
  id: number;
  text: string;
  duration: number;
}

export const TOAST_DEFAULT_MS = 3000;
export const TOAST_ERROR_MS = 1500;
/** Matches the exit keyframes in toast.css. */
export const TOAST_EXIT_MS = 200;

type Listener = () => void;

/** One queue of messages for the whole page: a new toast replaces the one showing. */
export function createToastStore() {
  let current: ToastItem | null = null;
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());

  return {
    show(text: string, options: ToastOptions = {}): number {
      const variant = options.variant ?? 'info';
      current = {
        id: nextId++,
        text,
        variant,
        placement: options.placement ?? (options.login ? 'center' : 'bottom'),
        login: options.login ?? false,
        duration: options.duration ?? (variant === 'error' ? TOAST_ERROR_MS : TOAST_DEFAULT_MS),
      };
      emit();
      return current.id;
    },
    dismiss(id?: number) {
      if (current && (id === undefined || current.id === id)) {
        current = null;
        emit();
      }
    },
    get: () => current,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The page's toast queue. `toast.show('Saved')` from anywhere; render one <ToastViewport /> near the root. */
export const toast = createToastStore();

export interface ToastViewportProps extends NativeProps<ToastCssVars, HTMLDivElement> {
  store?: ToastStore;
}

const noModal = () => null;

/** Shows the viewport as a popover: in the top layer, above the modal dialog it sits in. */
function raise(viewport: HTMLDivElement | null) {
  try {
    viewport?.showPopover?.();
  } catch {
    // Already shown.
  }
}

/**
 * Always in the page, so screen readers have the live region before the first message arrives
 * (a live region added together with its text is often not announced). While a modal dialog is open the page
 * behind it is inert and under its backdrop, so the viewport moves into the newest dialog, as a popover on top.
 */
export function ToastViewport(props: ToastViewportProps) {
  const { store = toast } = props;
  const current = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [leaving, setLeaving] = useState<ToastItem | null>(null);

  useEffect(() => {
    if (!current) return undefined;
    const timer = setTimeout(() => {
      setLeaving(current);
      store.dismiss(current.id);
    }, current.duration);
    return () => clearTimeout(timer);
  }, [current, store]);

  useEffect(() => {
    if (!leaving) return undefined;
    const timer = setTimeout(() => setLeaving(null), TOAST_EXIT_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  const modal = useSyncExternalStore(subscribeModalHosts, topModalHost, noModal);

  const shown = current ?? leaving;
  const viewport = withNativeProps(
    props,
    <div
      ref={modal ? raise : undefined}
      popover={modal ? 'manual' : undefined}
      className="sf-toast-viewport"
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      {shown && (
        <div
          key={shown.id}
          className="sf-toast"
          data-state={current ? 'open' : 'closed'}
          data-variant={shown.variant}
          data-placement={shown.placement}
          data-login={shown.login || undefined}
        >
          {shown.text}
        </div>
      )}
    </div>,
  );
  return modal ? createPortal(viewport, modal) : viewport;
}
