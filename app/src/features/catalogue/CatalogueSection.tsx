import type { ReactNode } from 'react';
import { AppLink } from '../../shared/AppLink';
import { m } from '@storefront/sdk/i18n';

/** Where a section's 'More' goes: a page of the app, or an action on this page (a tab, say). */
export type SectionMore = { href: string; label?: string } | { onClick: () => void; label?: string };

export interface CatalogueSectionProps {
  /** The heading's id, which also names the section. */
  id: string;
  title: ReactNode;
  /** A 'More' link or button beside the heading; `label` is its accessible name when 'More' alone says too little. */
  more?: SectionMore;
  children: ReactNode;
}

/** A titled section of a catalogue page (product or case detail, search results), with an optional 'More'. */
export function CatalogueSection({ id, title, more, children }: CatalogueSectionProps) {
  const heading = (
    <h2 id={id} className="sf-catalogue__title">
      {title}
    </h2>
  );
  return (
    <section className="sf-catalogue__section" aria-labelledby={id}>
      {more ? (
        <div className="sf-catalogue__section-head">
          {heading}
          {'href' in more ? (
            <AppLink className="sf-catalogue__link" href={more.href} aria-label={more.label}>
              {m.catalogue_more()}
            </AppLink>
          ) : (
            <button type="button" className="sf-catalogue__link" aria-label={more.label} onClick={more.onClick}>
              {m.catalogue_more()}
            </button>
          )}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
