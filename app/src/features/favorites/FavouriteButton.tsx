import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import type { FavKind } from './fav-data';
import { useFavourite } from './use-favourite';

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
    <button type="button" className={className} aria-pressed={collected} aria-busy={busy || undefined} onClick={() => void toggle()}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
          fill={collected ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span>{collected ? rules.COLLECTED_TEXT : 'Favourite'}</span>
    </button>
  );
}
