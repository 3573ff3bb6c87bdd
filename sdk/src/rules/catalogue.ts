/** Catalogue constants and small rules the app and the simulator agree on (docs/product/browsing.md). */

/** Items a page of the product, case, template, favourites and recently-viewed lists; fewer means the last page. */
export const CATALOGUE_PAGE_SIZE = 30;

/**
 * The `sort` codes of getProductList, getCaseList and getCaseSubjectDetail
 * (docs/product/browsing.md#paging-and-sorting): string codes, Default '' (the editor's order; leaving `sort` out means
 * the same), Newest '1', Trending '2'. Template sort is a different field: always the integer 1.
 */
export const CATALOGUE_SORT = { default: '', newest: '1', trending: '2' } as const;
export type CatalogueSort = (typeof CATALOGUE_SORT)[keyof typeof CATALOGUE_SORT];

/** getRecentlyViewedList `sort_type`. */
export const RECENTLY_VIEWED_SORT = { newest: 1, oldest: 2, mostViews: 3, fewestViews: 4 } as const;
/** Where an item was viewed. */
export const BROWSING_TYPE = { online: 1, offline: 2 } as const;
/** The `type` of a recently viewed item. */
export const VIEWED_CONTENT_TYPE = { product: 1, case: 2, display: 3 } as const;
/** is_product / is_case / is_display of getRecentlyViewedList. */
export const INCLUDE = { included: 1, excluded: 2 } as const;
/**
 * A detail call's record_view: the customer opened the item's page (a view, the default) or another screen looks
 * the item up (the products of a 3D room, a related list opened by its own address), which is no view.
 */
export const RECORD_VIEW = { opened: 1, lookup: 2 } as const;

/** is_fav everywhere: 1 collected, anything else (2) not. */
export const FAV_STATE = { collected: 1, notCollected: 2 } as const;
export const COLLECTED_TEXT = 'Collected';

/** Brand content kinds (getBrandContentDetail `type`). */
export const BRAND_CONTENT_KIND = { image: 1, images: 2, video: 3, pdf: 4 } as const;

/** Attributes shown before 'see all'; recommended products per brand; previews on the account page. */
export const ATTRIBUTES_SHOWN = 5;
export const RECOMMENDED_PER_BRAND = 5;
export const PREVIEW_ITEMS = 10;

/** The ids of a comma-separated id list ('3,5,9'); empty text gives none. Anything not a whole positive number is dropped. */
export function parseIdList(text: string | undefined | null): number[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[0-9]+$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
}

/** The text the favourite calls take for a set of ids: '3,5,9', without duplicates, in the given order. */
export function idListText(ids: readonly number[]): string {
  return [...new Set(ids)].join(',');
}

/**
 * True when a favourite call's id text removes rather than toggles: two or more ids always remove
 * (the wish list's batch Remove); one id toggles.
 */
export function isBatchRemoval(text: string): boolean {
  return parseIdList(text).length > 1;
}

/** True when a page of a paged list was the last one (fewer items than asked). */
export function isLastPage(received: number, pageSize = CATALOGUE_PAGE_SIZE): boolean {
  return received < pageSize;
}
