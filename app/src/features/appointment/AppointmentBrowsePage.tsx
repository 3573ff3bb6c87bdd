import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { m } from '@storefront/sdk/i18n';
import { Header, Image, NoData, Tabs } from '@storefront/ui';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { assetUrl } from '../../shared/asset';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { queryId, useQuery } from '../catalogue/use-query';
import { recordDetail } from './appointment-data';
import '../catalogue/catalogue.css';
import './appointment.css';

const TABS = [
  { type: 1, label: () => m.appointment_collections(), href: (id: number) => `/product-detail?id=${id}` },
  { type: 2, label: () => m.appointment_cases(), href: (id: number) => `/cases-detail?id=${id}` },
  { type: 3, label: () => m.appointment_display(), href: (id: number) => `/template-detail?id=${id}` },
] as const;

/**
 * /appointment-browse?id=: what the client looked at during a store visit, by kind
 * (docs/product/appointments.md#records-and-evaluation).
 */
export default function AppointmentBrowsePage() {
  useSignals();
  const go = useGo();
  const entry = useResource(recordDetail, queryId(useQuery(), 'id') || null);
  const tab = useSignal(0);
  const current = TABS[tab.value]!;
  return (
    <div className="sf-catalogue sf-appointment">
      <Header title={m.appointment_browse_records()} onBack={() => goBack(go)} />
      <Tabs
        label={m.appointment_browse_records()}
        items={TABS.map((t, i) => ({ key: String(i), label: t.label() }))}
        activeKey={String(tab.value)}
        onChange={(k) => (tab.value = Number(k))}
      />
      <main className="sf-catalogue__main">
        <Loadable entry={entry} errorText={m.appointment_visit_not_loaded()}>
          {(record) => {
            const items = record.browse_records_list.filter((b) => b.type === current.type);
            return items.length === 0 ? (
              <NoData text={m.appointment_no_browsing()} />
            ) : (
              <ul className="sf-appointment__browse" aria-label={current.label()}>
                {items.map((b) => (
                  <li key={`${b.type}-${b.content_id}`}>
                    <a
                      href={current.href(b.content_id)}
                      onClick={(e) => (e.preventDefault(), go(current.href(b.content_id)))}
                    >
                      <Image src={assetUrl(b.preview)} alt="" ratio={4 / 3} />
                      <span>{b.name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            );
          }}
        </Loadable>
      </main>
    </div>
  );
}
