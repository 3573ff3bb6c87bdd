import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useGo } from './use-go';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this app. */
  href: string;
}

/**
 * The click handler of a link inside the app: a plain click navigates with `go`; a click with a modifier key, the
 * middle button, or one a handler already prevented, stays the browser's (new tab, new window). Memoised list rows
 * use it with a `go` passed down, so they need no router hook of their own.
 */
export function followInApp(href: string, go: (href: string) => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    go(href);
  };
}

/** A real link to a page of this app (counting history depth for Back), with `followInApp`'s click rules. */
export function AppLink({ href, onClick, ...rest }: AppLinkProps) {
  const go = useGo();
  const follow = followInApp(href, go);
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        follow(event);
      }}
      {...rest}
    />
  );
}
