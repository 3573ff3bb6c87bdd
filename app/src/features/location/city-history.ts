import { signal, type ReadonlySignal } from '@preact/signals-react';
import { pushHistory, type City } from '@storefront/ui';
import { storage } from '../../session/storage';

export const CITY_HISTORY_KEY = 'sf.cityHistory';
export const CHOSEN_CITY_KEY = 'sf.city';

function isCity(value: unknown): value is City {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as City).name === 'string' &&
    ['string', 'number'].includes(typeof (value as City).id)
  );
}

/** The cities chosen before, most recent first (at most 6), as kept in local storage. */
export function readCityHistory(): City[] {
  const stored = storage.read<unknown>(CITY_HISTORY_KEY);
  return Array.isArray(stored) ? stored.filter(isCity).map(({ id, name }) => ({ id, name })) : [];
}

const history = signal(readCityHistory());

/** The history as the city chooser shows it (written by rememberCity only). */
export const cityHistory: ReadonlySignal<City[]> = history;

/** Remembers a chosen city: first in the history (no duplicates, 6 at most) and as the current choice. */
export function rememberCity(city: City): City[] {
  const next = pushHistory(readCityHistory(), { id: city.id, name: city.name });
  storage.write(CITY_HISTORY_KEY, next);
  storage.write(CHOSEN_CITY_KEY, { id: city.id, name: city.name });
  history.value = next;
  return next;
}
