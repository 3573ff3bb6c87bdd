import { isOwnPath, safeExternalUrl } from '../../shared/safe-url';

/** The chat page to embed: an http(s) URL or a path of this site from the runtime config; anything else is none. */
export function chatFrameUrl(configured: string | undefined): string | null {
  const value = (configured ?? '').trim();
  if (!value) return null;
  if (isOwnPath(value)) return value;
  return safeExternalUrl(value);
}

/** 'tel:' link of a representative's number: digits only, with the area code. */
export function telHref(areaCode: string, phone: string): string {
  return `tel:+${`${areaCode}${phone}`.replace(/\D/g, '')}`;
}

/**
 * Whether the chat page can be shown. A page of this site is asked for first (HEAD): the simulator answers 404
 * for a file it does not serve, and the page then offers the representative instead of an error inside the
 * frame. Another site's page cannot be checked from here and is taken as available.
 */
export async function chatPageAvailable(url: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  if (!isOwnPath(url)) return true;
  try {
    const response = await fetcher(url, { method: 'HEAD', cache: 'no-store' });
    return response.ok && (response.headers.get('content-type') ?? '').includes('text/html');
  } catch {
    return false;
  }
}
