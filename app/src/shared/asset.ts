import { config } from '../config';
import { safeExternalUrl } from './safe-url';

/** Resolves an asset path from the backend against the CDN; absolute http(s) URLs pass through. */
export function assetUrl(path: string | null | undefined, cdnBaseUrl: string = config.cdnBaseUrl): string {
  if (!path) return '';
  const absolute = safeExternalUrl(path);
  if (absolute && /^https?:\/\//i.test(path.trim())) return absolute;
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
