import { rules } from '@storefront/sdk';
import { EMPTY_PRODUCT_FILTER, type ProductFilter } from './product-list-call';
import { m } from '@storefront/sdk/i18n';
import { liveLabel } from '../../shared/live-label';

export { EMPTY_PRODUCT_FILTER, productListBody, queryNeedsTypes, type ProductFilter } from './product-list-call';

/** Adds the value when absent, removes it when present. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/** How many filters are set (the badge on the Filter button). */
export function activeFilterCount(filter: Pick<ProductFilter, 'typeIds' | 'attrIds'>): number {
  return filter.typeIds.length + filter.attrIds.length;
}

/** The sort options of products and cases (docs/product/browsing.md#paging-and-sorting). */
export const SORT_OPTIONS: readonly { key: rules.CatalogueSort; readonly label: string }[] = [
  liveLabel(rules.CATALOGUE_SORT.default, m.catalogue_sort_default),
  liveLabel(rules.CATALOGUE_SORT.newest, m.catalogue_sort_newest),
  liveLabel(rules.CATALOGUE_SORT.trending, m.catalogue_sort_trending),
];

export function isCatalogueSort(value: string): value is rules.CatalogueSort {
  return (Object.values(rules.CATALOGUE_SORT) as string[]).includes(value);
}

/**
 * Reads the /product query (docs/product/browsing.md#products): `name` naming a brand selects its tab; `id` is a
 * product type (the product center's category); any other name is just the category's title.
 */
interface TypeNode {
  id: number;
  brand_id?: number;
  children?: readonly TypeNode[];
}

/** The brand a product type (of any level) belongs to, from the type tree. */
function brandOfType(types: readonly TypeNode[], id: number, brandId?: number): number | null {
  for (const type of types) {
    const owner = type.brand_id ?? brandId;
    if (type.id === id) return owner ?? null;
    const found = brandOfType(type.children ?? [], id, owner);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The list's filter from /product's query: a brand name selects that brand's tab; a category (name and id) selects
 * its own brand's tab and filters by the type.
 */
export function filterFromQuery(
  query: URLSearchParams,
  brands: readonly { id: number; brand_name: string }[],
  types: readonly TypeNode[] = [],
): { filter: ProductFilter; title: string } {
  const name = query.get('name') ?? '';
  const typeIds = rules.parseIdList(query.get('id'));
  const brand = brands.find((b) => b.brand_name.toLowerCase() === name.toLowerCase());
  const brandId = brand ? brand.id : typeIds.length > 0 ? brandOfType(types, typeIds[0]!) : null;
  return {
    filter: { ...EMPTY_PRODUCT_FILTER, brandId, typeIds },
    title: name,
  };
}

/** The header's title: the query's name until the customer picks another brand tab, then that brand (or Collections). */
export function productTitle(
  fromQuery: { filter: ProductFilter; title: string } | null,
  current: ProductFilter,
  brands: readonly { id: number; brand_name: string }[],
): string {
  if (fromQuery && current.brandId === fromQuery.filter.brandId && fromQuery.title) return fromQuery.title;
  return brands.find((b) => b.id === current.brandId)?.brand_name ?? m.catalogue_collections();
}
