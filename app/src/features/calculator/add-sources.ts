import { rules } from '@storefront/sdk';
import { m } from '@storefront/sdk/i18n';
import { api } from '../../session/api';
import { assetUrl } from '../../shared/asset';
import { loadProducts, type ProductType } from '../catalogue/catalogue-data';
import { EMPTY_PRODUCT_FILTER } from '../catalogue/product-filter';
import type { TemplatePlan } from './calc-data';
import { formatDate } from '../../shared/dates';

/**
 * calculator-add's sources (docs/product/tools.md#calculator): 1 collections, 2 matching records, 3 favourites, 4
 * recently viewed.
 */
export type AddType = 1 | 2 | 3 | 4;
/** A source's name: the title of its page and its line in the Add Products sheet. */
export function addTitle(type: AddType): string {
  if (type === 1) return m.calculator_add_from_collections();
  if (type === 2) return m.calculator_add_from_matching();
  if (type === 3) return m.calculator_add_from_favorites();
  return m.calculator_add_from_recent();
}

export function addTypeOf(text: string | null): AddType {
  const n = Number(text);
  return n === 2 || n === 3 || n === 4 ? n : 1;
}

/** One choosable row, whatever the source. */
export interface AddRow {
  id: number;
  title: string;
  meta: string;
  preview: string;
}

/** A product-type tab: one name, the first-level types of every brand that carry it ('frencia' is never one). */
export interface TypeTab {
  name: string;
  ids: number[];
}

export function typeTabs(types: readonly ProductType[]): TypeTab[] {
  const tabs = new Map<string, number[]>();
  for (const t of types) {
    if (t.type_name.trim().toLowerCase() === 'frencia') continue;
    tabs.set(t.type_name, [...(tabs.get(t.type_name) ?? []), t.id]);
  }
  return [...tabs].map(([name, ids]) => ({ name, ids }));
}

/** Search filters the rows already loaded by name (docs/product/tools.md#calculator), without regard to case. */
export function searchRows<T extends { title: string; meta: string }>(
  rows: readonly T[],
  text: string,
  alsoMeta = false,
): T[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter(
    (r) => r.title.toLowerCase().includes(needle) || (alsoMeta && r.meta.toLowerCase().includes(needle)),
  );
}

/** One page of products of a source (1, 3, 4) in the chosen type tab, as rows; null when the call failed. */
export async function loadProductRows(
  type: AddType,
  typeIds: readonly number[],
  attrIds: readonly number[],
  page: number,
  signal: AbortSignal,
): Promise<AddRow[] | null> {
  const type_id = rules.idListText(typeIds);
  if (type === 1) {
    const data = await loadProducts(
      { ...EMPTY_PRODUCT_FILTER, typeIds: [...typeIds], attrIds: [...attrIds] },
      page,
      signal,
    );
    return (
      data?.list.map((p) => ({
        id: p.id,
        title: p.product_name,
        meta: `${p.product_number} · ${p.size}`,
        preview: assetUrl(p.preview),
      })) ?? null
    );
  }
  if (type === 3) {
    const result = await api.call('getProductFavList', {
      body: { type_id, page, limit: rules.CATALOGUE_PAGE_SIZE },
      signal,
    });
    return result.ok
      ? result.data.list.map((p) => ({
          id: p.id,
          title: p.product_name,
          meta: `${p.product_number} · ${p.size}`,
          preview: assetUrl(p.preview),
        }))
      : null;
  }
  const { included, excluded } = rules.INCLUDE;
  const result = await api.call('getRecentlyViewedList', {
    body: {
      sort_type: rules.RECENTLY_VIEWED_SORT.newest,
      is_product: included,
      is_case: excluded,
      is_display: excluded,
      type_id,
      page,
      limit: rules.CATALOGUE_PAGE_SIZE,
    },
    signal,
  });
  return result.ok
    ? result.data.list.map((v) => ({
        id: v.content_id,
        title: v.content_name,
        meta: `${v.product_number} · ${v.size}`,
        preview: assetUrl(v.preview),
      }))
    : null;
}

/** Saved matchings as rows: the template's name, its space and when it was saved. */
export function planRows(plans: readonly TemplatePlan[], space: string | null): AddRow[] {
  return plans
    .filter((p) => space === null || p.space_name === space)
    .map((p) => ({
      id: p.id,
      title: p.template_name,
      meta: `${p.space_name} · ${formatDate(p.create_time)}`,
      preview: assetUrl(p.preview),
    }));
}
