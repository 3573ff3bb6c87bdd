/**
 * Checks for addresses that come from outside the app's code (remembered routes, banners, QR codes):
 * a redirect may only go to a path of this app, an outside link only over http or https.
 */

const OWN = 'https://own.invalid';

/** Up to three rounds of percent-decoding (so %252F is seen as '/'); stops at the first escape that is not one. */
function decodedForms(value: string): string[] {
  const forms = [value];
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(forms[forms.length - 1]!);
    } catch {
      break;
    }
    if (next === forms[forms.length - 1]) break;
    forms.push(next);
  }
  return forms;
}

/** One form of the path (before its query and fragment) passes: one leading '/', nothing a browser rewrites. */
function isPlainOwnPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  // Browsers drop tabs and newlines and read '\' as '/': '/\evil.example' and '/\t/evil.example' leave the site.
  if ([...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '\\')) return false;
  let resolved: URL;
  try {
    resolved = new URL(path, OWN);
  } catch {
    return false;
  }
  // After '..' segments are resolved the path must still not start with '//' ('/..//evil.example' becomes
  // '//evil.example', a link to another host once written back into an address).
  return resolved.origin === OWN && !resolved.pathname.startsWith('//');
}

/**
 * A path of this app. It is normalised before it is checked: dot segments resolved and percent-escapes decoded
 * (up to three times), and every form must stay a plain path of this site, so '/..//evil.example',
 * '/%2F%2Fevil.example', '/%5Cevil.example' and tabs or newlines anywhere are refused. Query and fragment may
 * carry anything escaped.
 */
export function isOwnPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  const pathPart = value.split(/[?#]/, 1)[0]!;
  return isPlainOwnPath(value) && decodedForms(pathPart).every(isPlainOwnPath);
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
