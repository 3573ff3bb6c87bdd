import { rules } from '@storefront/sdk';
import { m } from '@storefront/sdk/i18n';
import { useSignals } from '@preact/signals-react/runtime';
import { Header, NoData } from '@storefront/ui';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { useQuery } from '../catalogue/use-query';
import { sharedShoppingList } from './calc-data';
import { formatDateTime, formatPrice } from '../../shared/dates';
import { boxesText } from './calc-model';
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
      <Header title={m.calculator_shopping_list()} onBack={() => goBack(go)} />
      <main className="sf-calc__main">
        {!LIST_ID.test(id) ? (
          <NoData text={rules.SHOPPING_LIST_NOT_FOUND_TEXT} />
        ) : (
          <Loadable entry={entry} errorText={m.calculator_list_not_loaded()}>
            {(list) => (
              <article className="sf-calc__shared" aria-label={m.calculator_shopping_list_label()}>
                <dl className="sf-calc__facts">
                  <dt>{m.calculator_list_id()}</dt>
                  <dd>{list.shopping_list_id}</dd>
                  {list.client_name && (
                    <>
                      <dt>{m.calculator_client()}</dt>
                      <dd>{list.client_name}</dd>
                    </>
                  )}
                  <dt>{m.calculator_created()}</dt>
                  <dd>
                    <time dateTime={list.create_time}>{formatDateTime(list.create_time)}</time>
                  </dd>
                </dl>
                {list.side_list.map((side, i) => (
                  <SideSummary key={i} side={side} currency={list.currency} />
                ))}
                <p className="sf-calc__grand">
                  <span>{m.calculator_grand_total()}</span>
                  <strong>
                    {boxesText(list.box)} · {formatPrice(list.p_total_price, list.currency)}
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
