import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useGo } from './use-go';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this app. */
  href: string;
}

/**
 * A real link to a page of this app: a plain click navigates inside the app (counting history depth for Back);
 * a click with a modifier key, or the middle button, behaves as a normal link (new tab, new window).
 */
export function AppLink({ href, onClick, ...rest }: AppLinkProps) {
  const go = useGo();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(href);
  };
  return <a href={href} onClick={follow} {...rest} />;
}
