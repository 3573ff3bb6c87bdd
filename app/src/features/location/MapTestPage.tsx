import { useSignals } from '@preact/signals-react/runtime';
import { Header, LOCATION_FAILED_TEXT } from '@storefront/ui';
import { lazy, Suspense } from 'react';
import { useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { mapPosition } from './location-data';
import './location.css';

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
      <Header title="Map Test" onBack={() => goBack(go)} />
      <main className="sf-location__main">
        {shown && (
          <Suspense fallback={<div className="sf-appointment__map" aria-hidden="true" />}>
            <StoreMap center={shown} me={shown} stores={[]} chosenId={null} onChoose={() => undefined} />
          </Suspense>
        )}
        <section className="sf-location__card" aria-labelledby="map-test-position" aria-live="polite">
          <h2 id="map-test-position">Current location</h2>
          {loading && <p role="status">Locating…</p>}
          {!loading && error !== null && <p>{LOCATION_FAILED_TEXT}</p>}
          {shown && (
            <dl className="sf-location__coords">
              <dt>Source</dt>
              <dd>{shown.source === 'device' ? 'This device' : 'Estimated from the network'}</dd>
              <dt>Latitude</dt>
              <dd>{shown.latitude.toFixed(5)}</dd>
              <dt>Longitude</dt>
              <dd>{shown.longitude.toFixed(5)}</dd>
              {shown.source === 'network' && shown.place && (
                <>
                  <dt>Place</dt>
                  <dd>{shown.place}</dd>
                </>
              )}
            </dl>
          )}
        </section>
        <button type="button" className="sf-location__button" onClick={() => entry?.reload()} disabled={loading}>
          Locate again
        </button>
      </main>
    </div>
  );
}
