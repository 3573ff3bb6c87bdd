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

/**
 * The chat frame's sandbox: scripts and its message form only (no top navigation, popups or downloads). A chat on
 * another origin also keeps that origin (allow-same-origin), as a provider's widget needs its own storage; one on
 * the app's own origin (the simulator's stand-in) must not get it, since scripts plus the page's origin could
 * reach into the app and lift the sandbox.
 */
export function chatSandbox(chatUrl: string, pageOrigin: string = window.location.origin): string {
  let crossOrigin: boolean;
  try {
    crossOrigin = new URL(chatUrl, pageOrigin).origin !== pageOrigin;
  } catch {
    crossOrigin = false; // no address to trust: the narrower sandbox
  }
  return crossOrigin ? 'allow-scripts allow-forms allow-same-origin' : 'allow-scripts allow-forms';
}
