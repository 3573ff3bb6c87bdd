import { rules } from '@storefront/sdk';
import { m } from '@storefront/sdk/i18n';

/** The page types of /search (docs/product/browsing.md#search): cases, product, brand, template, or '' for all. */
export type SearchType = '' | 'cases' | 'product' | 'brand' | 'template';

export function searchTypeOf(value: string | null): SearchType {
  return value === 'cases' || value === 'product' || value === 'brand' || value === 'template' ? value : '';
}

/** getSearchHotwordList `type`: '1' cases, '2' products, '' all. */
export function hotWordType(type: SearchType): '' | '1' | '2' {
  if (type === 'cases') return '1';
  if (type === 'product') return '2';
  return '';
}

/**
 * What a search submits (docs/product/browsing.md#search): the typed text, else the placeholder word shown, else
 * nothing (the page then says 'Please enter content.').
 */
export function searchTerm(text: string, placeholder: string): string | null {
  const typed = text.trim();
  if (typed) return typed;
  const shown = placeholder.trim();
  return shown || null;
}

/** A hot word as the contract has it. */
export interface HotWordLinks {
  hotword: string;
  case_link_type: number;
  case_attr_id_str: string;
  case_type_id_str: string;
  product_link_type: number;
  product_attr_id_str: string;
  product_type_id_str: string;
}

/** The filter a hot word applies to one kind of list: attribute ids (link type 1) or type ids (2). */
export interface LinkFilter {
  attr: number[];
  type: number[];
}

/** What a hot word searches, carried in the hotItems query of /search-result. */
export interface HotItems {
  product?: LinkFilter;
  cases?: LinkFilter;
}

function linkFilter(linkType: number, attrText: string, typeText: string): LinkFilter | undefined {
  if (linkType === 1) {
    const attr = rules.parseIdList(attrText);
    return attr.length ? { attr, type: [] } : undefined;
  }
  if (linkType === 2) {
    const type = rules.parseIdList(typeText);
    return type.length ? { attr: [], type } : undefined;
  }
  return undefined;
}

/** Link type 1 applies the word's attribute ids, 2 its type ids, 0 nothing (the word is searched as text). */
export function hotItemsOf(word: HotWordLinks): HotItems {
  const items: HotItems = {};
  const product = linkFilter(word.product_link_type, word.product_attr_id_str, word.product_type_id_str);
  const cases = linkFilter(word.case_link_type, word.case_attr_id_str, word.case_type_id_str);
  if (product) items.product = product;
  if (cases) items.cases = cases;
  return items;
}

export function encodeHotItems(items: HotItems): string {
  return items.product || items.cases ? JSON.stringify(items) : '';
}

function readLink(value: unknown): LinkFilter | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { attr, type } = value as { attr?: unknown; type?: unknown };
  const ids = (list: unknown) =>
    Array.isArray(list) ? list.filter((n): n is number => Number.isInteger(n) && n > 0) : [];
  const filter = { attr: ids(attr), type: ids(type) };
  return filter.attr.length || filter.type.length ? filter : undefined;
}

/** The hotItems query back; anything malformed gives no filter. */
export function decodeHotItems(text: string | null): HotItems {
  if (!text) return {};
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    const items: HotItems = {};
    const product = readLink(raw.product);
    const cases = readLink(raw.cases);
    if (product) items.product = product;
    if (cases) items.cases = cases;
    return items;
  } catch {
    return {};
  }
}

/** The /search-result address of a search. */
export function resultHref(
  type: SearchType,
  key: string,
  options: { hotItems?: HotItems; bySearchButton?: boolean } = {},
): string {
  const query = new URLSearchParams();
  if (type) query.set('type', type);
  query.set('key', key);
  const hot = options.hotItems ? encodeHotItems(options.hotItems) : '';
  if (hot) query.set('hotItems', hot);
  if (options.bySearchButton) query.set('BySearchButton', '1');
  return `/search-result?${query}`;
}

/**
 * Up to 3 hot words to suggest when nothing was found, leaving out the term itself (docs/product/browsing.md#search).
 */
export function noResultHotWords<W extends { hotword: string }>(words: readonly W[], term: string, limit = 3): W[] {
  const wanted = term.trim().toLowerCase();
  return words.filter((w) => w.hotword.trim().toLowerCase() !== wanted).slice(0, limit);
}

export function noResultText(term: string): string {
  return m.search_no_result({ term });
}

/** The All tab: 6 products and 3 cases (docs/product/browsing.md#search). */
export const ALL_TAB_PRODUCTS = 6;
export const ALL_TAB_CASES = 3;
