import { useSignals } from '@preact/signals-react/runtime';
import { m } from '@storefront/sdk/i18n';
import { Header, toast } from '@storefront/ui';
import { lazy, Suspense, useCallback } from 'react';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { formatDistance, formatHours } from '../../shared/dates';
import { chosenStoreId, NEARBY_METRES, placeName, position, stores, type Store } from './appointment-data';
import '../catalogue/catalogue.css';
import './appointment.css';

const StoreMap = lazy(() => import('./StoreMap'));

/** A store can be shown on the map only with coordinates. */
const locatable = (store: Store) => store.latitude !== 0 || store.longitude !== 0;

function StoreCard({
  store,
  chosen,
  onBook,
  onShow,
}: {
  store: Store;
  chosen: boolean;
  onBook(store: Store): void;
  onShow(store: Store): void;
}) {
  return (
    <li className="sf-appointment__store" data-chosen={chosen ? '' : undefined} aria-current={chosen || undefined}>
      <h3>{store.store_name}</h3>
      <p className="sf-catalogue__muted">
        {store.level_name} · {formatDistance(store.distance)}
      </p>
      <p>{store.adds}</p>
      <p>
        {m.appointment_open_hours({ hours: formatHours(store.business_hours_start, store.business_hours_end) })} ·{' '}
        <a href={`tel:+${store.area_code}${store.phone}`}>
          +{store.area_code} {store.phone}
        </a>
      </p>
      <div className="sf-appointment__actions">
        <button type="button" className="sf-catalogue__secondary" onClick={() => onShow(store)}>
          {m.appointment_show_on_map()}
        </button>
        <button type="button" className="sf-catalogue__primary" onClick={() => onBook(store)}>
          {m.appointment_book_a_visit()}
        </button>
      </div>
    </li>
  );
}

/**
 * /appointment (guests too): the store map, Nearby and Other stores, search and Online Service
 * (docs/product/appointments.md#finding-a-store).
 */
export default function AppointmentPage() {
  useSignals();
  const go = useGo();
  const here = useResource(position, 'here');
  const at = here?.data.value;
  const list = useResource(stores, at ? { latitude: at.latitude, longitude: at.longitude, search: '' } : null);
  const city = useResource(placeName, at ? { latitude: at.latitude, longitude: at.longitude } : null)?.data.value;
  const chosen = chosenStoreId.value;
  const onBook = useCallback((store: Store) => go(`/appointment-info?id=${store.id}`), [go]);
  const onShow = useCallback((store: Store) => {
    if (!locatable(store)) {
      toast.show(m.appointment_unable_to_locate());
      return;
    }
    chosenStoreId.value = store.id;
  }, []);

  const all = list?.data.value ?? [];
  const focus = all.find((s) => s.id === chosen && locatable(s));
  // At zoom 15 the map spans about a kilometre: opened on the position, the nearest store is often off it.
  const nearest = all.find(locatable);
  const ordered = focus ? [focus, ...all.filter((s) => s !== focus)] : all;
  const nearby = ordered.filter((s) => s.distance <= NEARBY_METRES);
  const other = ordered.filter((s) => s.distance > NEARBY_METRES);

  return (
    <div className="sf-catalogue sf-appointment">
      <Header title={m.appointment_store_appointment()} onBack={() => goBack(go)} />
      <div className="sf-catalogue__toolbar sf-appointment__search">
        <button type="button" className="sf-appointment__search-box" onClick={() => go('/search-store')}>
          {m.appointment_search_for_store()}
        </button>
        <button type="button" className="sf-catalogue__secondary" onClick={() => go('/service')}>
          {m.appointment_online_service()}
        </button>
      </div>
      {/* The map's box stands from the first paint, while the position and the map's code load, so the store list
          below never starts higher and jumps down when the map arrives. */}
      <Loadable
        entry={here}
        errorText={m.appointment_position_not_found()}
        loading={<div className="sf-appointment__map" aria-hidden="true" />}
      >
        {(spot) =>
          // The map opens on the nearest store, which only the store list tells: drawn before the list arrived it
          // would open on the position and then jump, moving its tiles and markers on screen.
          list?.status.value === 'loading' ? (
            <div className="sf-appointment__map" aria-hidden="true" />
          ) : (
            <Suspense fallback={<div className="sf-appointment__map" aria-hidden="true" />}>
              <StoreMap
                center={focus ?? nearest ?? spot}
                me={spot.source === 'device' ? spot : null}
                stores={all.filter(locatable)}
                chosenId={chosen}
                onChoose={onShow}
              />
            </Suspense>
          )
        }
      </Loadable>
      <main className="sf-catalogue__main">
        {/* The place's line keeps its height before the city's name arrives, for the same reason. */}
        <p className="sf-catalogue__muted sf-appointment__place">
          {city
            ? at?.source === 'device'
              ? m.appointment_you_are_near({ city })
              : m.appointment_stores_around({ city })
            : null}
        </p>
        <Loadable
          entry={list}
          empty={m.appointment_no_stores()}
          loading={<p className="sf-catalogue__muted">{m.appointment_finding_stores()}</p>}
        >
          {() => (
            <>
              {(
                [
                  { id: 'stores-nearby', title: m.appointment_nearby_stores(), items: nearby },
                  { id: 'stores-other', title: m.appointment_other_stores(), items: other },
                ] as const
              ).map(({ id, title, items }) =>
                items.length > 0 ? (
                  <section key={id} aria-labelledby={id}>
                    <h2 id={id} className="sf-appointment__heading">
                      {title}
                    </h2>
                    <ul className="sf-appointment__stores" aria-label={title}>
                      {items.map((store) => (
                        <StoreCard
                          key={store.id}
                          store={store}
                          chosen={store.id === chosen}
                          onBook={onBook}
                          onShow={onShow}
                        />
                      ))}
                    </ul>
                  </section>
                ) : null,
              )}
            </>
          )}
        </Loadable>
      </main>
    </div>
  );
}
