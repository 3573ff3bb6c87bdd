import { useSignals } from '@preact/signals-react/runtime';
import type { FavKind } from './fav-data';
import { useFavourite } from './use-favourite';
import { Icon } from '@storefront/ui';
import { m } from '@storefront/sdk/i18n';

export interface FavouriteButtonProps {
  kind: FavKind;
  id: number;
  isFav: number;
  className?: string;
}

/** The footer's favourite toggle: 'Favourite' or 'Collected', pressed while collected. */
export function FavouriteButton({ kind, id, isFav, className }: FavouriteButtonProps) {
  useSignals();
  const { collected, busy, toggle } = useFavourite(kind, id, isFav);
  return (
    <button
      type="button"
      className={className}
      aria-pressed={collected}
      aria-busy={busy || undefined}
      onClick={() => void toggle()}
    >
      <Icon name={collected ? 'heart-filled' : 'heart'} size={20} />
      <span>{collected ? m.favorites_collected() : m.favorites_favourite()}</span>
    </button>
  );
}
