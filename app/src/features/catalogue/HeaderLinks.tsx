import { AppLink } from '../../shared/AppLink';
import { Icon } from '@storefront/ui';
import { m } from '@storefront/sdk/i18n';

export interface HeaderLinksProps {
  searchHref: string;
  favoritesHref: string;
  /** Shown first when given (the case index has a Scan icon). */
  scanHref?: string;
}

/** The header's scan, search and wish-list icons. */
export function HeaderLinks({ searchHref, favoritesHref, scanHref }: HeaderLinksProps) {
  return (
    <span className="sf-catalogue__header-links">
      {scanHref && (
        <AppLink href={scanHref} className="sf-catalogue__icon" aria-label={m.catalogue_scan()}>
          <Icon name="scan" size={20} />
        </AppLink>
      )}
      <AppLink href={searchHref} className="sf-catalogue__icon" aria-label={m.catalogue_search()}>
        <Icon name="search" size={20} />
      </AppLink>
      <AppLink href={favoritesHref} className="sf-catalogue__icon" aria-label={m.catalogue_wish_list()}>
        <Icon name="heart" size={20} />
      </AppLink>
    </span>
  );
}
