import { useSignals } from '@preact/signals-react/runtime';
import { CityChooser, Header, type City } from '@storefront/ui';
import { useSearch } from 'wouter';
import { useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { cityHistory, rememberCity } from './city-history';
import { cities as citiesOf, currentCity } from './location-data';
import './location.css';
import { m } from '@storefront/sdk/i18n';

const NO_CITIES: City[] = [];

/**
 * /city-chooser (?country=NAME, default the region's own country): search, current location with Re-locate,
 * the last 6 cities chosen, and every city A–Z (getAllCity). Choosing one remembers it and goes back.
 * The current city's name comes from the position the backend estimates (getPosition): no geocoding service is
 * configured, so the device's coordinates only tell whether locating works.
 */
export default function CityChooserPage() {
  useSignals();
  const go = useGo();
  const country = new URLSearchParams(useSearch()).get('country') ?? '';
  const cities = useResource(citiesOf, country)?.data.value ?? NO_CITIES;
  const here = useResource(currentCity, 'here');
  // A failed (re-)location shows no city; a city found before stays while Re-locate runs.
  const { data, error, loading } = here?.state.value ?? { data: undefined, error: null, loading: true };

  const choose = (city: City) => {
    rememberCity(city);
    goBack(go);
  };

  return (
    <div className="sf-location sf-location--chooser">
      <Header title={m.location_choose_city()} onBack={() => goBack(go)} />
      <main className="sf-location__chooser">
        <CityChooser
          cities={cities}
          current={error === null ? (data ?? null) : null}
          locating={loading}
          locateError={!loading && error !== null ? m.ui_location_failed() : undefined}
          onRelocate={() => here?.reload()}
          onChoose={choose}
          history={cityHistory.value}
        />
      </main>
    </div>
  );
}
