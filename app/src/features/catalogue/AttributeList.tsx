import { useId, useState } from 'react';
import { attributeValues, hasMoreAttributes, shownAttributes } from './attributes';
import { m } from '@storefront/sdk/i18n';

export interface AttributeListProps {
  attributes: readonly { id: number; attr_name: string; sattr_data: { attr_name: string }[] }[];
}

/** Attributes: the first 5, then 'see all' (docs/product/browsing.md#products). */
export function AttributeList({ attributes }: AttributeListProps) {
  const [all, setAll] = useState(false);
  const id = useId();
  if (attributes.length === 0) return null;
  return (
    <section className="sf-catalogue__section" aria-labelledby={`${id}-title`}>
      <div className="sf-catalogue__section-head">
        <h2 id={`${id}-title`} className="sf-catalogue__title">
          {m.catalogue_attributes()}
        </h2>
        {hasMoreAttributes(attributes) && (
          <button
            type="button"
            className="sf-catalogue__link"
            aria-expanded={all}
            aria-controls={`${id}-list`}
            onClick={() => setAll((v) => !v)}
          >
            {all ? m.catalogue_show_less() : m.catalogue_see_all()}
          </button>
        )}
      </div>
      <dl id={`${id}-list`} className="sf-attrs">
        {shownAttributes(attributes, all).map((attr) => (
          <div key={attr.id} style={{ display: 'contents' }}>
            <dt>{attr.attr_name}</dt>
            <dd>{attributeValues(attr)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
