import { Image } from '@storefront/ui';
import { assetUrl } from '../../shared/asset';

export interface Choice {
  id: number;
  label: string;
  /** A swatch picture (colour attributes). */
  img?: string;
}

export interface ChoiceListProps {
  legend: string;
  choices: readonly Choice[];
  chosen: readonly number[];
  onToggle(id: number): void;
}

/** A group of check chips of a filter panel (attributes, categories). Native checkboxes, so the keyboard works. */
export function ChoiceList({ legend, choices, chosen, onToggle }: ChoiceListProps) {
  return (
    <fieldset className="sf-choices">
      <legend className="sf-choices__legend">{legend}</legend>
      <div className="sf-choices__list">
        {choices.map((choice) => (
          <label key={choice.id} className="sf-choices__chip" data-checked={chosen.includes(choice.id) || undefined}>
            <input
              type="checkbox"
              className="sf-choices__input"
              checked={chosen.includes(choice.id)}
              onChange={() => onToggle(choice.id)}
            />
            {choice.img && (
              <span className="sf-choices__swatch">
                <Image src={assetUrl(choice.img)} alt="" ratio={1} />
              </span>
            )}
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
