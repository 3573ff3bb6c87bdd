import { useSignals } from '@preact/signals-react/runtime';
import { Header } from '@storefront/ui';
import { lazy, Suspense } from 'react';
import { useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { mapPosition } from './location-data';
import './location.css';
import { m } from '@storefront/sdk/i18n';

// The map is its own chunk (pigeon-maps), shared with /appointment.
const StoreMap = lazy(() => import('../appointment/StoreMap'));

/**
 * /test: the map test. Uses the device's position (5 s timeout); on failure says 'Location Failed' and falls
 * back to the position the backend estimates; the map (tiles from config.mapTileUrl) is centred there.
 */
export default function MapTestPage() {
  useSignals();
  const go = useGo();
  const entry = useResource(mapPosition, 'here');
  const { data: located, error, loading } = entry?.state.value ?? { data: undefined, error: null, loading: true };
  const shown = loading || error !== null ? undefined : located;

  return (
    <div className="sf-location">
      <Header title={m.location_map_test()} onBack={() => goBack(go)} />
      <main className="sf-location__main">
        {shown && (
          <Suspense fallback={<div className="sf-appointment__map" aria-hidden="true" />}>
            <StoreMap center={shown} me={shown} stores={[]} chosenId={null} onChoose={() => undefined} />
          </Suspense>
        )}
        <section className="sf-location__card" aria-labelledby="map-test-position" aria-live="polite">
          <h2 id="map-test-position">{m.location_current()}</h2>
          {loading && <p role="status">{m.location_locating()}</p>}
          {!loading && error !== null && <p>{m.ui_location_failed()}</p>}
          {shown && (
            <dl className="sf-location__coords">
              <dt>{m.location_source()}</dt>
              <dd>{shown.source === 'device' ? m.location_this_device() : m.location_from_network()}</dd>
              <dt>{m.location_latitude()}</dt>
              <dd>{shown.latitude.toFixed(5)}</dd>
              <dt>{m.location_longitude()}</dt>
              <dd>{shown.longitude.toFixed(5)}</dd>
              {shown.source === 'network' && shown.place && (
                <>
                  <dt>{m.location_place()}</dt>
                  <dd>{shown.place}</dd>
                </>
              )}
            </dl>
          )}
        </section>
        <button type="button" className="sf-location__button" onClick={() => entry?.reload()} disabled={loading}>
          {m.location_locate_again()}
        </button>
      </main>
    </div>
  );
}
