import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import { m } from '@storefront/sdk/i18n';
import { Header, messageBox, NoData, toast } from '@storefront/ui';
import { pagedResource } from '../../data/paged-resource';
import { usePagedList } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { ListFooter } from '../catalogue/ListFooter';
import { CALCULATOR_TAG, loadDeletedSides, purgeSides, restoreSides } from './calc-data';
import { toggled } from './calc-model';
import { formatDateTime } from '../../shared/dates';
import { SideSummary } from './SideSummary';
import '../catalogue/catalogue.css';
import './calculator.css';

/** The deleted sides; a restore or a purge (and any other calculator write) starts the list again. */
const deletedPages = pagedResource({
  load: (_deleted: 'deleted', page, signal) => loadDeletedSides(page, signal),
  tags: [CALCULATOR_TAG],
  pageSize: rules.DELETED_PAGE_SIZE,
});

/** /calculator-delete: Recently Deleted, restored or removed for good (docs/product/tools.md#calculator). */
export default function CalculatorDeletePage() {
  useSignals();
  const go = useGo();
  const selected = useSignal<ReadonlySet<number>>(new Set());
  const busy = useSignal(false);
  const list = usePagedList(deletedPages, 'deleted');
  const ids = list.items.map((s) => s.id);
  const chosen = [...selected.value].filter((id) => ids.includes(id));
  const everySelected = ids.length > 0 && chosen.length === ids.length;

  const act = async (kind: 'restore' | 'purge') => {
    if (busy.peek()) return;
    if (chosen.length === 0) {
      toast.show(m.calculator_no_selection());
      return;
    }
    if (kind === 'purge' && !(await messageBox.show({ text: m.calculator_purge_confirm(), showCancel: true }))) return;
    busy.value = true;
    const result = kind === 'restore' ? await restoreSides(chosen) : await purgeSides(chosen);
    busy.value = false;
    if (!result.ok) return;
    selected.value = new Set();
    toast.show(kind === 'restore' ? m.calculator_restored() : m.calculator_cleared(), { variant: 'success' });
  };

  return (
    <div className="sf-calc">
      <Header title={m.calculator_recently_deleted()} onBack={() => goBack(go)} />
      <main className="sf-calc__main">
        {list.done && list.items.length === 0 ? (
          <NoData text={m.calculator_no_data()} />
        ) : (
          <ul className="sf-calc__deleted" aria-label={m.calculator_recently_deleted()}>
            {list.items.map((side) => (
              <li key={side.id} className="sf-calc__side" data-selected={selected.value.has(side.id) ? '' : undefined}>
                <label className="sf-calc__pick">
                  <input
                    type="checkbox"
                    checked={selected.value.has(side.id)}
                    onChange={() => (selected.value = toggled(selected.peek(), side.id))}
                  />
                  <span className="sf-visually-hidden">
                    {m.calculator_select_deleted({
                      name: side.side_name || m.calculator_side(),
                      date: side.delete_time ? formatDateTime(side.delete_time) : '',
                    })}
                  </span>
                </label>
                <SideSummary side={side} />
              </li>
            ))}
          </ul>
        )}
        <ListFooter {...list} count={list.items.length} onRetry={list.retry} sentinelRef={list.sentinelRef} />
      </main>
      <footer className="sf-detail__footer sf-calc__footer">
        <label className="sf-calc__all">
          <input
            type="checkbox"
            checked={everySelected}
            disabled={ids.length === 0}
            onChange={() => (selected.value = everySelected ? new Set() : new Set(ids))}
          />
          {m.calculator_select_all()}
        </label>
        <button
          type="button"
          className="sf-catalogue__secondary"
          onClick={() => void act('purge')}
          aria-busy={busy.value || undefined}
        >
          {m.calculator_clear()}
        </button>
        <button
          type="button"
          className="sf-calc__send"
          onClick={() => void act('restore')}
          aria-busy={busy.value || undefined}
        >
          {m.calculator_restore()}
        </button>
      </footer>
    </div>
  );
}
