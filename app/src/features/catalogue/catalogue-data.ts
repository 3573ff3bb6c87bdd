import { rules, type ResponseData } from '@storefront/sdk';
import { listOf, resource } from '../../data/resource';
import { takeAhead } from '../../session/ahead';
import { api } from '../../session/api';
import { productDetailBody, type ProductKey } from './product-detail-call';
import { productListBody, type ProductFilter } from './product-list-call';

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
  load: async (_all: 'all', signal) => {
    const result = await (takeAhead('getProductTypeList', {}) ?? api.call('getProductTypeList', { body: {}, signal }));
    return listOf(result);
  },
  isEmpty: (list: ProductType[]) => list.length === 0,
});

/** The brands in the order the type tree has them. */
export function brandsOf(types: readonly ProductType[]): Brand[] {
  const brands = new Map<number, Brand>();
  for (const type of types) if (!brands.has(type.brand_id)) brands.set(type.brand_id, { id: type.brand_id, brand_name: type.brand_name });
  return [...brands.values()];
}

export async function loadProducts(filter: ProductFilter, page: number, signal?: AbortSignal, limit?: number) {
  const body = productListBody(filter, page, limit);
  const result = await (takeAhead('getProductList', body) ?? api.call('getProductList', { body, ...(signal ? { signal } : {}) }));
  return result.ok ? result.data : null;
}

/** The attribute groups of a set of types ('3,5'), for the filter sheet. */
export const productAttrs = resource({
  load: async (typeIds: string, signal) => {
    const result = await api.call('getProductAttrList', { body: { type_id: typeIds }, signal });
    return listOf(result);
  },
});

/** A product's detail for another screen (its related lists): a look-up, not a view of the product. */
export const productLookup = resource({
  load: (id: number, signal) => api.call('getProductDetail', { body: { product_id: id, record_view: rules.RECORD_VIEW.lookup }, signal }),
});

/** One product detail per key. Not tagged with favourites: loading it records a view, so a toggle must not reload it. */
export const productDetail = resource({
  load: (key: ProductKey, signal) => {
    const body = productDetailBody(key);
    return takeAhead('getProductDetail', body) ?? api.call('getProductDetail', { body, signal });
  },
});
