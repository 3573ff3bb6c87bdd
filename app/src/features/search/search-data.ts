import type { ResponseData } from '@storefront/sdk';
import { api } from '../../session/api';
import { hotWordType, type SearchType } from './search-rules';

export type HotWord = ResponseData<'getSearchHotwordList'>['list'][number];

export async function loadHotWords(type: SearchType): Promise<HotWord[]> {
  const result = await api.call('getSearchHotwordList', { body: { type: hotWordType(type) }, silent: true });
  return result.ok ? result.data.list : [];
}

/** Live suggestions while typing: names of matching items of the page type. Quiet on failure. */
export async function loadSuggestions(type: SearchType, text: string): Promise<string[]> {
  const search_txt = text.trim();
  if (!search_txt) return [];
  if (type === 'cases') {
    const r = await api.call('getCaseList', { body: { page: 1, limit: 5, search_txt, click_search_buttom: 2 }, silent: true });
    return r.ok ? r.data.list.map((c) => c.case_name) : [];
  }
  if (type === 'brand') {
    const r = await api.call('getBrandContentList', { body: { page: 1, limit: 5, search_txt }, silent: true });
    return r.ok ? r.data.list.map((c) => c.title) : [];
  }
  const r = await api.call('getProductList', { body: { page: 1, limit: 5, search_txt, click_search_buttom: 2 }, silent: true });
  return r.ok ? [...new Set(r.data.list.map((p) => p.product_name))] : [];
}
