import { rules } from '@storefront/sdk';
import { toast } from '@storefront/ui';
import { useCallback, useState } from 'react';
import { rememberLoginTarget } from '../../session/guard';
import { isLoggedIn } from '../../session/state';
import { useGo } from '../../shared/use-go';
import { toggleFavourite, type FavKind } from './fav-data';

/**
 * The favourite toggle of a detail page. A guest is sent to login and brought back to this page afterwards
 * (catalogue.md §5); a user toggles, and collecting says 'Collected'.
 */
export function useFavourite(kind: FavKind, id: number, initial: number) {
  const go = useGo();
  const [state, setState] = useState({ id, isFav: initial });
  const [busy, setBusy] = useState(false);
  // A new item (or a reload of it) starts from what the server said.
  const current = state.id === id ? state.isFav : initial;
  if (state.id !== id) setState({ id, isFav: initial });

  const toggle = useCallback(async () => {
    if (!isLoggedIn.peek()) {
      rememberLoginTarget(`${window.location.pathname}${window.location.search}`);
      go('/login');
      return;
    }
    if (busy) return;
    setBusy(true);
    const next = await toggleFavourite(kind, id);
    setBusy(false);
    if (next === null) return;
    setState({ id, isFav: next });
    if (next === rules.FAV_STATE.collected) toast.show(rules.COLLECTED_TEXT, { variant: 'success' });
  }, [busy, go, id, kind]);

  return { collected: current === rules.FAV_STATE.collected, busy, toggle };
}
