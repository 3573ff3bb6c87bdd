import { useSignals } from '@preact/signals-react/runtime';
import { Header, LOCATION_FAILED_TEXT } from '@storefront/ui';
import { useResource } from '../../data/resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { mapPosition } from './location-data';
import './location.css';

/**
 * /test: the map test. Uses the device's position (5 s timeout); on failure says 'Location Failed' and falls
 * back to the position the backend estimates. No map is drawn: this page only shows the coordinates a map
 * would be centred on (no maps key is configured for this storefront).
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
        <p className="sf-location__note">A real map is not shown on this test page; it shows the position a map would be centred on.</p>
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
