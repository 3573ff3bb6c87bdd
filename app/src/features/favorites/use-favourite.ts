import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import { toast } from '@storefront/ui';
import { sendGuestToLogin } from '../../session/guard';
import { isLoggedIn } from '../../session/state';
import { useGo } from '../../shared/use-go';
import { favouriteState, toggleFavourite, type FavKind } from './fav-data';
import { m } from '@storefront/sdk/i18n';

/**
 * The favourite toggle of a detail page. A guest is sent to login and brought back to this page afterwards
 * (docs/product/browsing.md#wish-list); a user toggles, and collecting says 'Collected'. The state shown is shared by
 * every page that shows the item (`favouriteState`).
 */
export function useFavourite(kind: FavKind, id: number, fromServer: number) {
  useSignals();
  const go = useGo();
  const busy = useSignal(false);

  const toggle = async () => {
    if (sendGuestToLogin(isLoggedIn.peek(), go)) return;
    if (busy.peek()) return;
    busy.value = true;
    const next = await toggleFavourite(kind, id);
    busy.value = false;
    if (next === rules.FAV_STATE.collected) toast.show(m.favorites_collected(), { variant: 'success' });
  };

  return { collected: favouriteState(kind, id, fromServer) === rules.FAV_STATE.collected, busy: busy.value, toggle };
}
