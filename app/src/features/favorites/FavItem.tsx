import { Image } from '@storefront/ui';
import { memo, useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import { assetUrl } from '../../shared/asset';
import { createLongPress } from './long-press';
import { m } from '@storefront/sdk/i18n';

export interface FavItemProps {
  id: number;
  href: string;
  title: string;
  meta: string;
  preview: string;
  editing: boolean;
  selected: boolean;
  onOpen(href: string): void;
  onToggle(id: number): void;
  /** Long press (1000 ms) or its keyboard equivalent (the context-menu key, Shift+F10): edit mode with this item. */
  onLongPress(id: number): void;
}

/** One wish-list item: a link normally, a checkbox in edit mode. */
export const FavItem = memo(function FavItem(props: FavItemProps) {
  const { id, href, title, meta, preview, editing, selected, onOpen, onToggle, onLongPress } = props;
  const press = useMemo(() => createLongPress(() => onLongPress(id)), [id, onLongPress]);

  const body = (
    <>
      <Image src={assetUrl(preview)} alt="" ratio={1} />
      <span className="sf-product-card__name">{title}</span>
      <span className="sf-product-card__type">{meta}</span>
    </>
  );

  if (editing) {
    return (
      <li className="sf-products__item">
        <label className="sf-product-card sf-fav__item" data-selected={selected || undefined}>
          <input
            type="checkbox"
            className="sf-fav__check"
            checked={selected}
            onChange={() => onToggle(id)}
            aria-label={m.favorites_select({ title })}
          />
          {body}
        </label>
      </li>
    );
  }

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (press.consumeClick()) return;
    onOpen(href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      onLongPress(id);
    }
  };
  return (
    <li className="sf-products__item">
      <a
        className="sf-product-card sf-fav__item"
        href={href}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onPointerDown={(e) => press.down(e.clientX, e.clientY)}
        onPointerMove={(e) => press.move(e.clientX, e.clientY)}
        onPointerUp={press.up}
        onPointerCancel={press.cancel}
        onPointerLeave={press.cancel}
        onContextMenu={(e) => e.preventDefault()}
        aria-keyshortcuts="Shift+F10"
        aria-description={m.favorites_long_press_hint()}
      >
        {body}
      </a>
    </li>
  );
});
