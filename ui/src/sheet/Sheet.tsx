import { useEffect, useId, useRef, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { Dialog, isBackdropEvent, type DialogCssVars, type InitialFocus } from '../dialog';
import { getScrollParent, trackScrollable } from '../internal/overlay';
import { mergeRefs, nativePropsOf, type NativeProps } from '../internal/native-props';
import { useOpenState, type OpenStateProps } from '../internal/use-open-state';
import './sheet.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type SheetCssVars =
  '--sf-sheet-background' | '--sf-sheet-accent-color' | '--sf-sheet-grip-color' | '--sf-sheet-radius';

export interface SheetProps extends NativeProps<SheetCssVars | DialogCssVars, HTMLDialogElement>, OpenStateProps {
  /** Visible heading; also the dialog's name. */
  title?: ReactNode;
  children: ReactNode;
  /** The dialog's name when there is no visible title. */
  ariaLabel?: string;
  /** Where focus goes on open. Default: the sheet itself, so screen readers start at its name. */
  initialFocus?: InitialFocus;
}

/** A drag down past this fraction of the sheet's height closes it. */
export const SHEET_CLOSE_FRACTION = 0.3;
/** A flick down faster than this (px per ms) closes it whatever the distance. */
export const SHEET_CLOSE_VELOCITY = 0.4;
/** Movement (px) before a press counts as a drag rather than a tap. */
const DRAG_SLOP = 6;

/** The dismissal rule: dragged down more than 30% of the height, or flicked down faster than 0.4 px/ms. */
export function shouldDismissSheet(dragPx: number, heightPx: number, elapsedMs: number): boolean {
  if (dragPx <= 0) return false;
  if (dragPx > heightPx * SHEET_CLOSE_FRACTION) return true;
  return dragPx / Math.max(elapsedMs, 1) > SHEET_CLOSE_VELOCITY;
}

interface DragState {
  pointerId: number;
  startY: number;
  startX: number;
  startTime: number;
  dy: number;
  dragging: boolean;
}

/**
 * A bottom sheet: a modal dialog (see Dialog) that slides up over the dimmed page and closes by Escape, a tap on the
 * dimmed page, the handle button, or a drag / flick down.
 */
export function Sheet(props: SheetProps) {
  const { title, children, ariaLabel, initialFocus = 'container' } = props;
  // Escape, a tap on the dimmed page, the handle button, or a drag / flick down asks to close.
  const [open, onClose] = useOpenState(props);
  const panelRef = useRef<HTMLDialogElement>(null);
  const drag = useRef<DragState | null>(null);
  const suppressClick = useRef(false);
  const titleId = useId();

  useEffect(() => {
    if (open && panelRef.current) panelRef.current.style.translate = '';
  }, [open]);

  const endDrag = (panel: HTMLElement) => {
    delete panel.dataset.dragging;
    drag.current = null;
  };

  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    suppressClick.current = false;
    const panel = event.currentTarget;
    // A press on the dimmed page (the dialog's ::backdrop) is a tap to close, not a drag; nor is one in a dialog
    // opened from the sheet's content (React passes its events on through the portal).
    if (
      !open ||
      (event.pointerType === 'mouse' && event.button !== 0) ||
      isBackdropEvent(event) ||
      !panel.contains(event.target as Node)
    )
      return;
    // Inside scrolled content a downward move scrolls back up; it is not a drag.
    const scroller = getScrollParent(event.target instanceof Element ? event.target : null);
    if (panel.contains(scroller) && scroller.scrollTop > 0) return;
    drag.current = {
      pointerId: event.pointerId,
      startY: event.clientY,
      startX: event.clientX,
      startTime: performance.now(),
      dy: 0,
      dragging: false,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDialogElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const panel = event.currentTarget;
    const dy = event.clientY - d.startY;
    if (!d.dragging) {
      const dx = Math.abs(event.clientX - d.startX);
      if (dy < -DRAG_SLOP || dx > DRAG_SLOP) {
        drag.current = null;
        return;
      }
      if (dy <= DRAG_SLOP) return;
      d.dragging = true;
      panel.dataset.dragging = '';
      try {
        panel.setPointerCapture(event.pointerId);
      } catch {
        // The pointer may already be gone; the drag still works while it stays over the sheet.
      }
    }
    d.dy = Math.max(0, dy);
    panel.style.translate = `0 ${d.dy}px`;
  };

  const onPointerUp = (event: PointerEvent<HTMLDialogElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const panel = event.currentTarget;
    endDrag(panel);
    if (!d.dragging) return;
    suppressClick.current = true;
    const height = panel.getBoundingClientRect().height;
    if (shouldDismissSheet(d.dy, height, performance.now() - d.startTime)) {
      onClose();
    } else {
      panel.style.translate = '';
    }
  };

  const onPointerCancel = (event: PointerEvent<HTMLDialogElement>) => {
    if (!drag.current || drag.current.pointerId !== event.pointerId) return;
    endDrag(event.currentTarget);
    event.currentTarget.style.translate = '';
  };

  const onClickCapture = (event: MouseEvent<HTMLDialogElement>) => {
    // The click that ends a drag is not a tap on whatever lay under the finger.
    if (suppressClick.current) {
      suppressClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const hasTitle = title !== undefined && title !== null && title !== '';

  return (
    <Dialog
      {...nativePropsOf(props)}
      ref={mergeRefs(panelRef, props.ref)}
      open={open}
      onClose={onClose}
      placement="bottom"
      closeOnBackdrop
      initialFocus={initialFocus}
      className={props.className ? `sf-sheet ${props.className}` : 'sf-sheet'}
      aria-labelledby={hasTitle ? titleId : undefined}
      aria-label={hasTitle ? undefined : (ariaLabel ?? props['aria-label'] ?? m.ui_sheet())}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onClickCapture={onClickCapture}
    >
      <button type="button" className="sf-sheet__handle" aria-label={m.ui_close()} onClick={onClose}>
        <span className="sf-sheet__grip" />
      </button>
      {hasTitle && (
        <h2 id={titleId} className="sf-sheet__title">
          {title}
        </h2>
      )}
      {/* Content that fits does not scroll, so a drag may start anywhere on the sheet; content that overflows scrolls. */}
      <div ref={trackScrollable} className="sf-sheet__body">
        <div className="sf-sheet__content">{children}</div>
      </div>
    </Dialog>
  );
}
