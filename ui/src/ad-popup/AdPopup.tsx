import { useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Image } from '../image';
import { Mask, readDurationMs, usePresence } from '../mask';
import { useFocusTrap } from '../sheet';
import { clampIndex, SwipePager } from '../swipe-pager';
import './ad-popup.css';

export interface AdPopupItem {
  id: number | string;
  img: string;
  title: string;
}

export interface AdPopupProps<T extends AdPopupItem> {
  /** Nothing is shown until this holds at least one ad; emptying it closes the popup (with its exit animation). */
  items: readonly T[];
  /** The Close button or Escape. */
  onClose(): void;
  /** A tap (or Enter) on an ad. */
  onView(item: T): void;
  /** Accessible name of the dialog. Default 'Advertisement'. */
  label?: string;
}

/** Width / height of an ad picture; matches --sf-ad-aspect. */
export const AD_RATIO = 3 / 4;
/** Fallback for the exit animation when the tokens are not loaded; matches --sf-duration-sheet (as the mask). */
export const AD_POPUP_EXIT_MS = 300;
const exitMs = () => readDurationMs('--sf-duration-sheet', AD_POPUP_EXIT_MS);

function CloseIcon() {
  return (
    <svg className="sf-ad-popup__close-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The advertising popup: a modal dialog over a mask with one page per ad (swipe, previous / next buttons, arrow
 * keys, indicator dots) and a Close button. Focus is trapped inside and returns on close; Escape closes.
 */
export function AdPopup<T extends AdPopupItem>({ items, onClose, onView, label = 'Advertisement' }: AdPopupProps<T>) {
  const open = items.length > 0;
  const { mounted, state } = usePresence(open, exitMs);
  // While the exit animation plays the items are already gone: keep showing the last ones.
  const lastItems = useRef(items);
  if (open) lastItems.current = items;
  const shown = open ? items : lastItems.current;
  const count = shown.length;

  // A new list of ads starts at the first.
  const listKey = shown.map((item) => String(item.id)).join('\u0000');
  const [position, setPosition] = useState({ key: listKey, index: 0 });
  if (position.key !== listKey) setPosition({ key: listKey, index: 0 });
  const index = clampIndex(position.key === listKey ? position.index : 0, count);
  const setIndex = (next: number) => setPosition({ key: listKey, index: clampIndex(next, count) });

  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useFocusTrap(dialogRef, { active: open && mounted, initialFocus: closeRef, onEscape: onClose });

  if (!mounted || count === 0 || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The pager handles the keys when focus is inside it; elsewhere in the dialog (Close, dots) they work too.
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      setIndex(index + (event.key === 'ArrowLeft' ? -1 : 1));
    }
  };

  return (
    <>
      <Mask open={open} className="sf-ad-popup__mask" />
      {createPortal(
        <div className="sf-ad-popup__layer" data-state={state}>
          <div
            ref={dialogRef}
            className="sf-ad-popup"
            role="dialog"
            aria-modal="true"
            aria-label={label}
            data-state={state}
            onKeyDown={onKeyDown}
          >
            <SwipePager
              className="sf-ad-popup__pager"
              label={count > 1 ? `${count} advertisements` : 'Advertisement'}
              items={shown}
              index={index}
              onIndexChange={setIndex}
              getKey={(item) => item.id}
              previousLabel="Previous ad"
              nextLabel="Next ad"
              renderItem={(item, _i, page) => (
                <button type="button" className="sf-ad-popup__ad" aria-label={item.title} onClick={open ? () => onView(item) : undefined}>
                  <Image src={item.img} alt="" ratio={AD_RATIO} lazy={page.loading === 'lazy'} />
                </button>
              )}
            />
            {count > 1 && (
              <div className="sf-ad-popup__dots">
                {shown.map((item, i) => (
                  <button
                    key={item.id}
                    type="button"
                    className="sf-ad-popup__dot"
                    aria-label={`Go to ad ${i + 1}`}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => setIndex(i)}
                  />
                ))}
              </div>
            )}
            <button ref={closeRef} type="button" className="sf-ad-popup__close" aria-label="Close" onClick={open ? onClose : undefined}>
              <CloseIcon />
            </button>
          </div>
        </div>,
        document.body,
      )}
    </>
  );
}
