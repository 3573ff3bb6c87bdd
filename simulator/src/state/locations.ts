import type { FieldError } from '@storefront/sdk';
import { locationTree } from '../seed/locations.js';

export interface LocationIds {
  country_id: number;
  state_id: number;
  city_id: number;
}

/** The names of a location's ids in a data centre's tree ('' for 0 or an id it does not know). */
export function locationNames(datacenter: string, ids: LocationIds) {
  const country = locationTree(datacenter).find((c) => c.id === ids.country_id);
  const state = country?.children.find((s) => s.id === ids.state_id);
  const city = state?.children.find((c) => c.id === ids.city_id);
  return { country_name: country?.name ?? '', state_name: state?.name ?? '', city_name: city?.name ?? '' };
}

/** Errors for ids that are not in the tree or do not fit together (a state of the country, a city of the state). */
export function locationErrors(datacenter: string, ids: LocationIds): FieldError[] {
  const known = (field: string, message: string): FieldError[] => [{ field, rule: 'known_location', message }];
  const country = locationTree(datacenter).find((c) => c.id === ids.country_id);
  if (ids.country_id && !country) return known('country_id', 'no such country in the location list');
  if (!ids.state_id) return ids.city_id ? known('city_id', 'a city needs its state') : [];
  const state = country?.children.find((s) => s.id === ids.state_id);
  if (!state) return known('state_id', 'no such state in the chosen country');
  if (ids.city_id && !state.children.some((c) => c.id === ids.city_id))
    return known('city_id', 'no such city in the chosen state');
  return [];
}
