import { useSignals } from '@preact/signals-react/runtime';
import { Header, messageBox, NoData, Tabs, toast } from '@storefront/ui';
import { useSignal } from '@preact/signals-react';
import { useCallback, useMemo } from 'react';
import { useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { caseTypes } from '../cases/cases-data';
import { ListFooter } from '../catalogue/ListFooter';
import { pagedResource } from '../../data/paged-resource';
import { usePagedList } from '../../data/use-resource';
import { useQuery } from '../catalogue/use-query';
import {
  FAVOURITES_TAG,
  loadFavCases,
  loadFavProducts,
  loadFavTemplates,
  removeFavourites,
  type FavKind,
} from './fav-data';
import { templateSpaces } from '../template/template-spaces';
import { FavItem } from './FavItem';
import {
  allSelected,
  enterEditingWith,
  needsClearAllConfirm,
  NOT_EDITING,
  resetSelection,
  selectAll,
  selectedIds,
  toggleEditing,
  toggleItem,
  type Selection,
} from './selection';
import '../catalogue/catalogue.css';
import './favorites.css';
import { m } from '@storefront/sdk/i18n';

const KINDS: FavKind[] = ['product', 'case', 'template'];
const TAB_LABELS = [m.favorites_tab_collections, m.favorites_tab_cases, m.favorites_tab_display];
/** Wish list brand tabs: three fixed (docs/product/browsing.md#wish-list). */
const BRAND_TABS = 3;
const ALL = 'all';

interface Row {
  id: number;
  href: string;
  title: string;
  meta: string;
  preview: string;
}

async function loadRows(kind: FavKind, sub: number | null, page: number, signal: AbortSignal): Promise<Row[] | null> {
  if (kind === 'product') {
    const list = await loadFavProducts(sub, page, signal);
    return (
      list?.map((p) => ({
        id: p.id,
        href: `/product-detail?id=${p.id}`,
        title: p.product_name,
        meta: `${p.brand_name} · ${p.product_number}`,
        preview: p.preview,
      })) ?? null
    );
  }
  if (kind === 'case') {
    const list = await loadFavCases(sub, page, signal);
    return (
      list?.map((c) => ({
        id: c.id,
        href: `/cases-detail?id=${c.id}`,
        title: c.case_name,
        meta: `${c.city_name} · ${c.brand_name}`,
        preview: c.preview,
      })) ?? null
    );
  }
  const list = await loadFavTemplates(sub, page, signal);
  return (
    list?.map((t) => ({
      id: t.id,
      href: `/template-detail?${new URLSearchParams({ id: String(t.id), uuid: t.uuid, name: t.template_name, is_fav: '1' })}`,
      title: t.template_name,
      meta: t.space_name,
      preview: t.preview,
    })) ?? null
  );
}

/** The wish list, one per kind and sub-tab (brand or space); every favourite toggled or removed starts them again. */
const favouritePages = pagedResource({
  load: ({ kind, sub }: { kind: FavKind; sub: number | null }, page, signal) => loadRows(kind, sub, page, signal),
  tags: [FAVOURITES_TAG],
});

/**
 * /favorites (query index 0-2): the Wish List with edit mode (docs/product/browsing.md#wish-list). Login required
 * (routes.ts).
 */
export default function FavoritesPage() {
  useSignals();
  const go = useGo();
  const query = useQuery();
  const initial = Math.min(2, Math.max(0, Number(query.get('index')) || 0));
  const tab = useSignal(initial);
  const sub = useSignal<number | null>(null);
  const selection = useSignal<Selection>(NOT_EDITING);
  const brands = (useResource(caseTypes, 'all')?.data.value ?? []).slice(0, BRAND_TABS);
  const spaces = useResource(templateSpaces, 'all')?.data.value ?? [];
  const kind = KINDS[tab.value] ?? 'product';
  const chosenSub = sub.value;

  // A removal here or a toggle on a detail page invalidates the favourites: the list starts again.
  const list = usePagedList(favouritePages, { kind, sub: chosenSub });
  const ids = useMemo(() => list.items.map((r) => r.id), [list.items]);

  const switchTab = (next: number) => {
    tab.value = next;
    sub.value = null;
    selection.value = NOT_EDITING;
  };
  const onOpen = useCallback((href: string) => go(href), [go]);
  const onToggle = useCallback((id: number) => (selection.value = toggleItem(selection.peek(), id)), [selection]);
  const onLongPress = useCallback(
    (id: number) => (selection.value = enterEditingWith(selection.peek(), id)),
    [selection],
  );

  const remove = async () => {
    const chosen = selectedIds(selection.peek(), ids);
    if (chosen.length === 0) return;
    if (needsClearAllConfirm(selection.peek(), ids)) {
      const confirmed = await messageBox.show({ text: m.favorites_clear_all_question(), showCancel: true });
      if (!confirmed) return;
    }
    if (!(await removeFavourites(kind, chosen))) return;
    toast.show(m.favorites_removed(), { variant: 'success' });
    selection.value = NOT_EDITING;
  };

  const subItems =
    kind === 'template'
      ? [{ key: ALL, label: m.favorites_all() }, ...spaces.map((s) => ({ key: String(s.id), label: s.space_name }))]
      : [{ key: ALL, label: m.favorites_all() }, ...brands.map((b) => ({ key: String(b.id), label: b.type_name }))];
  const current = selection.value;
  const count = current.selected.size;

  return (
    <div className="sf-catalogue">
      <Header
        title={m.favorites_title()}
        onBack={() => goBack(go)}
        right={
          <button
            type="button"
            className="sf-catalogue__link sf-fav__edit"
            aria-pressed={current.editing}
            onClick={() => (selection.value = toggleEditing(current))}
          >
            {current.editing ? m.favorites_finish() : m.favorites_edit()}
          </button>
        }
      />
      <Tabs
        label={m.favorites_wish_list()}
        items={TAB_LABELS.map((label, i) => ({ key: String(i), label: label() }))}
        activeKey={String(tab.value)}
        onChange={(k) => switchTab(Number(k))}
      />
      <Tabs
        className="sf-fav__sub"
        label={kind === 'template' ? m.favorites_space() : m.favorites_brands()}
        items={subItems}
        activeKey={chosenSub === null ? ALL : String(chosenSub)}
        onChange={(k) => {
          sub.value = k === ALL ? null : Number(k);
          selection.value = resetSelection(selection.peek());
        }}
      />
      <main className="sf-catalogue__main">
        <h2 className="sf-visually-hidden">{TAB_LABELS[tab.value]?.()}</h2>
        {list.done && list.items.length === 0 ? (
          <NoData text={m.favorites_empty()} />
        ) : (
          <ul className="sf-products" aria-label={TAB_LABELS[tab.value]?.()}>
            {list.items.map((row) => (
              <FavItem
                key={row.id}
                {...row}
                editing={current.editing}
                selected={current.selected.has(row.id)}
                onOpen={onOpen}
                onToggle={onToggle}
                onLongPress={onLongPress}
              />
            ))}
          </ul>
        )}
        <ListFooter {...list} count={list.items.length} onRetry={list.retry} sentinelRef={list.sentinelRef} />
      </main>
      {current.editing && (
        <div className="sf-detail__footer sf-fav__bar" role="toolbar" aria-label={m.favorites_edit_wish_list()}>
          <button
            type="button"
            className="sf-catalogue__secondary"
            aria-pressed={allSelected(current, ids)}
            onClick={() => (selection.value = selectAll(current, ids))}
          >
            {m.favorites_select_all()}
          </button>
          <button
            type="button"
            className="sf-catalogue__secondary"
            onClick={() => (selection.value = resetSelection(current))}
          >
            {m.favorites_reset()}
          </button>
          <button type="button" className="sf-catalogue__primary" disabled={count === 0} onClick={() => void remove()}>
            {count ? m.favorites_remove_count({ count }) : m.favorites_remove()}
          </button>
        </div>
      )}
    </div>
  );
}
