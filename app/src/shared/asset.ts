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
