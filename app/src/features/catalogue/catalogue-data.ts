import { rules, type ResponseData } from '@storefront/sdk';
import { listOf, resource } from '../../data/resource';
import { pagedResource } from '../../data/paged-resource';
import { api } from '../../session/api';
import { productDetailBody, productKeyOf, type ProductKey } from './product-detail-call';
import { EMPTY_PRODUCT_FILTER, productListBody, queryNeedsTypes, type ProductFilter } from './product-list-call';

/**
 * The catalogue's product data. Without React: the entry starts the loads of /product and /product-detail for a visit
 * that opens on them (the route table's `start`, below), and the pages show the same entries.
 */

export type ProductType = ResponseData<'getProductTypeList'>['list'][number];
export type ProductSummary = ResponseData<'getProductList'>['list'][number];
export type AttrGroup = ResponseData<'getProductAttrList'>['list'][number];
export type ProductDetail = ResponseData<'getProductDetail'>;
export type CaseSummary = ProductDetail['related_case_list'][number];

export interface Brand {
  id: number;
  brand_name: string;
}

/** Every brand's first-level types with their children (the product center, the product list's tabs). */
export const productTypes = resource({
  load: async (_all: 'all', signal) => listOf(await api.call('getProductTypeList', { body: {}, signal })),
  isEmpty: (list: ProductType[]) => list.length === 0,
});

/** The brands in the order the type tree has them. */
export function brandsOf(types: readonly ProductType[]): Brand[] {
  const brands = new Map<number, Brand>();
  for (const type of types)
    if (!brands.has(type.brand_id)) brands.set(type.brand_id, { id: type.brand_id, brand_name: type.brand_name });
  return [...brands.values()];
}

export async function loadProducts(filter: ProductFilter, page: number, signal?: AbortSignal, limit?: number) {
  const body = productListBody(filter, page, limit);
  const result = await api.call('getProductList', { body, ...(signal ? { signal } : {}) });
  return result.ok ? result.data : null;
}

/** /product's list, one per filter: its pages stay for a return from a product. */
export const productPages = pagedResource({
  load: async (filter: ProductFilter, page, signal) => (await loadProducts(filter, page, signal))?.list ?? null,
});

/** The attribute groups of a set of types ('3,5'), for the filter sheet. */
export const productAttrs = resource({
  load: async (typeIds: string, signal) => {
    const result = await api.call('getProductAttrList', { body: { type_id: typeIds }, signal });
    return listOf(result);
  },
});

/** A product's detail for another screen (its related lists): a look-up, not a view of the product. */
export const productLookup = resource({
  load: (id: number, signal) =>
    api.call('getProductDetail', { body: { product_id: id, record_view: rules.RECORD_VIEW.lookup }, signal }),
});

/** One product detail per key. Not tagged with favourites: loading it records a view, so a toggle must not reload it. */
export const productDetail = resource({
  load: (key: ProductKey, signal) => api.call('getProductDetail', { body: productDetailBody(key), signal }),
});

/**
 * What /product's first render shows: the type tree, and the list's first page when the query names no brand and
 * no type (the page's filter is then the empty one; otherwise it waits for the tree to resolve the query).
 */
export function startProducts(query: URLSearchParams): void {
  productTypes.load('all');
  if (!queryNeedsTypes(query)) productPages.load(EMPTY_PRODUCT_FILTER);
}

/** What /product-detail's first render shows: the product its query names. */
export function startProductDetail(query: URLSearchParams): void {
  const key = productKeyOf(query);
  if (key) productDetail.load(key);
}
