import { rules, type RequestBody } from '@storefront/sdk';
import { m } from '@storefront/sdk/i18n';
import { liveLabel } from '../../shared/live-label';

/** The filters of Recently Viewed (docs/product/browsing.md#recently-viewed). */
export interface RecentFilter {
  sort: 1 | 2 | 3 | 4;
  /** null for both. */
  browsing: 1 | 2 | null;
  product: boolean;
  cases: boolean;
  display: boolean;
}

export const DEFAULT_RECENT_FILTER: RecentFilter = {
  sort: 1,
  browsing: null,
  product: true,
  cases: true,
  display: true,
};

export const RECENT_SORT_OPTIONS = [
  liveLabel(String(rules.RECENTLY_VIEWED_SORT.newest), m.recent_sort_newest),
  liveLabel(String(rules.RECENTLY_VIEWED_SORT.oldest), m.recent_sort_oldest),
  liveLabel(String(rules.RECENTLY_VIEWED_SORT.mostViews), m.recent_sort_most_views),
  liveLabel(String(rules.RECENTLY_VIEWED_SORT.fewestViews), m.recent_sort_fewest_views),
];

export const BROWSING_OPTIONS = [
  liveLabel('', m.recent_all),
  liveLabel(String(rules.BROWSING_TYPE.online), m.recent_online),
  liveLabel(String(rules.BROWSING_TYPE.offline), m.recent_offline),
];

const include = (on: boolean) => (on ? rules.INCLUDE.included : rules.INCLUDE.excluded);

export function recentBody(
  filter: RecentFilter,
  page: number,
  limit = rules.CATALOGUE_PAGE_SIZE,
): RequestBody<'getRecentlyViewedList'> {
  return {
    sort_type: filter.sort,
    ...(filter.browsing ? { browsing_type: filter.browsing } : {}),
    is_product: include(filter.product),
    is_case: include(filter.cases),
    is_display: include(filter.display),
    page,
    limit,
  };
}

export function sortOf(key: string): RecentFilter['sort'] {
  const n = Number(key);
  return n === 2 || n === 3 || n === 4 ? n : 1;
}

export function browsingOf(key: string): RecentFilter['browsing'] {
  const n = Number(key);
  return n === 1 || n === 2 ? n : null;
}

/** Where a viewed item opens: product, case or display detail. */
export function viewedHref(item: { type: number; content_id: number; content_name: string }): string {
  if (item.type === rules.VIEWED_CONTENT_TYPE.product) return `/product-detail?id=${item.content_id}`;
  if (item.type === rules.VIEWED_CONTENT_TYPE.case) return `/cases-detail?id=${item.content_id}`;
  return `/template-detail?${new URLSearchParams({ id: String(item.content_id), name: item.content_name })}`;
}

/** True when no content kind is left, so nothing needs asking. */
export function nothingIncluded(filter: RecentFilter): boolean {
  return !filter.product && !filter.cases && !filter.display;
}
