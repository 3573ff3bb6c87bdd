import { rules } from '@storefront/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { Header, NoData } from '@storefront/ui';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { useQuery } from '../catalogue/use-query';
import { sharedShoppingList } from './calc-data';
import { formatDateTime } from '../../shared/dates';
import { formatPrice } from './price';
import { SideSummary } from './SideSummary';
import './calculator.css';

/** A shopping list id as the contract shapes it: anything else is not asked for. */
const LIST_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * /ShoppingList?id=: the read-only list with prices, for whoever holds the link (docs/product/tools.md#shopping-lists).
 */
export default function SharedListPage() {
  useSignals();
  const go = useGo();
  const id = useQuery().get('id') ?? '';
  const entry = useResource(sharedShoppingList, LIST_ID.test(id) ? id : null);

  return (
    <div className="sf-calc">
      <Header title="Shopping List" onBack={() => goBack(go)} />
      <main className="sf-calc__main">
        {!LIST_ID.test(id) ? (
          <NoData text={rules.SHOPPING_LIST_NOT_FOUND_TEXT} />
        ) : (
          <Loadable entry={entry} errorText="This shopping list could not be loaded.">
            {(list) => (
              <article className="sf-calc__shared" aria-label="Shopping list">
                <dl className="sf-calc__facts">
                  <dt>List ID</dt>
                  <dd>{list.shopping_list_id}</dd>
                  {list.client_name && (
                    <>
                      <dt>Client</dt>
                      <dd>{list.client_name}</dd>
                    </>
                  )}
                  <dt>Created</dt>
                  <dd>
                    <time dateTime={list.create_time}>{formatDateTime(list.create_time)}</time>
                  </dd>
                </dl>
                {list.side_list.map((side, i) => (
                  <SideSummary key={i} side={side} currency={list.currency} />
                ))}
                <p className="sf-calc__grand">
                  <span>Grand Total</span>
                  <strong>
                    {list.box} {list.box === 1 ? 'box' : 'boxes'} · {formatPrice(list.p_total_price, list.currency)}
                  </strong>
                </p>
              </article>
            )}
          </Loadable>
        )}
      </main>
    </div>
  );
}
