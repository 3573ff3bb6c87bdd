import { rules } from '@storefront/sdk';
import { currentUserId, datacenterOf, stateOf, type FavKind } from '../state/catalogue.js';
import { fail, ok, type ErrorEnvelope, type OkEnvelope } from '../http/envelope.js';
import type { Ctx } from '../http/handler.js';

const EXPIRED = rules.SESSION_EXPIRED_TEXT;

/**
 * productFav, caseFav and templateFav: one id toggles it; two or more ids always remove every one of them
 * (ids not collected are ignored). One id that names nothing answers 404.
 */
export function toggleFavourites(
  ctx: Ctx,
  kind: FavKind,
  idText: string,
  exists: (id: number) => boolean,
  notFound: string,
): OkEnvelope<{ is_fav: 1 | 2 }> | ErrorEnvelope {
  const user = currentUserId(ctx);
  if (!user) return fail(100, EXPIRED);
  const state = stateOf(ctx.world);
  const dc = datacenterOf(ctx);
  const ids = rules.parseIdList(idText);
  const mine = (id: number) => (f: (typeof state.favourites)[number]) =>
    f.client_user_id === user && f.datacenter_uuid === dc && f.kind === kind && f.id === id;
  if (rules.isBatchRemoval(idText)) {
    state.favourites = state.favourites.filter((f) => !ids.some((id) => mine(id)(f)));
    return ok({ is_fav: 2 as const }, 'Success');
  }
  const id = ids[0]!;
  if (!exists(id)) return fail(404, notFound);
  const index = state.favourites.findIndex(mine(id));
  if (index >= 0) {
    state.favourites.splice(index, 1);
    return ok({ is_fav: 2 as const }, 'Removed');
  }
  state.favourites.push({ client_user_id: user, datacenter_uuid: dc, kind, id, at: ctx.clock.now() });
  return ok({ is_fav: 1 as const }, rules.COLLECTED_TEXT);
}

/** The user's favourites of one kind, the last collected first, mapped (and filtered: undefined drops) by `item`. */
export function favouriteList<T>(
  ctx: Ctx,
  kind: FavKind,
  body: { page?: number; limit?: number },
  item: (id: number) => T | undefined,
): OkEnvelope<{ list: T[]; total: number }> | ErrorEnvelope {
  const user = currentUserId(ctx);
  if (!user) return fail(100, EXPIRED);
  const dc = datacenterOf(ctx);
  const items = stateOf(ctx.world)
    .favourites.filter((f) => f.client_user_id === user && f.datacenter_uuid === dc && f.kind === kind)
    .map((f, order) => ({ f, order }))
    .sort((a, b) => b.f.at - a.f.at || b.order - a.order)
    .map(({ f }) => item(f.id))
    .filter((x): x is T => x !== undefined);
  const page = body.page ?? 1;
  const limit = body.limit ?? rules.CATALOGUE_PAGE_SIZE;
  return ok({ list: items.slice((page - 1) * limit, page * limit), total: items.length });
}
