import { useSignals } from '@preact/signals-react/runtime';
import { Carousel, Header, Image, NoData, Tabs } from '@storefront/ui';
import { useSignal } from '@preact/signals-react';
import { useCallback } from 'react';
import { usePagedList, useResource } from '../../data/use-resource';
import { assetUrl } from '../../shared/asset';
import { useGo } from '../../shared/use-go';
import { useLatch } from '../../shared/use-latch';
import { ListFooter } from '../catalogue/ListFooter';
import { SORT_OPTIONS } from '../catalogue/product-filter';
import { EMPTY_CASE_FILTER, type CaseFilter } from './case-filter';
import { CaseFilterSheet } from '../catalogue/filter-sheets';
import type { CaseFilterMode } from './CaseFilterSheet';
import { CaseList } from './CaseCard';
import { caseAttrs, caseCities, casePages, caseSubjects, caseTypes } from './cases-data';
import '../catalogue/catalogue.css';
import { HeaderLinks } from '../catalogue/HeaderLinks';
import { m } from '@storefront/sdk/i18n';

const ALL = 'all';

/**
 * /cases: brand tabs, the subject swiper, sort / filter / location / brand and the cases of the brand
 * (docs/product/browsing.md#cases).
 */
export default function CasesPage() {
  useSignals();
  const go = useGo();
  const brands = useResource(caseTypes, 'all')?.data.value ?? [];
  const subjectsEntry = useResource(caseSubjects, 'all');
  const subjects = subjectsEntry?.data.value ?? [];
  const filter = useSignal<CaseFilter>(EMPTY_CASE_FILTER);
  const setFilter = (next: CaseFilter) => (filter.value = next);
  const mode = useSignal<CaseFilterMode | null>(null);
  const brandText = filter.value.brandId === null ? '' : String(filter.value.brandId);
  const attrs = useResource(caseAttrs, mode.value === 'filter' ? brandText : null)?.data.value ?? [];
  // Cities load the first time the location panel opens, then stay (the city name shows on its button).
  const citiesWanted = useLatch(mode.value === 'location');
  const cities = useResource(caseCities, citiesWanted ? 'all' : null)?.data.value ?? [];

  const current = filter.value;
  const list = usePagedList(casePages, current);
  const open = useCallback((href: string) => go(href), [go]);
  const tool = (key: CaseFilterMode, label: string) => (
    <button
      type="button"
      className="sf-catalogue__tool"
      aria-haspopup="dialog"
      aria-expanded={mode.value === key}
      onClick={() => (mode.value = key)}
    >
      {label}
    </button>
  );
  const sortLabel = SORT_OPTIONS.find((o) => o.key === current.sort)?.label ?? m.catalogue_sort_default();
  const cityName = cities.find((c) => String(c.id) === current.cityId)?.name;

  return (
    <div className="sf-catalogue">
      <Header
        title={m.cases_title()}
        right={<HeaderLinks scanHref="/scan" searchHref="/search?type=cases" favoritesHref="/favorites?index=1" />}
      />
      <Tabs
        label={m.cases_brands()}
        items={[{ key: ALL, label: m.cases_all() }, ...brands.map((b) => ({ key: String(b.id), label: b.type_name }))]}
        activeKey={current.brandId === null ? ALL : String(current.brandId)}
        onChange={(key) => setFilter({ ...current, brandId: key === ALL ? null : Number(key), attrIds: [] })}
      />
      <main className="sf-catalogue__main">
        {subjectsEntry?.status.value === 'loading' && <div className="sf-cases__subjects-box" aria-hidden="true" />}
        {subjects.length > 0 && (
          <Carousel
            label={m.cases_subjects()}
            items={subjects}
            getKey={(s) => s.id}
            onItemClick={(s) => go(`/cases-subject?id=${s.id}`)}
            renderItem={(s, index) => (
              <Image
                src={assetUrl(s.bg)}
                alt=""
                ratio={15 / 8}
                lazy={index > 0}
                mask={<span className="sf-cases__subject-name">{s.case_subject_name}</span>}
              />
            )}
          />
        )}
        <div
          className="sf-catalogue__row"
          role="group"
          aria-label={m.catalogue_sort_and_filter()}
          onPointerDown={CaseFilterSheet.preload}
          onFocus={CaseFilterSheet.preload}
        >
          {tool('sort', m.catalogue_sort_by({ sort: sortLabel }))}
          {tool(
            'filter',
            current.attrIds.length ? m.catalogue_filter_count({ count: current.attrIds.length }) : m.catalogue_filter(),
          )}
          {tool('location', cityName ?? m.cases_location())}
          {tool('brand', m.cases_brand())}
        </div>
        <h2 className="sf-visually-hidden">{m.cases_title()}</h2>
        {list.done && list.items.length === 0 ? (
          <NoData text={m.cases_no_cases()} resetText={m.cases_reset()} onReset={() => setFilter(EMPTY_CASE_FILTER)} />
        ) : (
          <CaseList items={list.items} onOpen={open} label={m.cases_title()} pending={!list.done && !list.failed} />
        )}
        <ListFooter {...list} count={list.items.length} onRetry={list.retry} sentinelRef={list.sentinelRef} />
      </main>
      <CaseFilterSheet
        mode={mode.value}
        filter={current}
        brands={brands}
        attrs={attrs}
        cities={cities}
        onApply={setFilter}
        onClose={() => (mode.value = null)}
      />
    </div>
  );
}
