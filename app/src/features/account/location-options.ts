import type { CascaderOption } from '@storefront/ui';
import type { LocationCountry } from './account-data';

/** getLocationList's tree as cascader options (values are the ids as text). */
export function locationOptions(tree: LocationCountry[]): CascaderOption[] {
  return tree.map((country) => ({
    value: String(country.id),
    label: country.name,
    children: country.children.map((state) => ({
      value: String(state.id),
      label: state.name,
      children: state.children.map((city) => ({ value: String(city.id), label: city.name })),
    })),
  }));
}

/** 'Spain / Community of Madrid / Madrid' for chosen ids, or '' when the location is not (fully) known. */
export function locationLabel(
  tree: LocationCountry[],
  ids: { country_id: number; state_id: number; city_id: number },
): string {
  const country = tree.find((c) => c.id === ids.country_id);
  const state = country?.children.find((s) => s.id === ids.state_id);
  const city = state?.children.find((c) => c.id === ids.city_id);
  return country && state && city ? `${country.name} / ${state.name} / ${city.name}` : '';
}
