import { config } from '../config';
import { safeExternalUrl } from './safe-url';

/** Resolves an asset path from the backend against the CDN; absolute http(s) URLs pass through. */
export function assetUrl(path: string | null | undefined, cdnBaseUrl: string = config.cdnBaseUrl): string {
  if (!path) return '';
  // Most paths are relative: only one that starts like an address is parsed (a failed parse throws, which costs
  // far more than the test, for every picture of every card).
  const absolute = /^\s*https?:\/\//i.test(path) ? safeExternalUrl(path) : null;
  if (absolute) return absolute;
  const base = cdnBaseUrl.endsWith('/') ? cdnBaseUrl : `${cdnBaseUrl}/`;
  return `${base}${path.replace(/^\/+/, '')}`;
}

/**
 * Starts fetching a picture at high priority before the page that shows it has rendered; the page's `<img>` for the
 * same address then takes it from the memory cache. For a first view's largest picture whose address comes with one
 * call while the page waits for others too.
 */
export function fetchPictureEarly(url: string): void {
  if (!url || typeof Image === 'undefined') return;
  const picture = new Image();
  picture.fetchPriority = 'high';
  picture.src = url;
}
