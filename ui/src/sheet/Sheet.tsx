import { useEffect, useId, useLayoutEffect, useRef, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Mask, getScrollParent, readDurationMs, usePresence } from '../mask';
import { useFocusTrap, type InitialFocus } from './useFocusTrap';
import './sheet.css';

export interface SheetProps {
  open: boolean;
  /** Asked to close: Escape, a tap on the mask, the handle button, or a drag / flick down. */
  onClose: () => void;
  /** Visible heading; also the dialog's name. */
  title?: ReactNode;
  children: ReactNode;
  /** The dialog's name when there is no visible title. */
  ariaLabel?: string;
  /** Where focus goes on open. Default: the sheet itself, so screen readers start at its name. */
  initialFocus?: InitialFocus;
  className?: string;
}

/** Fallback for the exit animation when the tokens are not loaded; matches --sf-duration-sheet. */
export const SHEET_EXIT_MS = 300;
/** A drag down past this fraction of the sheet's height closes it. */
export const SHEET_CLOSE_FRACTION = 0.3;
/** A flick down faster than this (px per ms) closes it whatever the distance. */
export const SHEET_CLOSE_VELOCITY = 0.4;
/** Movement (px) before a press counts as a drag rather than a tap. */
const DRAG_SLOP = 6;

const sheetExitMs = () => readDurationMs('--sf-duration-sheet', SHEET_EXIT_MS);

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

/** A bottom sheet: a modal dialog that slides up over a mask and closes by Escape, mask tap, button or drag. */
export function Sheet({ open, onClose, title, children, ariaLabel, initialFocus = 'container', className }: SheetProps) {
  const { mounted, state } = usePresence(open, sheetExitMs);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const drag = useRef<DragState | null>(null);
  const suppressClick = useRef(false);
  const titleId = useId();

  useFocusTrap(panelRef, { active: open && mounted, initialFocus, onEscape: onClose });

  useEffect(() => {
    if (open && panelRef.current) panelRef.current.style.translate = '';
  }, [open]);

  // Content that fits does not scroll, so a drag may start anywhere on the sheet; content that overflows scrolls.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    const content = contentRef.current;
    if (!mounted || !body || !content || typeof ResizeObserver === 'undefined') return undefined;
    const update = () => {
      const scrollable = content.scrollHeight > body.clientHeight + 1;
      body.dataset.scrollable = String(scrollable);
      // Keyboard users can scroll it too.
      if (scrollable) body.setAttribute('tabindex', '0');
      else body.removeAttribute('tabindex');
    };
    const observer = new ResizeObserver(update);
    observer.observe(body);
    observer.observe(content);
    update();
    return () => observer.disconnect();
  }, [mounted]);

  if (!mounted || typeof document === 'undefined') return null;

  const endDrag = (panel: HTMLElement) => {
    delete panel.dataset.dragging;
    drag.current = null;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    suppressClick.current = false;
    if (!open || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const panel = event.currentTarget;
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

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
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

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
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

  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || drag.current.pointerId !== event.pointerId) return;
    endDrag(event.currentTarget);
    event.currentTarget.style.translate = '';
  };

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    // The click that ends a drag is not a tap on whatever lay under the finger.
    if (suppressClick.current) {
      suppressClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const hasTitle = title !== undefined && title !== null && title !== '';

  return (
    <>
      <Mask open={open} onClick={onClose} />
      {createPortal(
        <div
          ref={panelRef}
          className={className ? `sf-sheet ${className}` : 'sf-sheet'}
          role="dialog"
          aria-modal="true"
          aria-labelledby={hasTitle ? titleId : undefined}
          aria-label={hasTitle ? undefined : (ariaLabel ?? 'Sheet')}
          tabIndex={-1}
          data-state={state}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onClickCapture={onClickCapture}
        >
          <button type="button" className="sf-sheet__handle" aria-label="Close" onClick={onClose}>
            <span className="sf-sheet__grip" />
          </button>
          {hasTitle && (
            <h2 id={titleId} className="sf-sheet__title">
              {title}
            </h2>
          )}
          <div ref={bodyRef} className="sf-sheet__body">
            <div ref={contentRef} className="sf-sheet__content">
              {children}
            </div>
          </div>
        </div>,
        document.body,
      )}
    </>
  );
}
