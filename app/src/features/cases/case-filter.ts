import { rules, type RequestBody } from '@storefront/sdk';

/** The case index filters (docs/product/browsing.md#cases): brand tab, attributes, sort, location, subject, text. */
export interface CaseFilter {
  /** The brand tab (= case type); null for all. */
  brandId: number | null;
  attrIds: number[];
  sort: rules.CatalogueSort;
  cityId: string;
  search: string;
  fromSearchButton: boolean;
  /** Extra case type ids (a hot word of link type 2). */
  typeIds: number[];
}

export const EMPTY_CASE_FILTER: CaseFilter = {
  brandId: null,
  attrIds: [],
  sort: rules.CATALOGUE_SORT.default,
  cityId: '',
  search: '',
  fromSearchButton: false,
  typeIds: [],
};

export function caseListBody(
  filter: CaseFilter,
  page: number,
  limit: number = rules.CATALOGUE_PAGE_SIZE,
): RequestBody<'getCaseList'> {
  const types = filter.brandId === null ? filter.typeIds : [filter.brandId];
  return {
    page,
    limit,
    sort: filter.sort,
    type_id: rules.idListText(types),
    attr_id_str: rules.idListText(filter.attrIds),
    city_id: rules.parseIdList(filter.cityId)[0] ?? '', // one city id, or '' for every city
    search_txt: filter.search.trim(),
    click_search_buttom: filter.fromSearchButton ? 1 : 2,
  };
}

/** Apply is accepted only when the chosen filter has results (docs/product/browsing.md#cases). */
export function canApply(total: number): boolean {
  return total > 0;
}
