import { describe, expect, it } from 'vitest';
import { canApply, caseListBody, EMPTY_CASE_FILTER } from './case-filter';

describe('case list request body', () => {
  it('asks the first page of 30 in the default order', () => {
    expect(caseListBody(EMPTY_CASE_FILTER, 1)).toEqual({
      page: 1,
      limit: 30,
      sort: '',
      type_id: '',
      attr_id_str: '',
      city_id: '',
      search_txt: '',
      click_search_buttom: 2,
    });
  });

  it('the brand tab is the case type; a hot word type list applies on the All tab', () => {
    expect(caseListBody({ ...EMPTY_CASE_FILTER, brandId: 3, typeIds: [1, 2] }, 1).type_id).toBe('3');
    expect(caseListBody({ ...EMPTY_CASE_FILTER, typeIds: [1, 2] }, 1).type_id).toBe('1,2');
  });

  it('carries attributes, city, sort and text', () => {
    expect(
      caseListBody(
        { ...EMPTY_CASE_FILTER, attrIds: [4, 8], cityId: '12', sort: '2', search: ' loft ', fromSearchButton: true },
        2,
      ),
    ).toMatchObject({
      page: 2,
      attr_id_str: '4,8',
      city_id: 12,
      sort: '2',
      search_txt: 'loft',
      click_search_buttom: 1,
    });
  });

  it('sends a city that is not an id (a tampered query) as no city rather than a value the server refuses', () => {
    expect(caseListBody({ ...EMPTY_CASE_FILTER, cityId: 'c-12' }, 1).city_id).toBe('');
  });

  it('Apply needs results', () => {
    expect(canApply(0)).toBe(false);
    expect(canApply(3)).toBe(true);
  });
});
