import type { ResponseData } from '@storefront/sdk';
import { listOf, resource } from '../../data/resource';
import { api } from '../../session/api';
import type { CaseCardItem } from '../cases/CaseCard';
import type { CaseFilter } from '../cases/case-filter';
import { loadCases } from '../cases/cases-data';
import { loadProducts, type ProductSummary } from '../catalogue/catalogue-data';
import type { ProductFilter } from '../catalogue/product-filter';
import { ALL_TAB_CASES, ALL_TAB_PRODUCTS, hotWordType, type SearchType } from './search-rules';

export type HotWord = ResponseData<'getSearchHotwordList'>['list'][number];

/** The Popular words of a search type (quiet on failure: the section stays away). */
export const hotWords = resource({
  load: async (type: SearchType, signal) => {
    const result = await api.call('getSearchHotwordList', { body: { type: hotWordType(type) }, signal, silent: true });
    return listOf(result);
  },
});

/** Live suggestions while typing: names of matching items of the page type. Quiet on failure. */
async function loadSuggestions(type: SearchType, search_txt: string, signal: AbortSignal): Promise<string[]> {
  const quiet = { signal, silent: true };
  if (type === 'cases') {
    const r = await api.call('getCaseList', {
      body: { page: 1, limit: 5, search_txt, click_search_buttom: 2 },
      ...quiet,
    });
    return r.ok ? r.data.list.map((c) => c.case_name) : [];
  }
  if (type === 'brand') {
    const r = await api.call('getBrandContentList', { body: { page: 1, limit: 5, search_txt }, ...quiet });
    return r.ok ? r.data.list.map((c) => c.title) : [];
  }
  const r = await api.call('getProductList', {
    body: { page: 1, limit: 5, search_txt, click_search_buttom: 2 },
    ...quiet,
  });
  return r.ok ? [...new Set(r.data.list.map((p) => p.product_name))] : [];
}

/** Suggestions per type and typed text: typing on aborts the request for the text before. */
export const suggestions = resource({
  load: async ({ type, text }: { type: SearchType; text: string }, signal) => ({
    ok: true as const,
    data: await loadSuggestions(type, text, signal),
  }),
});

/** The All tab: the first products and cases that match (a failure of one shows as none of it). */
export const allResults = resource({
  load: async ({ product, cases }: { product: ProductFilter; cases: CaseFilter }, signal) => {
    const [products, found] = await Promise.all([
      loadProducts(product, 1, signal, ALL_TAB_PRODUCTS),
      loadCases(cases, 1, signal, ALL_TAB_CASES),
    ]);
    return {
      ok: true as const,
      data: { products: (products?.list ?? []) as ProductSummary[], cases: (found?.list ?? []) as CaseCardItem[] },
    };
  },
  isEmpty: (all: { products: unknown[]; cases: unknown[] }) => all.products.length === 0 && all.cases.length === 0,
});
