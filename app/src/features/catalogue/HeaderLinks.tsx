import type { MouseEvent } from 'react';

export interface HeaderLinksProps {
  searchHref: string;
  favoritesHref: string;
  onGo(href: string): void;
}

/** The header's search and wish-list icons. */
export function HeaderLinks({ searchHref, favoritesHref, onGo }: HeaderLinksProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onGo(event.currentTarget.getAttribute('href') ?? '/');
  };
  return (
    <span className="sf-catalogue__header-links">
      <a href={searchHref} className="sf-catalogue__icon" aria-label="Search" onClick={follow}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </a>
      <a href={favoritesHref} className="sf-catalogue__icon" aria-label="Wish List" onClick={follow}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </a>
    </span>
  );
}
