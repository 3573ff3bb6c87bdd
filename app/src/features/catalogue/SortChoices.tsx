import { useId } from 'react';
import { m } from '@storefront/sdk/i18n';

export interface SortChoicesProps {
  options: readonly { key: string; label: string }[];
  value: string;
  onChange(key: string): void;
  legend?: string;
}

/** The sort mode of a filter panel: one radio group. */
export function SortChoices({ options, value, onChange, legend = m.catalogue_sort() }: SortChoicesProps) {
  const name = useId();
  return (
    <fieldset className="sf-choices">
      <legend className="sf-choices__legend">{legend}</legend>
      <div className="sf-choices__rows">
        {options.map((option) => (
          <label key={option.key} className="sf-choices__row" data-checked={option.key === value || undefined}>
            <input type="radio" name={name} checked={option.key === value} onChange={() => onChange(option.key)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
