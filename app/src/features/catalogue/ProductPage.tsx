import { useSignals } from '@preact/signals-react/runtime';
import { useSignal } from '@preact/signals-react';
import { Header, NoData, Tabs } from '@storefront/ui';
import { useCallback } from 'react';
import { useSearch } from 'wouter';
import { usePagedList, useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { brandsOf, productAttrs, productPages, productTypes } from './catalogue-data';
import { HeaderLinks } from './HeaderLinks';
import { ListFooter } from './ListFooter';
import {
  EMPTY_PRODUCT_FILTER,
  filterFromQuery,
  productTitle,
  queryNeedsTypes,
  SORT_OPTIONS,
  type ProductFilter,
} from './product-filter';
import { ProductFilterSheet } from './filter-sheets';
import type { FilterMode } from './ProductFilterSheet';
import { awaitsFirstPage } from '../../data/paging';
import { ProductGrid } from './ProductGrid';
import './catalogue.css';
import { m } from '@storefront/sdk/i18n';

const ALL = 'all';

/**
 * /product (query name, id): brand tabs, the filter panel and the two-column infinite list
 * (docs/product/browsing.md#products).
 */
export default function ProductPage() {
  useSignals();
  const go = useGo();
  const search = useSearch();
  const types = useResource(productTypes, 'all')?.data.value ?? null;
  // The filter the user changed on this page, for the query it was changed under; null follows the query.
  const chosen = useSignal<{ search: string; filter: ProductFilter } | null>(null);
  const mode = useSignal<FilterMode | null>(null);

  const brands = brandsOf(types ?? []);
  const query = new URLSearchParams(search);
  // A query that names no brand and no type needs nothing from the tree: the first page is asked for beside it.
  const fromQuery = types || !queryNeedsTypes(query) ? filterFromQuery(query, brands, types ?? []) : null;
  const filter = chosen.value?.search === search ? chosen.value.filter : (fromQuery?.filter ?? null);
  const setFilter = (next: ProductFilter) => (chosen.value = { search, filter: next });
  const shownTypes = (types ?? []).filter((t) => filter?.brandId == null || t.brand_id === filter.brandId);

  const typeText = filter ? filter.typeIds.join(',') : '';
  const attrs = useResource(productAttrs, mode.value === 'filter' ? typeText : null)?.data.value ?? [];

  const current = filter ?? EMPTY_PRODUCT_FILTER;
  // Until the type tree resolves the query's brand or types, no list is asked (the filter is not known yet).
  const list = usePagedList(productPages, filter);
  const open = useCallback((href: string) => go(href), [go]);

  const sortLabel = SORT_OPTIONS.find((o) => o.key === current.sort)?.label ?? m.catalogue_sort_default();
  const attrCount = current.attrIds.length;
  const typeCount = current.typeIds.length;

  return (
    <div className="sf-catalogue">
      <Header
        title={productTitle(fromQuery, current, brands)}
        onBack={() => goBack(go)}
        right={<HeaderLinks searchHref="/search?type=product" favoritesHref="/favorites?index=0" />}
      />
      <Tabs
        label={m.catalogue_brands()}
        items={[
          { key: ALL, label: m.catalogue_all() },
          ...brands.map((b) => ({ key: String(b.id), label: b.brand_name })),
        ]}
        activeKey={current.brandId === null ? ALL : String(current.brandId)}
        onChange={(key) =>
          setFilter({ ...current, brandId: key === ALL ? null : Number(key), typeIds: [], attrIds: [] })
        }
      />
      <div
        className="sf-catalogue__toolbar"
        role="group"
        aria-label={m.catalogue_sort_and_filter()}
        onPointerDown={ProductFilterSheet.preload}
        onFocus={ProductFilterSheet.preload}
      >
        <button
          type="button"
          className="sf-catalogue__tool"
          aria-haspopup="dialog"
          aria-expanded={mode.value === 'sort'}
          onClick={() => (mode.value = 'sort')}
        >
          {m.catalogue_sort_by({ sort: sortLabel })}
        </button>
        <button
          type="button"
          className="sf-catalogue__tool"
          aria-haspopup="dialog"
          aria-expanded={mode.value === 'brand'}
          onClick={() => (mode.value = 'brand')}
        >
          {typeCount ? m.catalogue_category_count({ count: typeCount }) : m.catalogue_category()}
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
      <main className="sf-catalogue__main">
        <h2 className="sf-visually-hidden">{m.catalogue_products()}</h2>
        {list.done && list.items.length === 0 ? (
          <NoData
            text={m.catalogue_no_record()}
            resetText={m.catalogue_reset()}
            onReset={() => setFilter({ ...EMPTY_PRODUCT_FILTER, brandId: current.brandId })}
          />
        ) : (
          <ProductGrid
            products={list.items}
            onOpen={open}
            label={m.catalogue_products()}
            awaitingFirstPage={awaitsFirstPage(list)}
            inFirstView
          />
        )}
        <ListFooter {...list} count={list.items.length} onRetry={list.retry} sentinelRef={list.sentinelRef} />
      </main>
      <ProductFilterSheet
        mode={mode.value}
        filter={current}
        types={shownTypes}
        attrs={attrs}
        onApply={setFilter}
        onClose={() => (mode.value = null)}
      />
    </div>
  );
}
