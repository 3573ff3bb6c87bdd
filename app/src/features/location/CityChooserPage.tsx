import { CityChooser, Header, LOCATION_FAILED_TEXT, toast, type City } from '@storefront/ui';
import { useCallback, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { readCityHistory, rememberCity } from './city-history';
import { locateDevice } from './locate';
import { useResource } from '../../data/resource';
import { cities as citiesOf, loadNetworkPosition } from './location-data';
import './location.css';

/**
 * /city-chooser (?country=NAME, default the region's own country): search, current location with Re-locate,
 * the last 6 cities chosen, and every city A–Z (getAllCity). Choosing one remembers it and goes back.
 * The current city's name comes from the position the backend estimates (getPosition): no geocoding service is
 * configured, so the device's coordinates only tell whether locating works.
 */
export default function CityChooserPage() {
  const go = useGo();
  const country = new URLSearchParams(useSearch()).get('country') ?? '';
  const cities = useResource(citiesOf, country)?.data.value ?? [];
  const [history, setHistory] = useState<City[]>(readCityHistory);
  const [current, setCurrent] = useState<{ name: string } | null>(null);
  const [locating, setLocating] = useState(true);
  const [locateError, setLocateError] = useState<string | undefined>();

  const locate = useCallback(async () => {
    setLocating(true);
    setLocateError(undefined);
    const device = await locateDevice(typeof navigator === 'undefined' ? undefined : navigator.geolocation);
    const network = device ? await loadNetworkPosition() : null;
    setLocating(false);
    if (!network) {
      setCurrent(null);
      setLocateError(LOCATION_FAILED_TEXT);
      toast.show(LOCATION_FAILED_TEXT, { variant: 'error' });
      return;
    }
    setCurrent({ name: network.city_name });
  }, []);

  useEffect(() => {
    void locate();
  }, [locate]);

  const choose = (city: City) => {
    setHistory(rememberCity(city));
    goBack(go);
  };

  return (
    <div className="sf-location sf-location--chooser">
      <Header title="Choose a City" onBack={() => goBack(go)} />
      <main className="sf-location__chooser">
        <CityChooser
          cities={cities}
          current={current}
          locating={locating}
          locateError={locateError}
          onRelocate={() => void locate()}
          onChoose={choose}
          history={history}
        />
      </main>
    </div>
  );
}
