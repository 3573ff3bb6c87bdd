import { rules, type RequestBody } from '@storefront/sdk';

/** The product list's filter and call body, without React: the entry starts /product's first page (catalogue-data). */

/**
 * What the product list is filtered by (docs/product/browsing.md#products): brand tab, category, attributes, sort,
 * text.
 */
export interface ProductFilter {
  /** The brand tab; null for All. */
  brandId: number | null;
  /** Chosen categories (first- or second-level product types). */
  typeIds: number[];
  /** Chosen attribute values; a product must have every one. */
  attrIds: number[];
  sort: rules.CatalogueSort;
  search: string;
  /** The search came from the search button (click_search_buttom 1). */
  fromSearchButton: boolean;
}

export const EMPTY_PRODUCT_FILTER: ProductFilter = {
  brandId: null,
  typeIds: [],
  attrIds: [],
  sort: rules.CATALOGUE_SORT.default,
  search: '',
  fromSearchButton: false,
};

/** The getProductList body of one page of the list. */
export function productListBody(
  filter: ProductFilter,
  page: number,
  limit: number = rules.CATALOGUE_PAGE_SIZE,
): RequestBody<'getProductList'> {
  return {
    page,
    limit,
    sort: filter.sort,
    type_id: rules.idListText(filter.typeIds),
    brand_id: filter.brandId === null ? '' : String(filter.brandId),
    attr_id_str: rules.idListText(filter.attrIds),
    search_txt: filter.search.trim(),
    click_search_buttom: filter.fromSearchButton ? 1 : 2,
  };
}

/**
 * Whether the query names a brand (`name`) or types (`id`): only the type tree resolves those. Without either, the
 * filter from the query is the empty one whatever the tree holds, and the first page need not wait for it.
 */
export function queryNeedsTypes(query: URLSearchParams): boolean {
  return (query.get('name') ?? '') !== '' || rules.parseIdList(query.get('id')).length > 0;
}
