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
