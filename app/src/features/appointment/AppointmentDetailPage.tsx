import { useSignals } from '@preact/signals-react/runtime';
import { m } from '@storefront/sdk/i18n';
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
import { formatDate, formatPrice } from '../../shared/dates';

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
      <Header title={m.appointment_purchase_detail()} onBack={() => goBack(go)} />
      <main className="sf-catalogue__main">
        <Loadable entry={entry} errorText={m.appointment_purchase_not_loaded()}>
          {(t) => (
            <article className="sf-appointment__done" aria-label={m.appointment_purchase()}>
              <dl className="sf-appointment__facts">
                <dt>{m.appointment_store()}</dt>
                <dd>{t.store_name}</dd>
                <dt>{m.appointment_date()}</dt>
                <dd>{formatDate(t.create_time)}</dd>
                <dt>{m.appointment_amount()}</dt>
                <dd>{formatPrice(t.amount, t.currency)}</dd>
                <dt>{m.appointment_paid()}</dt>
                <dd>{formatPrice(t.arrived, t.currency)}</dd>
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
                          {m.appointment_boxes({ count: p.box })}
                          <br />
                          {formatPrice(p.amount, t.currency)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              {t.deal_img_list.length > 0 && (
                <section aria-label={m.appointment_deal_pictures()}>
                  <h2 className="sf-appointment__heading">{m.appointment_deal_pictures()}</h2>
                  <ul className="sf-appointment__browse">
                    {t.deal_img_list.map((d, i) => (
                      <li key={d.img_path}>
                        <Image
                          src={assetUrl(d.img_path)}
                          alt={m.appointment_deal_picture({ number: i + 1 })}
                          ratio={4 / 3}
                        />
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
