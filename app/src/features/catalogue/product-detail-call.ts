import type { RequestBody } from '@storefront/sdk';
import { queryId } from '../../shared/query-id';

/** The product detail call's key and body, without React: the entry starts /product-detail's call (catalogue-data). */

export interface ProductKey {
  id: number;
  /** The case or product page it was opened from (docs/product/browsing.md#products): left out of its related lists. */
  fromCaseId: number;
  fromProductId: number;
}

/** The product a query names, and where it was opened from; null without a product id. */
export function productKeyOf(query: URLSearchParams): ProductKey | null {
  const id = queryId(query, 'id');
  return id ? { id, fromCaseId: queryId(query, 'caseId'), fromProductId: queryId(query, 'productId') } : null;
}

export function productDetailBody({ id, fromCaseId, fromProductId }: ProductKey): RequestBody<'getProductDetail'> {
  return {
    product_id: id,
    ...(fromCaseId ? { from_case_id: fromCaseId } : {}),
    ...(fromProductId ? { from_product_id: fromProductId } : {}),
  };
}
