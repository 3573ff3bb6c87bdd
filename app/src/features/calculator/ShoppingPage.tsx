import { rules } from '@storefront/sdk';
import { m } from '@storefront/sdk/i18n';
import { useSignals } from '@preact/signals-react/runtime';
import { Header, messageBox, toast } from '@storefront/ui';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { addSides, deleteShoppingEntry, shoppingEntries, type ShoppingEntry } from './calc-data';
import { formatDateTime } from '../../shared/dates';
import { SideSummary } from './SideSummary';
import { boxesText } from './calc-model';
import '../catalogue/catalogue.css';
import './calculator.css';

/** The link anyone holding it may open: the read-only view of one entry. */
export const sharedListUrl = (id: string) => `${window.location.origin}/ShoppingList?${new URLSearchParams({ id })}`;

async function copyLink(entry: ShoppingEntry) {
  try {
    await navigator.clipboard.writeText(sharedListUrl(entry.id));
    toast.show(m.calculator_link_copied(), { variant: 'success' });
  } catch {
    toast.show(m.calculator_link_not_copied());
  }
}

/** /shopping: the saved to-buy lists (docs/product/tools.md#shopping-lists). Login required (routes.ts). */
export default function ShoppingPage() {
  useSignals();
  const go = useGo();
  const entry = useResource(shoppingEntries, 'all');

  const toCalculator = async (item: ShoppingEntry) => {
    if ((await addSides({ kind: 'shopping', id: item.id })).ok) toast.show(rules.ADDED_TEXT, { variant: 'success' });
  };
  const remove = async (item: ShoppingEntry) => {
    if (!(await messageBox.show({ text: m.calculator_delete_list_confirm(), showCancel: true }))) return;
    if ((await deleteShoppingEntry(item.id)).ok) toast.show(m.calculator_deleted(), { variant: 'success' });
  };

  return (
    <div className="sf-calc">
      <Header title={m.calculator_shopping_list()} onBack={() => goBack(go)} />
      <main className="sf-calc__main">
        <Loadable entry={entry} empty={m.calculator_no_lists()}>
          {(entries) => (
            <ul className="sf-calc__entries" aria-label={m.calculator_shopping_list()}>
              {entries.map((item) => (
                <li key={item.id} className="sf-calc__entry">
                  <article aria-label={m.calculator_saved_at({ date: formatDateTime(item.create_time) })}>
                    <p className="sf-calc__entry-time">
                      <time dateTime={item.create_time}>{formatDateTime(item.create_time)}</time>
                    </p>
                    {item.side_list.map((side, i) => (
                      <SideSummary key={i} side={side} />
                    ))}
                    <p className="sf-calc__side-total">{m.calculator_total({ boxes: boxesText(item.box) })}</p>
                    <div className="sf-calc__entry-actions">
                      <button type="button" className="sf-catalogue__secondary" onClick={() => void toCalculator(item)}>
                        {m.calculator_add_to_calculator()}
                      </button>
                      <button type="button" className="sf-catalogue__secondary" onClick={() => void copyLink(item)}>
                        {m.calculator_copy_link()}
                      </button>
                      <button
                        type="button"
                        className="sf-catalogue__secondary"
                        onClick={() => go(`/ShoppingList?${new URLSearchParams({ id: item.id })}`)}
                      >
                        {m.calculator_view()}
                      </button>
                      <button
                        type="button"
                        className="sf-catalogue__secondary"
                        data-danger=""
                        onClick={() => void remove(item)}
                      >
                        {m.calculator_delete()}
                      </button>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </Loadable>
      </main>
    </div>
  );
}
