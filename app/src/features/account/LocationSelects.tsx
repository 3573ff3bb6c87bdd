import type { LocationCountry } from './account-data';

export interface LocationValue {
  country_id: number;
  state_id: number;
  city_id: number;
}

interface LocationSelectsProps {
  tree: LocationCountry[];
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Country, province and city from the region's location tree; choosing a level clears the ones under it. */
export function LocationSelects({ tree, value, onChange, invalid, describedBy }: LocationSelectsProps) {
  const country = tree.find((c) => c.id === value.country_id);
  const state = country?.children.find((s) => s.id === value.state_id);
  const common = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, className: 'sf-account__select' };
  return (
    <fieldset className="sf-account__location">
      <legend>Location</legend>
      <label>
        <span>Country</span>
        <select {...common} value={value.country_id || ''} onChange={(e) => onChange({ country_id: Number(e.target.value), state_id: 0, city_id: 0 })}>
          <option value="">Choose a country</option>
          {tree.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Province</span>
        <select {...common} value={value.state_id || ''} disabled={!country} onChange={(e) => onChange({ ...value, state_id: Number(e.target.value), city_id: 0 })}>
          <option value="">Choose a province</option>
          {country?.children.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>City</span>
        <select {...common} value={value.city_id || ''} disabled={!state} onChange={(e) => onChange({ ...value, city_id: Number(e.target.value) })}>
          <option value="">Choose a city</option>
          {state?.children.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
