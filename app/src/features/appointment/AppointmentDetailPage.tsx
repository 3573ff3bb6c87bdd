import { useSignals } from '@preact/signals-react/runtime';
import { Header, Image } from '@storefront/ui';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { assetUrl } from '../../shared/asset';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { queryId, useQuery } from '../catalogue/use-query';
import { purchaseDetail } from './appointment-data';
import '../catalogue/catalogue.css';
import './appointment.css';
import { formatDate } from '../../shared/dates';

const money = (currency: string, amount: number) =>
  `${currency} ${amount.toLocaleString('en-GB', { maximumFractionDigits: 2 })}`;

/**
 * /appointment-detail?id=: Purchase History Detail, in Ksh with boxes per product
 * (docs/product/appointments.md#records-and-evaluation).
 */
export default function AppointmentDetailPage() {
  useSignals();
  const go = useGo();
  const entry = useResource(purchaseDetail, queryId(useQuery(), 'id') || null);
  return (
    <div className="sf-catalogue sf-appointment">
      <Header title="Purchase History Detail" onBack={() => goBack(go)} />
      <main className="sf-catalogue__main">
        <Loadable entry={entry} errorText="This purchase could not be loaded.">
          {(t) => (
            <article className="sf-appointment__done" aria-label="Purchase">
              <dl className="sf-appointment__facts">
                <dt>Store</dt>
                <dd>{t.store_name}</dd>
                <dt>Date</dt>
                <dd>{formatDate(t.create_time)}</dd>
                <dt>Amount</dt>
                <dd>{money(t.currency, t.amount)}</dd>
                <dt>Paid</dt>
                <dd>{money(t.currency, t.arrived)}</dd>
              </dl>
              {t.list.map((group) => (
                <section key={group.brand_name} aria-label={group.brand_name}>
                  <h2 className="sf-appointment__heading">{group.brand_name}</h2>
                  <ul className="sf-appointment__lines">
                    {group.product_list.map((p) => (
                      <li key={p.product_id}>
                        <Image src={assetUrl(p.preview)} alt="" ratio={1} />
                        <span>
                          <strong>{p.product_name}</strong>
                          <span className="sf-catalogue__muted">
                            {p.product_number} · {p.spec_name}
                          </span>
                        </span>
                        <span>
                          {p.box} boxes
                          <br />
                          {money(t.currency, p.amount)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              {t.deal_img_list.length > 0 && (
                <section aria-label="Deal pictures">
                  <h2 className="sf-appointment__heading">Deal pictures</h2>
                  <ul className="sf-appointment__browse">
                    {t.deal_img_list.map((d, i) => (
                      <li key={d.img_path}>
                        <Image src={assetUrl(d.img_path)} alt={`Deal picture ${i + 1}`} ratio={4 / 3} />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </article>
          )}
        </Loadable>
      </main>
    </div>
  );
}
