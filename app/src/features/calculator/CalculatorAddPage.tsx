import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import { m } from '@storefront/sdk/i18n';
import { Header, Image, NoData, SearchBar, Tabs, toast } from '@storefront/ui';
import { useEffect, useRef } from 'react';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { pagedResource } from '../../data/paged-resource';
import { usePagedList } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { productAttrs, productTypes } from '../catalogue/catalogue-data';
import { ListFooter } from '../catalogue/ListFooter';
import { EMPTY_PRODUCT_FILTER } from '../catalogue/product-filter';
import { ProductFilterSheet } from '../catalogue/ProductFilterSheet';
import { queryId, useQuery } from '../catalogue/use-query';
import { templateSpaces } from '../template/template-spaces';
import { FAVOURITES_TAG } from '../favorites/fav-data';
import {
  addTitle,
  addTypeOf,
  loadProductRows,
  planRows,
  searchRows,
  typeTabs,
  type AddRow,
  type AddType,
} from './add-sources';
import { addSides, changeSideProduct, templatePlans } from './calc-data';
import { BACK_AFTER_ADD_MS, BACK_AFTER_CHANGE_MS } from './calc-model';
import { toggled } from './calc-model';
import '../catalogue/catalogue.css';
import './calculator.css';

const ALL = 'all';
/** calculator-add asks the next page when the list's end comes within 40 px (docs/product/tools.md#calculator). */
const PRELOAD_PX = 40;

