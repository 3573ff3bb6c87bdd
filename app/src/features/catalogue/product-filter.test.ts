import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_PRODUCT_FILTER,
  filterFromQuery,
  isCatalogueSort,
  productListBody,
  productTitle,
  queryNeedsTypes,
  toggleId,
} from './product-filter';

describe('product list request body', () => {
  it('an empty filter asks the first page of 30 in the default order, not from the search button', () => {
    expect(productListBody(EMPTY_PRODUCT_FILTER, 1)).toEqual({
      page: 1,
      limit: 30,
      sort: '',
      type_id: '',
      brand_id: '',
      attr_id_str: '',
      search_txt: '',
      click_search_buttom: 2,
    });
  });

  it('carries the brand tab, categories and attributes as comma lists, the sort code and the trimmed text', () => {
    const body = productListBody(
      { brandId: 2, typeIds: [7, 9], attrIds: [3, 5, 3], sort: '1', search: '  marble ', fromSearchButton: true },
      4,
    );
    expect(body).toMatchObject({
      page: 4,
      brand_id: '2',
      type_id: '7,9',
      attr_id_str: '3,5',
      sort: '1',
      search_txt: 'marble',
      click_search_buttom: 1,
    });
  });
});

describe('filter helpers', () => {
  it('toggles ids', () => {
    expect(toggleId([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('counts chosen categories and attributes', () => {
    expect(activeFilterCount({ typeIds: [1], attrIds: [4, 5] })).toBe(3);
  });

  it('knows the sort codes', () => {
    expect(isCatalogueSort('')).toBe(true);
    expect(isCatalogueSort('2')).toBe(true);
    expect(isCatalogueSort('3')).toBe(false);
  });
});

describe('the /product query', () => {
  const brands = [
    { id: 1, brand_name: 'Marazzi' },
    { id: 2, brand_name: 'Atlas' },
  ];

  it('a brand name selects its tab', () => {
    const { filter, title } = filterFromQuery(new URLSearchParams('name=atlas'), brands);
    expect(filter.brandId).toBe(2);
    expect(filter.typeIds).toEqual([]);
    expect(title).toBe('atlas');
  });

  it('a category name with an id filters by that type', () => {
    const { filter, title } = filterFromQuery(new URLSearchParams('name=Marble+Look&id=12'), brands);
    expect(filter.brandId).toBeNull();
    expect(filter.typeIds).toEqual([12]);
    expect(title).toBe('Marble Look');
  });

  it("a category with an id selects its own brand's tab, found in the type tree", () => {
    const types = [
      { id: 1, brand_id: 1, children: [{ id: 12 }] },
      { id: 4, brand_id: 2, children: [{ id: 40 }] },
    ];
    expect(filterFromQuery(new URLSearchParams('name=Wall+Tiles&id=4'), brands, types).filter).toMatchObject({
      brandId: 2,
      typeIds: [4],
    });
    expect(filterFromQuery(new URLSearchParams('name=Marble+Look&id=12'), brands, types).filter).toMatchObject({
      brandId: 1,
      typeIds: [12],
    });
  });

  it('only a query naming a brand or types waits for the type tree; without them the filter is the same either way', () => {
    const types = [{ id: 4, brand_id: 2, children: [{ id: 40 }] }];
    expect(queryNeedsTypes(new URLSearchParams('name=Atlas'))).toBe(true);
    expect(queryNeedsTypes(new URLSearchParams('id=40'))).toBe(true);
    for (const query of ['', 'name=', 'id=', 'id=x', 'other=1']) {
      const params = new URLSearchParams(query);
      expect(queryNeedsTypes(params), query).toBe(false);
      expect(filterFromQuery(params, []).filter, query).toEqual(filterFromQuery(params, brands, types).filter);
    }
  });

  it("the title follows another brand's tab once the customer picks it", () => {
    const fromQuery = filterFromQuery(new URLSearchParams('name=Marazzi'), brands);
    expect(productTitle(fromQuery, fromQuery.filter, brands)).toBe('Marazzi');
    expect(productTitle(fromQuery, { ...fromQuery.filter, brandId: 2 }, brands)).toBe('Atlas');
    expect(productTitle(fromQuery, { ...fromQuery.filter, brandId: null }, brands)).toBe('Collections');
  });

  it('a broken id is ignored', () => {
    expect(filterFromQuery(new URLSearchParams('id=abc'), brands).filter.typeIds).toEqual([]);
  });
});
