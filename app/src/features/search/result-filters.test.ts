import { describe, expect, it } from 'vitest';
import { caseListBody } from '../cases/case-filter';
import { productListBody } from '../catalogue/product-filter';
import { initialTab, resultFilters } from './result-filters';

describe('search result filters', () => {
  it('a typed search looks for the key in both lists and says it came from the search button', () => {
    const { product, cases } = resultFilters('oak', {}, true);
    expect(productListBody(product, 1)).toMatchObject({
      search_txt: 'oak',
      attr_id_str: '',
      type_id: '',
      click_search_buttom: 1,
    });
    expect(caseListBody(cases, 1)).toMatchObject({ search_txt: 'oak', click_search_buttom: 1 });
  });

  it("a hot word's link applies its ids instead of the text, and is not a search-button press", () => {
    const { product, cases } = resultFilters(
      'Warm wood',
      { product: { attr: [3, 7], type: [] }, cases: { attr: [], type: [2] } },
      false,
    );
    expect(productListBody(product, 1)).toMatchObject({ search_txt: '', attr_id_str: '3,7', click_search_buttom: 2 });
    expect(caseListBody(cases, 1)).toMatchObject({ search_txt: '', type_id: '2', click_search_buttom: 2 });
  });

  it('a link for one kind leaves the other searching by text', () => {
    const { product, cases } = resultFilters('Marble', { product: { attr: [], type: [12] } }, false);
    expect(productListBody(product, 1)).toMatchObject({ type_id: '12', search_txt: '' });
    expect(caseListBody(cases, 1)).toMatchObject({ search_txt: 'Marble' });
  });

  it('opens on the tab of the page type', () => {
    expect(initialTab('product')).toBe('product');
    expect(initialTab('cases')).toBe('cases');
    expect(initialTab('')).toBe('all');
    expect(initialTab('brand')).toBe('all');
  });
});
