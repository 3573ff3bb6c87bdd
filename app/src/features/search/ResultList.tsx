import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useState } from 'react';
import { sessionReady } from '../../session/state';
import type { CaseFilter } from '../cases/case-filter';
import { CaseFilterSheet } from '../cases/CaseFilterSheet';
import { CaseList } from '../cases/CaseCard';
import { loadCaseAttrs, loadCases, type CaseAttrGroup } from '../cases/cases-data';
import { loadProductAttrs, loadProducts, type AttrGroup } from '../catalogue/catalogue-data';
import { ListFooter } from '../catalogue/ListFooter';
import { SORT_OPTIONS, type ProductFilter } from '../catalogue/product-filter';
import { ProductFilterSheet } from '../catalogue/ProductFilterSheet';
import { ProductGrid } from '../catalogue/ProductGrid';
import { useInfiniteList } from '../../data/use-infinite-list';
import { NoResult } from './NoResult';
import type { SearchType } from './search-rules';

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
  const ready = sessionReady.value;
  const [product, setProduct] = useState(productFilter);
  const [cases, setCases] = useState(caseFilter);
  const [mode, setMode] = useState<'sort' | 'filter' | null>(null);
  const [productAttrs, setProductAttrs] = useState<AttrGroup[]>([]);
  const [caseAttrs, setCaseAttrs] = useState<CaseAttrGroup[]>([]);

  useEffect(() => setProduct(productFilter), [productFilter]);
  useEffect(() => setCases(caseFilter), [caseFilter]);
  useEffect(() => {
    if (mode !== 'filter') return;
    if (kind === 'product') void loadProductAttrs(product.typeIds.join(',')).then(setProductAttrs);
    else void loadCaseAttrs(cases.typeIds.join(',')).then(setCaseAttrs);
  }, [mode, kind, product.typeIds, cases.typeIds]);

  const load = useCallback(
    async (page: number) =>
      kind === 'product' ? ((await loadProducts(product, page))?.list ?? null) : ((await loadCases(cases, page))?.list ?? null),
    [kind, product, cases],
  );
  const list = useInfiniteList<unknown>(load, JSON.stringify(kind === 'product' ? product : cases), { enabled: ready });
  const sort = kind === 'product' ? product.sort : cases.sort;
  const attrCount = kind === 'product' ? product.attrIds.length : cases.attrIds.length;

  return (
    <>
      <div className="sf-catalogue__row" role="group" aria-label="Sort and filter">
        <button type="button" className="sf-catalogue__tool" aria-haspopup="dialog" aria-expanded={mode === 'sort'} onClick={() => setMode('sort')}>
          Sort: {SORT_OPTIONS.find((o) => o.key === sort)?.label ?? 'Default'}
        </button>
        <button type="button" className="sf-catalogue__tool" aria-haspopup="dialog" aria-expanded={mode === 'filter'} onClick={() => setMode('filter')}>
          Filter{attrCount ? ` (${attrCount})` : ''}
        </button>
      </div>
      {list.done && list.items.length === 0 ? (
        <NoResult term={term} type={type} />
      ) : kind === 'product' ? (
        <ProductGrid products={list.items as Parameters<typeof ProductGrid>[0]['products']} onOpen={onOpen} label="Collections found" />
      ) : (
        <CaseList items={list.items as Parameters<typeof CaseList>[0]['items']} onOpen={onOpen} label="Cases found" />
      )}
      <ListFooter {...list} count={list.items.length} onRetry={list.retry} sentinelRef={list.sentinelRef} />
      {kind === 'product' ? (
        <ProductFilterSheet mode={mode} filter={product} types={[]} attrs={productAttrs} onApply={setProduct} onClose={() => setMode(null)} />
      ) : (
        <CaseFilterSheet
          mode={mode}
          filter={cases}
          brands={[]}
          attrs={caseAttrs}
          cities={[]}
          onApply={setCases}
          onClose={() => setMode(null)}
        />
      )}
    </>
  );
}