function Rows({
  rows,
  selected,
  single,
  onToggle,
}: {
  rows: AddRow[];
  selected: ReadonlySet<number>;
  single: boolean;
  onToggle(id: number): void;
}) {
  return (
    <ul
      className="sf-calc__choices"
      aria-label={m.calculator_choices()}
      aria-multiselectable={!single || undefined}
      role="listbox"
    >
      {rows.map((row) => (
        <li
          key={row.id}
          role="option"
          aria-selected={selected.has(row.id)}
          tabIndex={0}
          className="sf-calc__choice"
          onClick={() => onToggle(row.id)}
          onKeyDown={(e) => {
            if (e.key === ' ' || e.key === 'Enter') {
              e.preventDefault();
              onToggle(row.id);
            }
          }}
        >
          <Image src={row.preview} alt="" ratio={1} className="sf-calc__thumb" />
          <span className="sf-calc__product-text">
            <strong>{row.title}</strong>
            <span>{row.meta}</span>
          </span>
          <span className="sf-calc__check" aria-hidden="true" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The products a source lists, one list per source, type tab and attributes. Kept for no return: the recently
 * viewed source changes with every product opened, and the page is left by adding.
 */
const addRowPages = pagedResource({
  load: ({ type, typeIds, attrIds }: { type: AddType; typeIds: number[]; attrIds: number[] }, page, signal) =>
    loadProductRows(type, typeIds, attrIds, page, signal),
  tags: [FAVOURITES_TAG],
  keep: 0,
});

/**
 * /calculator-add?type=1-4[&id=side product]: choose products or saved matchings for the calculator
 * (docs/product/tools.md#calculator).
 */
export default function CalculatorAddPage() {
  useSignals();
  const go = useGo();
  const query = useQuery();
  const type = addTypeOf(query.get('type'));
  const changing = queryId(query, 'id');
  const single = changing > 0;
  const title = single ? m.calculator_change_products() : addTitle(type);
  const tab = useSignal(ALL);
  const attrIds = useSignal<number[]>([]);
  const filterOpen = useSignal(false);
  const search = useSignal('');
  const selected = useSignal<ReadonlySet<number>>(new Set());
  const submitting = useSignal(false);
  const backTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(backTimer.current), []);

  const types = useResource(productTypes, 'all')?.data.value ?? [];
  const tabs = typeTabs(types);
  const tabIds = tabs.find((t) => t.name === tab.value)?.ids ?? [];
  const attrs = useResource(productAttrs, type === 1 ? rules.idListText(tabIds) : null)?.data.value ?? [];
  const spaces = useResource(templateSpaces, type === 2 ? 'all' : null)?.data.value ?? [];
  const plans = useResource(templatePlans, type === 2 ? 'all' : null);

  const chosenAttrs = attrIds.value;
  const rowsKey = type === 2 ? null : { type, typeIds: tabIds, attrIds: chosenAttrs };
  const list = usePagedList(addRowPages, rowsKey, { preloadPx: PRELOAD_PX });

  const onToggle = (id: number) =>
    (selected.value = single ? new Set(selected.peek().has(id) ? [] : [id]) : toggled(selected.peek(), id));

  const submit = async () => {
    const ids = [...selected.peek()];
    if (ids.length === 0 || submitting.peek()) return;
    submitting.value = true;
    const result = single
      ? await changeSideProduct({ side_product_id: changing, product_id: ids[0]!, box: 0 })
      : await addSides(type === 2 ? { kind: 'plans', ids } : { kind: 'products', ids });
    if (!result.ok) {
      submitting.value = false;
      return;
    }
    toast.show(single ? rules.MODIFIED_TEXT : rules.ADDED_TEXT, { variant: 'success' });
    backTimer.current = setTimeout(() => goBack(go), single ? BACK_AFTER_CHANGE_MS : BACK_AFTER_ADD_MS);
  };

  const placeholder = type === 2 ? m.calculator_search_plans() : m.calculator_search_products();
  const tabItems =
    type === 2
      ? [{ key: ALL, label: m.calculator_all() }, ...spaces.map((s) => ({ key: s.space_name, label: s.space_name }))]
      : [{ key: ALL, label: m.calculator_all() }, ...tabs.map((t) => ({ key: t.name, label: t.name }))];

  return (
    <div className="sf-calc sf-calc--add">
      <Header title={title} onBack={() => goBack(go)} />
      <div className="sf-catalogue__toolbar sf-calc__search">
        <SearchBar
          value={search.value}
          onChange={(v) => (search.value = v)}
          onSubmit={(text) => (search.value = text)}
          placeholder={placeholder}
          label={placeholder}
        />
        {type === 1 && (
          <button
            type="button"
            className="sf-catalogue__secondary"
            onClick={() => (filterOpen.value = true)}
            aria-haspopup="dialog"
          >
            {chosenAttrs.length ? m.calculator_filter_count({ count: chosenAttrs.length }) : m.calculator_filter()}
          </button>
        )}
      </div>
      <Tabs
        label={type === 2 ? m.calculator_space() : m.calculator_product_type()}
        items={tabItems}
        activeKey={tab.value}
        onChange={(key) => {
          tab.value = key;
          attrIds.value = [];
        }}
      />
      <main className="sf-calc__main">
        {type === 2 ? (
          <Loadable entry={plans} empty={m.calculator_no_record()}>
            {(loaded) => {
              const rows = searchRows(planRows(loaded, tab.value === ALL ? null : tab.value), search.value, true);
              return rows.length === 0 ? (
                <NoData text={m.calculator_no_record()} />
              ) : (
                <Rows rows={rows} selected={selected.value} single={single} onToggle={onToggle} />
              );
            }}
          </Loadable>
        ) : (
          <>
            {list.done && list.items.length === 0 ? (
              <NoData text={m.calculator_no_record()} />
            ) : (
              <Rows
                rows={searchRows(list.items, search.value)}
                selected={selected.value}
                single={single}
                onToggle={onToggle}
              />
            )}
            <ListFooter {...list} count={list.items.length} onRetry={list.retry} sentinelRef={list.sentinelRef} />
          </>
        )}
      </main>
      <footer className="sf-detail__footer sf-calc__footer sf-calc__footer--submit">
        <span className="sf-calc__count" aria-live="polite">
          {m.calculator_selected_count({ count: selected.value.size })}
        </span>
        <button
          type="button"
          className="sf-calc__send"
          onClick={() => void submit()}
          aria-busy={submitting.value || undefined}
        >
          {m.calculator_submit()}
        </button>
      </footer>
      {type === 1 && (
        <ProductFilterSheet
          mode={filterOpen.value ? 'filter' : null}
          filter={{ ...EMPTY_PRODUCT_FILTER, typeIds: tabIds, attrIds: chosenAttrs }}
          types={types}
          attrs={attrs}
          onApply={(next) => (attrIds.value = next.attrIds)}
          onClose={() => (filterOpen.value = false)}
        />
      )}
    </div>
  );
}
