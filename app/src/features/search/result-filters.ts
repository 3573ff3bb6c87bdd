import { EMPTY_CASE_FILTER, type CaseFilter } from '../cases/case-filter';
import { EMPTY_PRODUCT_FILTER, type ProductFilter } from '../catalogue/product-filter';
import type { HotItems } from './search-rules';

/**
 * The product and case filters of /search-result: a hot word's link (attribute or type ids) replaces the text
 * search for that kind; otherwise the key is searched as text. click_search_buttom is 1 only from the search button.
 */
export function resultFilters(
  key: string,
  hot: HotItems,
  bySearchButton: boolean,
): { product: ProductFilter; cases: CaseFilter } {
  return {
    product: hot.product
      ? {
          ...EMPTY_PRODUCT_FILTER,
          attrIds: hot.product.attr,
          typeIds: hot.product.type,
          fromSearchButton: bySearchButton,
        }
      : { ...EMPTY_PRODUCT_FILTER, search: key, fromSearchButton: bySearchButton },
    cases: hot.cases
      ? { ...EMPTY_CASE_FILTER, attrIds: hot.cases.attr, typeIds: hot.cases.type, fromSearchButton: bySearchButton }
      : { ...EMPTY_CASE_FILTER, search: key, fromSearchButton: bySearchButton },
  };
}

export type ResultTab = 'all' | 'product' | 'cases';

/** The tab a result page opens on: the searched page type's, else All. */
export function initialTab(type: string): ResultTab {
  return type === 'product' ? 'product' : type === 'cases' ? 'cases' : 'all';
}
