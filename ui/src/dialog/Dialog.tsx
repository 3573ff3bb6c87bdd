import {
  useCallback,
  useLayoutEffect,
  useReducer,
  useRef,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import type { NativeProps } from '../internal/native-props';
import { useOpenState, type OpenStateProps } from '../internal/use-open-state';
import { acquireScrollLock, pushModalHost, usePresence } from '../internal/overlay';
import './dialog.css';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type DialogCssVars = '--sf-dialog-background' | '--sf-dialog-text-color' | '--sf-dialog-radius';

/** Where focus goes on open: the dialog itself (screen readers start at its name), its first tab stop, or an element. */
export type InitialFocus = 'container' | 'first' | RefObject<HTMLElement | null>;

/** center: a box in the middle (popup, message box); bottom: a sheet along the bottom edge. */
export type DialogPlacement = 'center' | 'bottom';

export interface DialogProps
  extends
    Omit<HTMLAttributes<HTMLDialogElement>, 'open' | 'role' | 'onCancel' | 'onClose' | 'style'>,
    NativeProps<DialogCssVars, HTMLDialogElement>,
    OpenStateProps {
  /** Shown (opens modally and plays its enter animation) or hidden (plays its exit animation, then unmounts). */
  children?: ReactNode;
  /** Default 'center'. */
  placement?: DialogPlacement;
  /** alertdialog for a message that needs an answer. Default dialog. */
  role?: 'dialog' | 'alertdialog';
  /** A tap on the backdrop asks to close. Default false. */
  closeOnBackdrop?: boolean;
  /** Default 'first'. */
  initialFocus?: InitialFocus;
  /** Called once the exit animation has ended and the dialog has closed, just before it unmounts. */
  onExited?(): void;
}

const TABBABLE =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [tabindex], [contenteditable]:not([contenteditable="false"])';

/** The first element inside `container` that Tab reaches, or null. */
export function firstTabbable(container: HTMLElement): HTMLElement | null {
  for (const element of Array.from(container.querySelectorAll<HTMLElement>(TABBABLE))) {
    if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled || element.closest('[hidden],[inert]'))
      continue;
    return element;
  }
  return null;
}

/** Where focus returns when each open dialog closes. */
const returnTargets = new WeakMap<Element, HTMLElement | null>();

function focusBeforeOpening(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  // Opened from a dialog on its way out (the next queued message box): return where that one would have.
  const leaving = active.closest('dialog[data-state="closed"]');
  if (leaving && returnTargets.has(leaving)) return returnTargets.get(leaving) ?? null;
  return active;
}

/** Gives focus back to where it was before opening, unless it has already moved on (e.g. into a newer dialog). */
function returnFocus(dialog: HTMLDialogElement) {
  const target = returnTargets.get(dialog);
  const active = document.activeElement;
  if (target?.isConnected && (!active || active === document.body || dialog.contains(active)))
    target.focus({ preventScroll: true });
}

/** Takes the dialog out of the top layer, whether it is there as a modal dialog or as a leaving popover. */
function hide(dialog: HTMLDialogElement) {
  if (dialog.popover) {
    try {
      dialog.hidePopover();
    } catch {
      // Not showing.
    }
    dialog.removeAttribute('popover');
  }
  if (dialog.open) dialog.close();
}

