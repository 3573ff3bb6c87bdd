import type { MouseEvent } from 'react';
import { m } from '@storefront/sdk/i18n';

/**
 * The first tab stop of every page, shown when focused: moves focus past the header, menus and bars to the page's
 * main landmark (each page has one), so keyboard users do not tab through them on every page.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector<HTMLElement>('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
    main.focus();
  };
  return (
    <a className="sf-skip-link" href="#main" onClick={skip}>
      {m.shell_skip_to_main()}
    </a>
  );
}
