/**
 * Checks for addresses that come from outside the app's code (remembered routes, banners, QR codes):
 * a redirect may only go to a path of this app, an outside link only over http or https.
 */

/** A path of this app: starts with one '/', no scheme, no protocol-relative '//' and no backslash tricks. */
export function isOwnPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')) return false;
  try {
    const resolved = new URL(value, 'https://own.invalid');
    return resolved.origin === 'https://own.invalid';
  } catch {
    return false;
  }
}

/** An absolute http(s) URL, or null. javascript:, data:, blob: and anything unparsable are refused. */
export function safeExternalUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
