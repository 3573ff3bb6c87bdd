import { useSignals } from '@preact/signals-react/runtime';
import { Header, NoData, Tabs } from '@storefront/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { sessionReady } from '../../session/state';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { brandsOf, loadProductAttrs, loadProducts, loadProductTypes, type AttrGroup, type ProductType } from './catalogue-data';
import { HeaderLinks } from './HeaderLinks';
import { ListFooter } from './ListFooter';
import { EMPTY_PRODUCT_FILTER, filterFromQuery, SORT_OPTIONS, type ProductFilter } from './product-filter';
import { ProductFilterSheet, type FilterMode } from './ProductFilterSheet';
import { ProductGrid } from './ProductGrid';
import { useInfiniteList } from '../../data/use-infinite-list';
import './catalogue.css';

const ALL = 'all';

/** /product (query name, id): brand tabs, the filter panel and the two-column infinite list (catalogue.md §2). */
export default function ProductPage() {
  useSignals();
  const go = useGo();
  const search = useSearch();
  const ready = sessionReady.value;
  const [types, setTypes] = useState<ProductType[] | null>(null);
  const [filter, setFilter] = useState<ProductFilter | null>(null);
  const [title, setTitle] = useState('');
  const [mode, setMode] = useState<FilterMode | null>(null);
  const [attrs, setAttrs] = useState<AttrGroup[]>([]);

  useEffect(() => {
    if (!ready) return;
    void loadProductTypes().then((list) => {
      const all = list ?? [];
      setTypes(all);
      const fromQuery = filterFromQuery(new URLSearchParams(search), brandsOf(all));
      setFilter(fromQuery.filter);
      setTitle(fromQuery.title);
    });
  }, [ready, search]);

  const brands = useMemo(() => brandsOf(types ?? []), [types]);
  const shownTypes = useMemo(
    () => (types ?? []).filter((t) => filter?.brandId == null || t.brand_id === filter.brandId),
    [types, filter?.brandId],
  );

  const typeText = filter ? filter.typeIds.join(',') : '';
  useEffect(() => {
    if (ready && mode === 'filter') void loadProductAttrs(typeText).then(setAttrs);
  }, [ready, mode, typeText]);

  const current = filter ?? EMPTY_PRODUCT_FILTER;
  const load = useCallback(async (page: number) => (await loadProducts(current, page))?.list ?? null, [current]);
  const list = useInfiniteList(load, JSON.stringify(current), { enabled: filter !== null });
  const open = useCallback((href: string) => go(href), [go]);

  const sortLabel = SORT_OPTIONS.find((o) => o.key === current.sort)?.label ?? 'Default';
  const attrCount = current.attrIds.length;
  const typeCount = current.typeIds.length;

  return (
    <div className="sf-catalogue">
      <Header
        title={title || 'Collections'}
        onBack={() => goBack(go)}
        right={<HeaderLinks searchHref="/search?type=product" favoritesHref="/favorites?index=0" />}
      />
      <Tabs
        label="Brands"
        items={[{ key: ALL, label: 'All' }, ...brands.map((b) => ({ key: String(b.id), label: b.brand_name }))]}
        activeKey={current.brandId === null ? ALL : String(current.brandId)}
        onChange={(key) => setFilter({ ...current, brandId: key === ALL ? null : Number(key), typeIds: [], attrIds: [] })}
      />
      <div className="sf-catalogue__toolbar" role="group" aria-label="Sort and filter">
        <button type="button" className="sf-catalogue__tool" aria-haspopup="dialog" aria-expanded={mode === 'sort'} onClick={() => setMode('sort')}>
          Sort: {sortLabel}
        </button>
        <button type="button" className="sf-catalogue__tool" aria-haspopup="dialog" aria-expanded={mode === 'brand'} onClick={() => setMode('brand')}>
          Category{typeCount ? ` (${typeCount})` : ''}
        </button>
        <button type="button" className="sf-catalogue__tool" aria-haspopup="dialog" aria-expanded={mode === 'filter'} onClick={() => setMode('filter')}>
          Filter{attrCount ? ` (${attrCount})` : ''}
        </button>
      </div>
      <main className="sf-catalogue__main">
        <h2 className="sf-visually-hidden">Products</h2>
        {list.done && list.items.length === 0 ? (
          <NoData text="No Record" resetText="Reset" onReset={() => setFilter({ ...EMPTY_PRODUCT_FILTER, brandId: current.brandId })} />
        ) : (
          <ProductGrid products={list.items} onOpen={open} label="Products" />
        )}
        <ListFooter {...list} count={list.items.length} onRetry={list.retry} sentinelRef={list.sentinelRef} />
      </main>
      <ProductFilterSheet
        mode={mode}
        filter={current}
        types={shownTypes}
        attrs={attrs}
        onApply={setFilter}
        onClose={() => setMode(null)}
      />
    </div>
  );
}
