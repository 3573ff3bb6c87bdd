import { useSignals } from '@preact/signals-react/runtime';
import { useSignal } from '@preact/signals-react';
import { usePagedList, useResource } from '../../data/use-resource';
import type { CaseFilter } from '../cases/case-filter';
import { CaseList } from '../cases/CaseCard';
import { caseAttrs, casePages } from '../cases/cases-data';
import { productAttrs, productPages } from '../catalogue/catalogue-data';
import { ListFooter } from '../catalogue/ListFooter';
import { SORT_OPTIONS, type ProductFilter } from '../catalogue/product-filter';
import { CaseFilterSheet, ProductFilterSheet } from '../catalogue/filter-sheets';
import { awaitsFirstPage } from '../../data/paging';
import { ProductGrid } from '../catalogue/ProductGrid';
import { NoResult } from './NoResult';
import type { SearchType } from './search-rules';
import { m } from '@storefront/sdk/i18n';

export interface ResultListProps {
  kind: 'product' | 'cases';
  productFilter: ProductFilter;
  caseFilter: CaseFilter;
  term: string;
  type: SearchType;
  onOpen(href: string): void;
}

/** One result tab: sort and attribute filters over an infinite list of products or cases. */
export function ResultList({ kind, productFilter, caseFilter, term, type, onOpen }: ResultListProps) {
  useSignals();
  // Filters changed on this tab, for the search they were changed under; a new search starts from its own.
  const changedProduct = useSignal<{ from: ProductFilter; filter: ProductFilter } | null>(null);
  const changedCases = useSignal<{ from: CaseFilter; filter: CaseFilter } | null>(null);
  const product = changedProduct.value?.from === productFilter ? changedProduct.value.filter : productFilter;
  const cases = changedCases.value?.from === caseFilter ? changedCases.value.filter : caseFilter;
  const mode = useSignal<'sort' | 'filter' | null>(null);
  const filtering = mode.value === 'filter';
  const productAttrList =
    useResource(productAttrs, filtering && kind === 'product' ? product.typeIds.join(',') : null)?.data.value ?? [];
  const caseAttrList =
    useResource(caseAttrs, filtering && kind === 'cases' ? cases.typeIds.join(',') : null)?.data.value ?? [];

  // The same lists as /product's and /cases' for the same filter: one cache entry whichever page shows it.
  const products = usePagedList(productPages, kind === 'product' ? product : null);
  const caseList = usePagedList(casePages, kind === 'cases' ? cases : null);
  const list = kind === 'product' ? products : caseList;
  const sort = kind === 'product' ? product.sort : cases.sort;
  const attrCount = kind === 'product' ? product.attrIds.length : cases.attrIds.length;
  const filterSheet = kind === 'product' ? ProductFilterSheet : CaseFilterSheet;

  return (
    <>
      <div
        className="sf-catalogue__row"
        role="group"
        aria-label={m.search_sort_and_filter()}
        onPointerDown={filterSheet.preload}
        onFocus={filterSheet.preload}
      >
        <button
          type="button"
          className="sf-catalogue__tool"
          aria-haspopup="dialog"
          aria-expanded={mode.value === 'sort'}
          onClick={() => (mode.value = 'sort')}
        >
          {m.catalogue_sort_by({ sort: SORT_OPTIONS.find((o) => o.key === sort)?.label ?? m.catalogue_sort_default() })}
        </button>
        <button
          type="button"
          className="sf-catalogue__tool"
          aria-haspopup="dialog"
          aria-expanded={mode.value === 'filter'}
          onClick={() => (mode.value = 'filter')}
        >
          {attrCount ? m.catalogue_filter_count({ count: attrCount }) : m.catalogue_filter()}
        </button>
      </div>
      {list.done && list.items.length === 0 ? (
        <NoResult term={term} type={type} />
      ) : kind === 'product' ? (
        <ProductGrid
          products={list.items as Parameters<typeof ProductGrid>[0]['products']}
          onOpen={onOpen}
          label={m.search_collections_found()}
          awaitingFirstPage={awaitsFirstPage(list)}
          inFirstView
        />
      ) : (
        <CaseList
          items={list.items as Parameters<typeof CaseList>[0]['items']}
          onOpen={onOpen}
          label={m.search_cases_found()}
        />
      )}
      <ListFooter {...list} count={list.items.length} onRetry={list.retry} sentinelRef={list.sentinelRef} />
      {kind === 'product' ? (
        <ProductFilterSheet
          mode={mode.value}
          filter={product}
          types={[]}
          attrs={productAttrList}
          onApply={(filter) => (changedProduct.value = { from: productFilter, filter })}
          onClose={() => (mode.value = null)}
        />
      ) : (
        <CaseFilterSheet
          mode={mode.value}
          filter={cases}
          brands={[]}
          attrs={caseAttrList}
          cities={[]}
          onApply={(filter) => (changedCases.value = { from: caseFilter, filter })}
          onClose={() => (mode.value = null)}
        />
      )}
    </>
  );
}