function focusInitial(dialog: HTMLDialogElement, initial: InitialFocus) {
  let target: HTMLElement | null = null;
  if (typeof initial === 'object') target = initial.current;
  else if (initial === 'first') target = firstTabbable(dialog);
  (target ?? dialog).focus({ preventScroll: true });
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** Whether a pointer or mouse event on a dialog hit its ::backdrop (the dialog element, outside its box). */
export function isBackdropEvent(event: {
  target: EventTarget | null;
  currentTarget: Element;
  clientX: number;
  clientY: number;
}): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * The one overlay primitive: a native <dialog> opened with showModal(), so the browser puts it in the top layer,
 * makes the page inert (focus stays inside), and turns Escape into a `cancel`. Here that cancel is prevented and
 * becomes onClose, so the exit animation can play: data-state="closed" switches the CSS keyframes, and the dialog
 * leaves the top layer and unmounts on `animationend` (at once when no animation runs). While it plays, the page is
 * already given back: the dialog is no longer modal (focus returns to where it was, and the caller may move it,
 * e.g. to the next step's heading) and stays on top as a manual popover, ::backdrop included. The page does not
 * scroll while it is open. Give it a name (aria-label or aria-labelledby).
 */
export function Dialog(props: DialogProps) {
  const {
    open: _open,
    defaultOpen: _defaultOpen,
    onOpenChange: _onOpenChange,
    onClose: _onClose,
    children,
    placement = 'center',
    role,
    closeOnBackdrop = false,
    initialFocus = 'first',
    onExited,
    className,
    onClick,
    ref,
    ...rest
  } = props;
  // Escape, or a tap on the backdrop when closeOnBackdrop, asks to close.
  const [open, onClose] = useOpenState(props);
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ open, onClose, initialFocus });
  const setDialog = useCallback(
    (node: HTMLDialogElement | null) => {
      dialogRef.current = node;
      setRef(ref, node);
    },
    [ref],
  );
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    latest.current = { open, onClose, initialFocus };
  });

  const { mounted, state } = usePresence(open, dialogRef, () => {
    if (dialogRef.current) hide(dialogRef.current);
    onExited?.();
  });

  // Open modally on mount, again when opened while still leaving, and should the browser have closed it while it
  // is still wanted open.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog || dialog.open) return;
    if (!returnTargets.has(dialog)) returnTargets.set(dialog, focusBeforeOpening());
    hide(dialog);
    dialog.inert = false;
    dialog.showModal();
    focusInitial(dialog, latest.current.initialFocus);
  });

  // Leaving: no longer modal at once; on top as a popover until the exit animation ends (see above). Inert, so
  // nothing in it takes focus (showing a dialog as a popover would focus its first control) or clicks.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (open || !dialog?.open) return;
    dialog.close();
    returnFocus(dialog);
    dialog.inert = true;
    if (typeof dialog.showPopover !== 'function') return;
    dialog.popover = 'manual';
    try {
      dialog.showPopover();
    } catch {
      // Not allowed here: it simply goes without its exit animation.
    }
  }, [open]);

  // While open: lend the toast a host on top of the page (see top-layer.ts).
  useLayoutEffect(
    () => (open && mounted && hostRef.current ? pushModalHost(hostRef.current) : undefined),
    [open, mounted],
  );

  // Unmounted, even while open: out of the top layer, and focus back.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!mounted || !dialog) return undefined;
    return () => {
      hide(dialog);
      returnFocus(dialog);
      returnTargets.delete(dialog);
    };
  }, [mounted]);

  useLayoutEffect(() => (open ? acquireScrollLock() : undefined), [open]);

  if (!mounted || typeof document === 'undefined') return null;

  // React passes these on to a dialog that holds this one in its tree (not in the page): only the target answers.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Without a user gesture since the last one the browser may refuse to wait: then the close event reports it.
    if (event.target !== event.currentTarget || !event.cancelable) return;
    event.preventDefault();
    if (open) onClose();
  };

  const handleClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Closed by the browser (not on the way out), and not opened again since.
    if (event.target !== event.currentTarget || !latest.current.open || event.currentTarget.open) return;
    latest.current.onClose();
    rerender();
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    onClick?.(event);
    if (closeOnBackdrop && open && !event.defaultPrevented && isBackdropEvent(event)) onClose();
  };

  return createPortal(
    <dialog
      {...rest}
      ref={setDialog}
      className={className ? `sf-dialog ${className}` : 'sf-dialog'}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      tabIndex={-1}
      data-placement={placement}
      data-state={state}
      onCancel={handleCancel}
      onClose={handleClose}
      onClick={handleClick}
    >
      {children}
      <div ref={hostRef} className="sf-dialog__layer" />
    </dialog>,
    document.body,
  );
}
