import { useSignals } from '@preact/signals-react/runtime';
import { Carousel, Header, Image, NoData, Tabs } from '@storefront/ui';
import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { sessionReady } from '../../session/state';
import { assetUrl } from '../../shared/asset';
import { useGo } from '../../shared/use-go';
import { ListFooter } from '../catalogue/ListFooter';
import { SORT_OPTIONS } from '../catalogue/product-filter';
import { useInfiniteList } from '../catalogue/use-infinite-list';
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
  const list = useInfiniteList(load, JSON.stringify(filter), ready);
  const open = useCallback((href: string) => go(href), [go]);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    go(event.currentTarget.getAttribute('href') ?? '/cases');
  };
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
        right={
          <span className="sf-catalogue__header-links">
            <a href="/scan" className="sf-catalogue__icon" aria-label="Scan" onClick={follow}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M4 12h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </a>
            <a href="/search?type=cases" className="sf-catalogue__icon" aria-label="Search" onClick={follow}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </a>
            <a href="/favorites?index=1" className="sf-catalogue__icon" aria-label="Wish List" onClick={follow}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" fill="none" stroke="currentColor" strokeWidth="1.8" />
              </svg>
            </a>
          </span>
        }
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
