import { rules } from '@storefront/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { Header, messageBox, toast } from '@storefront/ui';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { addSides, deleteShoppingEntry, shoppingEntries, type ShoppingEntry } from './calc-data';
import { formatDateTime } from '../../shared/dates';
import { SideSummary } from './SideSummary';
import '../catalogue/catalogue.css';
import './calculator.css';

/** The link anyone holding it may open: the read-only view of one entry. */
export const sharedListUrl = (id: string) => `${window.location.origin}/ShoppingList?${new URLSearchParams({ id })}`;

async function copyLink(entry: ShoppingEntry) {
  try {
    await navigator.clipboard.writeText(sharedListUrl(entry.id));
    toast.show('Copied', { variant: 'success' });
  } catch {
    toast.show('The link could not be copied.');
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
    if (!(await messageBox.show({ text: 'Delete this shopping list?', showCancel: true }))) return;
    if ((await deleteShoppingEntry(item.id)).ok) toast.show('Deleted', { variant: 'success' });
  };

  return (
    <div className="sf-calc">
      <Header title="Shopping List" onBack={() => goBack(go)} />
      <main className="sf-calc__main">
        <Loadable entry={entry} empty="No Case Yet">
          {(entries) => (
            <ul className="sf-calc__entries" aria-label="Shopping List">
              {entries.map((item) => (
                <li key={item.id} className="sf-calc__entry">
                  <article aria-label={`Saved ${formatDateTime(item.create_time)}`}>
                    <p className="sf-calc__entry-time">
                      <time dateTime={item.create_time}>{formatDateTime(item.create_time)}</time>
                    </p>
                    {item.side_list.map((side, i) => (
                      <SideSummary key={i} side={side} />
                    ))}
                    <p className="sf-calc__side-total">
                      Total {item.box} {item.box === 1 ? 'box' : 'boxes'}
                    </p>
                    <div className="sf-calc__entry-actions">
                      <button type="button" className="sf-catalogue__secondary" onClick={() => void toCalculator(item)}>
                        Add to calculator
                      </button>
                      <button type="button" className="sf-catalogue__secondary" onClick={() => void copyLink(item)}>
                        Copy link
                      </button>
                      <button
                        type="button"
                        className="sf-catalogue__secondary"
                        onClick={() => go(`/ShoppingList?${new URLSearchParams({ id: item.id })}`)}
                      >
                        View
                      </button>
                      <button
                        type="button"
                        className="sf-catalogue__secondary"
                        data-danger=""
                        onClick={() => void remove(item)}
                      >
                        Delete
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
