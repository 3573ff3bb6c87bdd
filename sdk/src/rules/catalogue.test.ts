import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from '../schema.js';
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SORT,
  type CatalogueSort,
  idListText,
  isBatchRemoval,
  isLastPage,
  parseIdList,
} from './catalogue.js';

describe('catalogue rules', () => {
  it('reads comma-separated id lists, dropping what is not an id', () => {
    expect(parseIdList('3,5,9')).toEqual([3, 5, 9]);
    expect(parseIdList('')).toEqual([]);
    expect(parseIdList(undefined)).toEqual([]);
    expect(parseIdList(' 4 ,x,0,-2,7')).toEqual([4, 7]);
  });

  it('writes id lists without duplicates', () => {
    expect(idListText([3, 5, 3, 9])).toBe('3,5,9');
    expect(idListText([])).toBe('');
  });

  it('treats two or more ids as a batch removal, one id as a toggle', () => {
    expect(isBatchRemoval('3')).toBe(false);
    expect(isBatchRemoval('3,5')).toBe(true);
  });

  it('ends paging when a page brings fewer than 30', () => {
    expect(CATALOGUE_PAGE_SIZE).toBe(30);
    expect(isLastPage(30)).toBe(false);
    expect(isLastPage(29)).toBe(true);
    expect(isLastPage(0)).toBe(true);
  });

  it("codes the sorts as the spec does: '' default, '1' newest, '2' trending", () => {
    expect(CATALOGUE_SORT).toEqual({ default: '', newest: '1', trending: '2' });
    // The same codes as the contract's CatalogueSort, both ways (checked by the type check).
    expectTypeOf<CatalogueSort>().toEqualTypeOf<components['schemas']['CatalogueSort']>();
  });
});
