import { useSignals } from '@preact/signals-react/runtime';
import { Header, Image, NoData, Sort } from '@storefront/ui';
import { useSignal } from '@preact/signals-react';
import { memo, useCallback } from 'react';
import { assetUrl } from '../../shared/asset';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { ListFooter } from '../catalogue/ListFooter';
import { pagedResource } from '../../data/paged-resource';
import { usePagedList } from '../../data/use-resource';
import { loadRecent, type ViewedItem } from './recent-data';
import {
  BROWSING_OPTIONS,
  browsingOf,
  DEFAULT_RECENT_FILTER,
  nothingIncluded,
  RECENT_SORT_OPTIONS,
  sortOf,
  viewedHref,
  type RecentFilter,
} from './recent-filter';
import '../catalogue/catalogue.css';
import './recent.css';
import { followInApp } from '../../shared/AppLink';
import { formatDate } from '../../shared/dates';
import { getLocale, m } from '@storefront/sdk/i18n';

const KIND = { 1: m.recent_kind_product, 2: m.recent_kind_case, 3: m.recent_kind_display } as Record<
  number,
  () => string
>;

/** '1 view', '3 views': the form the page's language uses for the number. */
function viewCount(count: number): string {
  return new Intl.PluralRules(getLocale()).select(count) === 'one'
    ? m.recent_view_count_one({ count })
    : m.recent_view_count_other({ count });
}

const ViewedRow = memo(function ViewedRow({ item, onOpen }: { item: ViewedItem; onOpen(href: string): void }) {
  // The date follows the region's format, which can arrive after the row first renders.
  useSignals();
  const href = viewedHref(item);
  return (
    <li>
      <a className="sf-recent__item" href={href} onClick={followInApp(href, onOpen)}>
        <span className="sf-recent__thumb">
          <Image src={assetUrl(item.preview)} alt="" ratio={1} />
        </span>
        <span className="sf-recent__text">
          <span className="sf-product-card__name">{item.content_name}</span>
          <span className="sf-product-card__meta sf-clamp">
            {KIND[item.type]?.()}
            {item.product_number ? ` · ${item.product_number}` : ''}
            {item.size ? ` · ${item.size}` : ''}
          </span>
          <span className="sf-product-card__meta sf-clamp">
            {item.browsing_type === 2 ? m.recent_in_store() : m.recent_online()} · {viewCount(item.time)} ·{' '}
            {formatDate(item.last_time)}
          </span>
        </span>
      </a>
    </li>
  );
});

/**
 * The recently viewed, one list per filter. Every product, case or display opened adds a view, so no list is kept
 * once the page is left: it is asked afresh each time.
 */
const recentPages = pagedResource({ load: loadRecent, keep: 0 });

/** /person-recently: Recently Viewed with Sort, Browsing Type and Content filters; guests see theirs too. */
export default function RecentPage() {
  useSignals();
  const go = useGo();
  const chosen = useSignal<RecentFilter>(DEFAULT_RECENT_FILTER);
  const filter = chosen.value;
  const setFilter = (change: (f: RecentFilter) => RecentFilter) => (chosen.value = change(chosen.peek()));
  const list = usePagedList(recentPages, nothingIncluded(filter) ? null : filter);
  const onOpen = useCallback((href: string) => go(href), [go]);
  const toggle = (key: 'product' | 'cases' | 'display') => setFilter((f) => ({ ...f, [key]: !f[key] }));

  const empty = nothingIncluded(filter) || (list.done && list.items.length === 0);
  return (
    <div className="sf-catalogue">
      <Header title={m.recent_title()} onBack={() => goBack(go)} />
      <div className="sf-recent__filters">
        <Sort
          label={m.recent_sort()}
          options={RECENT_SORT_OPTIONS}
          value={String(filter.sort)}
          onChange={(key) => setFilter((f) => ({ ...f, sort: sortOf(key) }))}
        />
        <div className="sf-catalogue__row" role="group" aria-label={m.recent_browsing_type()}>
          {BROWSING_OPTIONS.map((option) => (
            <button
              key={option.key}
              type="button"
              className="sf-catalogue__chip"
              aria-pressed={String(filter.browsing ?? '') === option.key}
              onClick={() => setFilter((f) => ({ ...f, browsing: browsingOf(option.key) }))}
            >
              {option.label}
            </button>
          ))}
        </div>
        <div className="sf-catalogue__row" role="group" aria-label={m.recent_content()}>
          <button
            type="button"
            className="sf-catalogue__chip"
            aria-pressed={filter.product}
            onClick={() => toggle('product')}
          >
            {m.recent_products()}
          </button>
          <button
            type="button"
            className="sf-catalogue__chip"
            aria-pressed={filter.cases}
            onClick={() => toggle('cases')}
          >
            {m.recent_cases()}
          </button>
          <button
            type="button"
            className="sf-catalogue__chip"
            aria-pressed={filter.display}
            onClick={() => toggle('display')}
          >
            {m.recent_displays()}
          </button>
        </div>
      </div>
      <main className="sf-catalogue__main">
        <h2 className="sf-visually-hidden">{m.recent_viewed_items()}</h2>
        {empty ? (
          <NoData
            text={m.recent_no_history()}
            resetText={m.recent_reset()}
            onReset={() => setFilter(() => DEFAULT_RECENT_FILTER)}
          />
        ) : (
          <ul className="sf-recent__list" aria-label={m.recent_viewed_items()}>
            {list.items.map((item) => (
              <ViewedRow key={`${item.type}-${item.content_id}-${item.browsing_type}`} item={item} onOpen={onOpen} />
            ))}
          </ul>
        )}
        {!nothingIncluded(filter) && (
          <ListFooter {...list} count={list.items.length} onRetry={list.retry} sentinelRef={list.sentinelRef} />
        )}
      </main>
    </div>
  );
}
