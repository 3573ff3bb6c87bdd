import { useSignals } from '@preact/signals-react/runtime';
import { Header, TabPanel, Tabs } from '@storefront/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { sessionReady } from '../../session/state';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { CaseList } from '../cases/CaseCard';
import { loadCases } from '../cases/cases-data';
import { loadProducts, type ProductSummary } from '../catalogue/catalogue-data';
import { CatalogueSection } from '../catalogue/CatalogueSection';
import { ProductGrid } from '../catalogue/ProductGrid';
import { useQuery } from '../catalogue/use-query';
import { ResultList } from './ResultList';
import { NoResult } from './NoResult';
import { initialTab, resultFilters, type ResultTab } from './result-filters';
import { ALL_TAB_CASES, ALL_TAB_PRODUCTS, decodeHotItems, searchTypeOf } from './search-rules';
import type { CaseCardItem } from '../cases/CaseCard';
import '../catalogue/catalogue.css';
import './search.css';

const TABS_ID = 'search-result';

/** /search-result (query type, key, hotItems, BySearchButton): All, Collections and Cases (catalogue.md §2). */
export default function SearchResultPage() {
  useSignals();
  const go = useGo();
  const query = useQuery();
  const type = searchTypeOf(query.get('type'));
  const key = query.get('key') ?? '';
  const hotText = query.get('hotItems');
  const bySearchButton = query.get('BySearchButton') === '1';
  const ready = sessionReady.value;
  const [tab, setTab] = useState<ResultTab>(initialTab(type));
  const filters = useMemo(() => resultFilters(key, decodeHotItems(hotText), bySearchButton), [key, hotText, bySearchButton]);
  const [all, setAll] = useState<{ products: ProductSummary[]; cases: CaseCardItem[] } | null>(null);

  useEffect(() => {
    if (type === 'template') go(`/template?${new URLSearchParams({ key })}`, { replace: true });
    if (type === 'brand') go(`/brand?${new URLSearchParams({ search: key })}`, { replace: true });
  }, [type, key, go]);

  useEffect(() => {
    if (!ready || tab !== 'all') return;
    let live = true;
    setAll(null);
    void Promise.all([loadProducts(filters.product, 1, ALL_TAB_PRODUCTS), loadCases(filters.cases, 1, ALL_TAB_CASES)]).then(([products, cases]) => {
      if (live) setAll({ products: products?.list ?? [], cases: cases?.list ?? [] });
    });
    return () => {
      live = false;
    };
  }, [ready, tab, filters]);

  const open = useCallback((href: string) => go(href), [go]);
  const items = [
    { key: 'all', label: 'All' },
    { key: 'product', label: 'Collections' },
    { key: 'cases', label: 'Cases' },
  ];

  return (
    <div className="sf-catalogue">
      <Header
        title={key || 'Search'}
        onBack={() => goBack(go)}
        right={
          <button type="button" className="sf-catalogue__icon" aria-label="Search again" onClick={() => go(`/search?${new URLSearchParams({ ...(type ? { type } : {}), key })}`)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        }
      />
      <Tabs id={TABS_ID} label="Results" items={items} activeKey={tab} onChange={(k) => setTab(k as ResultTab)} />
      <TabPanel tabsId={TABS_ID} tabKey="all" activeKey={tab} className="sf-catalogue__main">
        {all === null && <div className="sf-page-loading" role="status" aria-label="Loading" />}
        {all !== null && all.products.length === 0 && all.cases.length === 0 && <NoResult term={key} type={type} />}
        {all !== null && all.products.length > 0 && (
          <CatalogueSection id="result-products" title="Collections" more={{ onClick: () => setTab('product'), label: 'More collections' }}>
            <ProductGrid products={all.products} onOpen={open} label="Collections found" />
          </CatalogueSection>
        )}
        {all !== null && all.cases.length > 0 && (
          <CatalogueSection id="result-cases" title="Cases" more={{ onClick: () => setTab('cases'), label: 'More cases' }}>
            <CaseList items={all.cases} onOpen={open} label="Cases found" />
          </CatalogueSection>
        )}
      </TabPanel>
      <TabPanel tabsId={TABS_ID} tabKey="product" activeKey={tab} className="sf-catalogue__main">
        <ResultList kind="product" productFilter={filters.product} caseFilter={filters.cases} term={key} type={type} onOpen={open} />
      </TabPanel>
      <TabPanel tabsId={TABS_ID} tabKey="cases" activeKey={tab} className="sf-catalogue__main">
        <ResultList kind="cases" productFilter={filters.product} caseFilter={filters.cases} term={key} type={type} onOpen={open} />
      </TabPanel>
    </div>
  );
}
