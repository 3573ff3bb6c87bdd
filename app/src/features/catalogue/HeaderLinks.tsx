import { AppLink } from '../../shared/AppLink';
import { Icon } from '@storefront/ui';

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
        <AppLink href={scanHref} className="sf-catalogue__icon" aria-label="Scan">
          <Icon name="scan" size={20} />
        </AppLink>
      )}
      <AppLink href={searchHref} className="sf-catalogue__icon" aria-label="Search">
        <Icon name="search" size={20} />
      </AppLink>
      <AppLink href={favoritesHref} className="sf-catalogue__icon" aria-label="Wish List">
        <Icon name="heart" size={20} />
      </AppLink>
    </span>
  );
}
