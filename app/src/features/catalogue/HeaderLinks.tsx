import { AppLink } from '../../shared/AppLink';

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
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M4 12h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </AppLink>
      )}
      <AppLink href={searchHref} className="sf-catalogue__icon" aria-label="Search">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </AppLink>
      <AppLink href={favoritesHref} className="sf-catalogue__icon" aria-label="Wish List">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </AppLink>
    </span>
  );
}
