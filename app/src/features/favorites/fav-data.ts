import { signal } from '@preact/signals-react';
import { rules, type ResponseData } from '@storefront/sdk';
import { invalidate } from '../../data/tags';
import { api } from '../../session/api';
import { sessionIdentity } from '../../session/state';

export type FavKind = 'product' | 'case' | 'template';
export type FavProduct = ResponseData<'getProductFavList'>['list'][number];
export type FavCase = ResponseData<'getCaseFavList'>['list'][number];
export type FavTemplate = ResponseData<'getTemplateFavList'>['list'][number];

/** Lists of favourites load again after any toggle or removal. */
export const FAVOURITES_TAG = 'favourites';

/** What this session's own toggles set, by `kind:id`, so every page that shows the item agrees at once. */
const toggled = signal<{ identity: string; states: ReadonlyMap<string, number> }>({ identity: '', states: new Map() });

/** An item's is_fav: as this user last toggled it, else as the server said when the page loaded. */
export function favouriteState(kind: FavKind, id: number, fromServer: number): number {
  const { identity, states } = toggled.value;
  return (identity === sessionIdentity.value ? states.get(`${kind}:${id}`) : undefined) ?? fromServer;
}

function remember(kind: FavKind, ids: readonly number[], isFav: number): void {
  const identity = sessionIdentity.peek();
  const states = new Map(toggled.peek().identity === identity ? toggled.peek().states : []);
  for (const id of ids) states.set(`${kind}:${id}`, isFav);
  toggled.value = { identity, states };
  invalidate(FAVOURITES_TAG);
}

/**
 * Toggles one item (docs/product/browsing.md#wish-list): the new is_fav, or null when the call failed (already
 * toasted).
 */
export async function toggleFavourite(kind: FavKind, id: number): Promise<number | null> {
  const text = String(id);
  const result =
    kind === 'product'
      ? await api.call('productFav', { body: { product_id: text } })
      : kind === 'case'
        ? await api.call('caseFav', { body: { case_id: text } })
        : await api.call('templateFav', { body: { template_id: text } });
  if (!result.ok) return null;
  remember(kind, [id], result.data.is_fav);
  return result.data.is_fav;
}

/**
 * Removes several at once: the ids go comma separated (docs/product/browsing.md#wish-list); one id toggles, which
 * removes a collected one.
 */
export async function removeFavourites(kind: FavKind, ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const text = rules.idListText(ids);
  const result =
    kind === 'product'
      ? await api.call('productFav', { body: { product_id: text } })
      : kind === 'case'
        ? await api.call('caseFav', { body: { case_id: text } })
        : await api.call('templateFav', { body: { template_id: text } });
  if (result.ok) remember(kind, ids, rules.FAV_STATE.notCollected);
  return result.ok;
}

export async function loadFavProducts(brandId: number | null, page: number, signal: AbortSignal) {
  const result = await api.call('getProductFavList', {
    body: { brand_id: brandId ? String(brandId) : '', page, limit: rules.CATALOGUE_PAGE_SIZE },
    signal,
  });
  return result.ok ? result.data.list : null;
}

export async function loadFavCases(brandId: number | null, page: number, signal: AbortSignal) {
  const result = await api.call('getCaseFavList', {
    body: { brand_id: brandId ? String(brandId) : '', page, limit: rules.CATALOGUE_PAGE_SIZE },
    signal,
  });
  return result.ok ? result.data.list : null;
}

export async function loadFavTemplates(spaceId: number | null, page: number, signal: AbortSignal) {
  const result = await api.call('getTemplateFavList', {
    body: { ...(spaceId ? { space_id: spaceId } : {}), page, limit: rules.CATALOGUE_PAGE_SIZE },
    signal,
  });
  return result.ok ? result.data.list : null;
}
