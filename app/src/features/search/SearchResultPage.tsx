import { useSignals } from '@preact/signals-react/runtime';
import { useSignal } from '@preact/signals-react';
import { Header, Icon, TabPanel, Tabs } from '@storefront/ui';
import { useCallback, useEffect, useMemo } from 'react';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { CaseList } from '../cases/CaseCard';
import { CatalogueSection } from '../catalogue/CatalogueSection';
import { ProductGrid } from '../catalogue/ProductGrid';
import { useQuery } from '../catalogue/use-query';
import { ResultList } from './ResultList';
import { NoResult } from './NoResult';
import { initialTab, resultFilters, type ResultTab } from './result-filters';
import { allResults } from './search-data';
import { decodeHotItems, searchTypeOf } from './search-rules';
import '../catalogue/catalogue.css';
import './search.css';
import { m } from '@storefront/sdk/i18n';

const TABS_ID = 'search-result';

/**
 * /search-result (query type, key, hotItems, BySearchButton): All, Collections and Cases
 * (docs/product/browsing.md#search).
 */
export default function SearchResultPage() {
  useSignals();
  const go = useGo();
  const query = useQuery();
  const type = searchTypeOf(query.get('type'));
  const key = query.get('key') ?? '';
  const hotText = query.get('hotItems');
  const bySearchButton = query.get('BySearchButton') === '1';
  const tab = useSignal<ResultTab>(initialTab(type));
  const setTab = (next: ResultTab) => (tab.value = next);
  const filters = useMemo(
    () => resultFilters(key, decodeHotItems(hotText), bySearchButton),
    [key, hotText, bySearchButton],
  );
  const all = useResource(allResults, tab.value === 'all' ? filters : null);

  useEffect(() => {
    if (type === 'template') go(`/template?${new URLSearchParams({ key })}`, { replace: true });
    if (type === 'brand') go(`/brand?${new URLSearchParams({ search: key })}`, { replace: true });
  }, [type, key, go]);

  const open = useCallback((href: string) => go(href), [go]);
  const items = [
    { key: 'all', label: m.search_tab_all() },
    { key: 'product', label: m.search_tab_collections() },
    { key: 'cases', label: m.search_tab_cases() },
  ];

  return (
    <div className="sf-catalogue">
      <Header
        title={key || m.search_heading()}
        onBack={() => goBack(go)}
        right={
          <button
            type="button"
            className="sf-catalogue__icon"
            aria-label={m.search_again()}
            onClick={() => go(`/search?${new URLSearchParams({ ...(type ? { type } : {}), key })}`)}
          >
            <Icon name="search" size={20} />
          </button>
        }
      />
      <main className="sf-catalogue__results">
        <Tabs
          id={TABS_ID}
          label={m.search_results()}
          items={items}
          activeKey={tab.value}
          onChange={(k) => setTab(k as ResultTab)}
        >
          <TabPanel tabKey="all" className="sf-catalogue__main">
            <Loadable entry={all} empty={<NoResult term={key} type={type} />}>
              {(found) => (
                <>
                  {found.products.length > 0 && (
                    <CatalogueSection
                      id="result-products"
                      title={m.search_tab_collections()}
                      more={{ onClick: () => setTab('product'), label: m.search_more_collections() }}
                    >
                      <ProductGrid products={found.products} onOpen={open} label={m.search_collections_found()} />
                    </CatalogueSection>
                  )}
                  {found.cases.length > 0 && (
                    <CatalogueSection
                      id="result-cases"
                      title={m.search_tab_cases()}
                      more={{ onClick: () => setTab('cases'), label: m.search_more_cases() }}
                    >
                      <CaseList items={found.cases} onOpen={open} label={m.search_cases_found()} />
                    </CatalogueSection>
                  )}
                </>
              )}
            </Loadable>
          </TabPanel>
          <TabPanel tabKey="product" className="sf-catalogue__main">
            <ResultList
              kind="product"
              productFilter={filters.product}
              caseFilter={filters.cases}
              term={key}
              type={type}
              onOpen={open}
            />
          </TabPanel>
          <TabPanel tabKey="cases" className="sf-catalogue__main">
            <ResultList
              kind="cases"
              productFilter={filters.product}
              caseFilter={filters.cases}
              term={key}
              type={type}
              onOpen={open}
            />
          </TabPanel>
        </Tabs>
      </main>
    </div>
  );
}
