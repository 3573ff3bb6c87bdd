import { Header, toast } from '@storefront/ui';
import { useCallback, useEffect, useState } from 'react';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { locateDevice, LOCATION_FAILED_TEXT } from './locate';
import { loadNetworkPosition } from './location-data';
import './location.css';

type Located =
  | { state: 'locating' }
  | { state: 'device'; latitude: number; longitude: number }
  | { state: 'network'; latitude: number; longitude: number; place: string }
  | { state: 'failed' };

/**
 * /test: the map test. Uses the device's position (5 s timeout); on failure says 'Location Failed' and falls
 * back to the position the backend estimates. No map is drawn: this page only shows the coordinates a map
 * would be centred on (no maps key is configured for this storefront).
 */
export default function MapTestPage() {
  const go = useGo();
  const [located, setLocated] = useState<Located>({ state: 'locating' });

  const locate = useCallback(async () => {
    setLocated({ state: 'locating' });
    const device = await locateDevice(typeof navigator === 'undefined' ? undefined : navigator.geolocation);
    if (device) {
      setLocated({ state: 'device', ...device });
      return;
    }
    toast.show(LOCATION_FAILED_TEXT, { variant: 'error' });
    const network = await loadNetworkPosition();
    setLocated(
      network
        ? { state: 'network', latitude: network.latitude, longitude: network.longitude, place: [network.city_name, network.country_name].filter(Boolean).join(', ') }
        : { state: 'failed' },
    );
  }, []);

  useEffect(() => {
    void locate();
  }, [locate]);

  return (
    <div className="sf-location">
      <Header title="Map Test" onBack={() => goBack(go)} />
      <main className="sf-location__main">
        <p className="sf-location__note">A real map is not shown on this test page; it shows the position a map would be centred on.</p>
        <section className="sf-location__card" aria-labelledby="map-test-position" aria-live="polite">
          <h2 id="map-test-position">Current location</h2>
          {located.state === 'locating' && <p role="status">Locating…</p>}
          {located.state === 'failed' && <p>{LOCATION_FAILED_TEXT}</p>}
          {(located.state === 'device' || located.state === 'network') && (
            <dl className="sf-location__coords">
              <dt>Source</dt>
              <dd>{located.state === 'device' ? 'This device' : 'Estimated from the network'}</dd>
              <dt>Latitude</dt>
              <dd>{located.latitude.toFixed(5)}</dd>
              <dt>Longitude</dt>
              <dd>{located.longitude.toFixed(5)}</dd>
              {located.state === 'network' && located.place && (
                <>
                  <dt>Place</dt>
                  <dd>{located.place}</dd>
                </>
              )}
            </dl>
          )}
        </section>
        <button type="button" className="sf-location__button" onClick={() => void locate()} disabled={located.state === 'locating'}>
          Locate again
        </button>
      </main>
    </div>
  );
}
