import { useSignals } from '@preact/signals-react/runtime';
import { Carousel, Header, Image, NoData, Tabs } from '@storefront/ui';
import { useCallback, useEffect, useState } from 'react';
import { sessionReady } from '../../session/state';
import { assetUrl } from '../../shared/asset';
import { useGo } from '../../shared/use-go';
import { ListFooter } from '../catalogue/ListFooter';
import { SORT_OPTIONS } from '../catalogue/product-filter';
import { useInfiniteList } from '../../data/use-infinite-list';
import { EMPTY_CASE_FILTER, type CaseFilter } from './case-filter';
import { CaseFilterSheet, type CaseFilterMode } from './CaseFilterSheet';
import { CaseList } from './CaseCard';
import {
  loadCaseAttrs,
  loadCases,
  loadCaseSubjects,
  loadCaseTypes,
  loadCities,
  type CaseAttrGroup,
  type CaseSubject,
  type CaseType,
  type City,
} from './cases-data';
import '../catalogue/catalogue.css';
import { HeaderLinks } from '../catalogue/HeaderLinks';

const ALL = 'all';

/** /cases: brand tabs, the subject swiper, sort / filter / location / brand and the cases of the brand (catalogue.md §2). */
export default function CasesPage() {
  useSignals();
  const go = useGo();
  const ready = sessionReady.value;
  const [brands, setBrands] = useState<CaseType[]>([]);
  const [subjects, setSubjects] = useState<CaseSubject[]>([]);
  const [filter, setFilter] = useState<CaseFilter>(EMPTY_CASE_FILTER);
  const [mode, setMode] = useState<CaseFilterMode | null>(null);
  const [attrs, setAttrs] = useState<CaseAttrGroup[]>([]);
  const [cities, setCities] = useState<City[]>([]);

  useEffect(() => {
    if (!ready) return;
    void loadCaseTypes().then(setBrands);
    void loadCaseSubjects().then(setSubjects);
  }, [ready]);

  const brandText = filter.brandId === null ? '' : String(filter.brandId);
  useEffect(() => {
    if (ready && mode === 'filter') void loadCaseAttrs(brandText).then(setAttrs);
    if (ready && mode === 'location' && cities.length === 0) void loadCities().then(setCities);
  }, [ready, mode, brandText, cities.length]);

  const load = useCallback(async (page: number) => (await loadCases(filter, page))?.list ?? null, [filter]);
  const list = useInfiniteList(load, JSON.stringify(filter), { enabled: ready });
  const open = useCallback((href: string) => go(href), [go]);
  const tool = (key: CaseFilterMode, label: string) => (
    <button type="button" className="sf-catalogue__tool" aria-haspopup="dialog" aria-expanded={mode === key} onClick={() => setMode(key)}>
      {label}
    </button>
  );
  const sortLabel = SORT_OPTIONS.find((o) => o.key === filter.sort)?.label ?? 'Default';
  const cityName = cities.find((c) => String(c.id) === filter.cityId)?.name;

  return (
    <div className="sf-catalogue">
      <Header
        title="Cases"
        right={<HeaderLinks scanHref="/scan" searchHref="/search?type=cases" favoritesHref="/favorites?index=1" />}
      />
      <Tabs
        label="Brands"
        items={[{ key: ALL, label: 'All' }, ...brands.map((b) => ({ key: String(b.id), label: b.type_name }))]}
        activeKey={filter.brandId === null ? ALL : String(filter.brandId)}
        onChange={(key) => setFilter({ ...filter, brandId: key === ALL ? null : Number(key), attrIds: [] })}
      />
      <main className="sf-catalogue__main">
        {subjects.length > 0 && (
          <Carousel
            label="Case subjects"
            items={subjects}
            getKey={(s) => s.id}
            onItemClick={(s) => go(`/cases-subject?id=${s.id}`)}
            renderItem={(s, index) => (
              <Image src={assetUrl(s.bg)} alt={s.case_subject_name} ratio={15 / 8} lazy={index > 0} mask={<span className="sf-cases__subject-name">{s.case_subject_name}</span>} />
            )}
          />
        )}
        <div className="sf-catalogue__row" role="group" aria-label="Sort and filter">
          {tool('sort', `Sort: ${sortLabel}`)}
          {tool('filter', `Filter${filter.attrIds.length ? ` (${filter.attrIds.length})` : ''}`)}
          {tool('location', cityName ?? 'Location')}
          {tool('brand', 'Brand')}
        </div>
        <h2 className="sf-visually-hidden">Cases</h2>
        {list.done && list.items.length === 0 ? (
          <NoData text="No Cases" resetText="Reset" onReset={() => setFilter(EMPTY_CASE_FILTER)} />
        ) : (
          <CaseList items={list.items} onOpen={open} label="Cases" />
        )}
        <ListFooter {...list} count={list.items.length} onRetry={list.retry} sentinelRef={list.sentinelRef} />
      </main>
      <CaseFilterSheet mode={mode} filter={filter} brands={brands} attrs={attrs} cities={cities} onApply={setFilter} onClose={() => setMode(null)} />
    </div>
  );
}
