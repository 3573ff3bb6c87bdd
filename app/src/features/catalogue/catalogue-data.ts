import type { ResponseData } from '@storefront/sdk';
import { api } from '../../session/api';
import { productListBody, type ProductFilter } from './product-filter';

export type ProductType = ResponseData<'getProductTypeList'>['list'][number];
export type ProductSummary = ResponseData<'getProductList'>['list'][number];
export type AttrGroup = ResponseData<'getProductAttrList'>['list'][number];
export type ProductDetail = ResponseData<'getProductDetail'>;
export type CaseSummary = ProductDetail['related_case_list'][number];

export interface Brand {
  id: number;
  brand_name: string;
}

/** Every brand's first-level types with their children (the product center, the category panel). */
export async function loadProductTypes(): Promise<ProductType[] | null> {
  const result = await api.call('getProductTypeList', {});
  return result.ok ? result.data.list : null;
}

/** The brands in the order the type tree has them. */
export function brandsOf(types: readonly ProductType[]): Brand[] {
  const brands = new Map<number, Brand>();
  for (const type of types) if (!brands.has(type.brand_id)) brands.set(type.brand_id, { id: type.brand_id, brand_name: type.brand_name });
  return [...brands.values()];
}

export async function loadProducts(filter: ProductFilter, page: number, limit?: number) {
  const result = await api.call('getProductList', productListBody(filter, page, limit));
  return result.ok ? result.data : null;
}

export async function loadProductAttrs(typeIds: string): Promise<AttrGroup[]> {
  const result = await api.call('getProductAttrList', { type_id: typeIds });
  return result.ok ? result.data.list : [];
}

/** One product; from_case_id / from_product_id say which page it was opened from (catalogue.md §2). */
export async function loadProductDetail(id: number, fromCaseId?: number, fromProductId?: number): Promise<ProductDetail | null> {
  const result = await api.call('getProductDetail', {
    product_id: id,
    ...(fromCaseId ? { from_case_id: fromCaseId } : {}),
    ...(fromProductId ? { from_product_id: fromProductId } : {}),
  });
  return result.ok ? result.data : null;
}
