import type { ResponseData } from '@storefront/sdk';
import { api } from '../../session/api';
import { recentBody, type RecentFilter } from './recent-filter';

export type ViewedItem = ResponseData<'getRecentlyViewedList'>['list'][number];

/** Guests too: the list is kept per guest token (docs/product/browsing.md#recently-viewed). */
export async function loadRecent(
  filter: RecentFilter,
  page: number,
  signal: AbortSignal,
): Promise<ViewedItem[] | null> {
  const result = await api.call('getRecentlyViewedList', { body: recentBody(filter, page), signal });
  return result.ok ? result.data.list : null;
}
