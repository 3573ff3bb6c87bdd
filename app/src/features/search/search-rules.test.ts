import { describe, expect, it } from 'vitest';
import {
  decodeHotItems,
  encodeHotItems,
  hotItemsOf,
  hotWordType,
  noResultHotWords,
  noResultText,
  resultHref,
  searchTerm,
  searchTypeOf,
} from './search-rules';

const word = (over: Partial<Parameters<typeof hotItemsOf>[0]> = {}) => ({
  hotword: 'marble',
  case_link_type: 0,
  case_attr_id_str: '',
  case_type_id_str: '',
  product_link_type: 0,
  product_attr_id_str: '',
  product_type_id_str: '',
  ...over,
});

describe('search types', () => {
  it('reads the query type and maps it to hot word types', () => {
    expect(searchTypeOf('cases')).toBe('cases');
    expect(searchTypeOf('nope')).toBe('');
    expect(searchTypeOf(null)).toBe('');
    expect(hotWordType('cases')).toBe('1');
    expect(hotWordType('product')).toBe('2');
    expect(hotWordType('brand')).toBe('');
  });
});

describe('search term', () => {
  it('uses typed text, else the placeholder, else nothing', () => {
    expect(searchTerm('  oak ', 'marble')).toBe('oak');
    expect(searchTerm('   ', 'marble')).toBe('marble');
    expect(searchTerm('', '')).toBeNull();
  });
});

describe('hot word links', () => {
  it('link type 1 applies attribute ids, 2 type ids, 0 nothing', () => {
    expect(hotItemsOf(word({ product_link_type: 1, product_attr_id_str: '3,5', product_type_id_str: '9' }))).toEqual({
      product: { attr: [3, 5], type: [] },
    });
    expect(hotItemsOf(word({ case_link_type: 2, case_type_id_str: '2', case_attr_id_str: '7' }))).toEqual({
      cases: { attr: [], type: [2] },
    });
    expect(hotItemsOf(word())).toEqual({});
  });

  it('a link type with no ids applies nothing', () => {
    expect(hotItemsOf(word({ product_link_type: 1, product_attr_id_str: '' }))).toEqual({});
  });

  it('round-trips through the query and refuses junk', () => {
    const items = { product: { attr: [3], type: [] }, cases: { attr: [], type: [1, 2] } };
    expect(decodeHotItems(encodeHotItems(items))).toEqual(items);
    expect(encodeHotItems({})).toBe('');
    expect(decodeHotItems('{bad')).toEqual({});
    expect(decodeHotItems('{"product":{"attr":["x",-1]}}')).toEqual({});
    expect(decodeHotItems(null)).toEqual({});
  });

  it('builds the result address', () => {
    expect(resultHref('product', 'oak', { bySearchButton: true })).toBe(
      '/search-result?type=product&key=oak&BySearchButton=1',
    );
    expect(resultHref('', 'x y', { hotItems: { cases: { attr: [1], type: [] } } })).toBe(
      `/search-result?key=x+y&hotItems=${encodeURIComponent('{"cases":{"attr":[1],"type":[]}}')}`,
    );
  });
});

describe('no result', () => {
  it('suggests up to 3 hot words other than the term', () => {
    const words = ['Marble', 'oak', 'terrazzo', 'slate', 'wood'].map((hotword) => ({ hotword }));
    expect(noResultHotWords(words, 'marble').map((w) => w.hotword)).toEqual(['oak', 'terrazzo', 'slate']);
    expect(noResultHotWords([], 'x')).toEqual([]);
  });

  it('says so with the term', () => {
    expect(noResultText('zzz')).toBe('Unfortunately, there are no 「zzz」 relevant results');
  });
});
