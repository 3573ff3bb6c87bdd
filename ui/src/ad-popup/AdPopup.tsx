import { useRef, useState, type KeyboardEvent } from 'react';
import { Dialog, type DialogCssVars } from '../dialog';
import { nativePropsOf, type NativeProps } from '../internal/native-props';
import { Icon, ICON_BUTTON_CLASS } from '../icon';
import { Image } from '../image';
import { clampIndex, SwipePager } from '../swipe-pager';
import './ad-popup.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type AdPopupCssVars =
  | '--sf-ad-popup-backdrop-color'
  | '--sf-ad-popup-dot-color'
  | '--sf-ad-popup-dot-active-color'
  | '--sf-ad-popup-radius';

export interface AdPopupItem {
  id: number | string;
  img: string;
  title: string;
}

export interface AdPopupProps<T extends AdPopupItem> extends NativeProps<
  AdPopupCssVars | DialogCssVars,
  HTMLDialogElement
> {
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

/** The first ad is the largest picture of the page it opens on: fetched first and painted at once. */
const FIRST_AD_PRIORITY = { width: 600, height: 800 };

/**
 * The advertising popup: a modal dialog (see Dialog) with one page per ad (swipe, previous / next buttons, arrow
 * keys, indicator dots) and a Close button. Focus stays inside and returns on close; Escape closes; a tap on the
 * dimmed page does not (the Close button is there).
 */
export function AdPopup<T extends AdPopupItem>(props: AdPopupProps<T>) {
  const { items, onClose, onView, label = m.ui_advertisement() } = props;
  const open = items.length > 0;
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

  const closeRef = useRef<HTMLButtonElement>(null);

  // Never had an ad: nothing to show, not even an exit.
  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // The pager handles the keys when focus is inside it; elsewhere in the dialog (Close, dots) they work too.
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      setIndex(index + (event.key === 'ArrowLeft' ? -1 : 1));
    }
  };

  return (
    <Dialog
      {...nativePropsOf(props)}
      open={open}
      onClose={onClose}
      aria-label={label}
      initialFocus={closeRef}
      className={props.className ? `sf-ad-popup ${props.className}` : 'sf-ad-popup'}
      onKeyDown={onKeyDown}
    >
      <SwipePager
        className="sf-ad-popup__pager"
        label={count > 1 ? m.ui_advertisements({ count }) : m.ui_advertisement()}
        items={shown}
        index={index}
        onIndexChange={setIndex}
        getKey={(item) => item.id}
        previousLabel={m.ui_previous_ad()}
        nextLabel={m.ui_next_ad()}
        renderItem={(item, _i, page) => (
          <button
            type="button"
            className="sf-ad-popup__ad"
            aria-label={item.title}
            onClick={open ? () => onView(item) : undefined}
          >
            <Image
              src={item.img}
              alt=""
              ratio={AD_RATIO}
              lazy={page.loading === 'lazy'}
              priority={page.loading === 'eager' ? FIRST_AD_PRIORITY : undefined}
            />
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
              aria-label={m.ui_go_to_ad({ number: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
      <button
        ref={closeRef}
        type="button"
        className={`${ICON_BUTTON_CLASS} sf-ad-popup__close`}
        aria-label={m.ui_close()}
        onClick={open ? onClose : undefined}
      >
        <Icon name="close" className="sf-ad-popup__close-icon" />
      </button>
    </Dialog>
  );
}
