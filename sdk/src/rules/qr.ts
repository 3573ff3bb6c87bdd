/**
 * The QR codes the storefront scans (docs/product/home-and-scanning.md#scanning-qr-codes). The backend leaves the text
 * open; it is defined here and in docs/qr-format.md: an http(s) URL on any host whose path ends in `/qr`, with the
 * query
 *
 *   type  1 product detail (id = product id), 3 template (id = template uuid), 4 external page (site = http(s) URL),
 *         5 product center (id = product type id); any other type 1-99 is for signed-in features (id or site)
 *   id    letters, digits, '.', '_' or '-', at most 64
 *   site  an http(s) URL (percent-encoded in the query)
 *   dc    the data centre the code belongs to; absent means QR_DEFAULT_DATACENTER
 *
 * e.g. `https://tiles.example.com/qr?type=1&id=123&dc=dc-eu`.
 */
import { m } from '../i18n/index.js';

export const QR_DEFAULT_DATACENTER = 'dc-eu';
export const QR_TYPE = { product: 1, template: 3, externalUrl: 4, productCenter: 5 } as const;
/** Types a guest may open; the others need a signed-in user. */
export const QR_GUEST_TYPES: readonly number[] = [1, 3, 4, 5];
/**
 * What the app shows for an invalid code and for a code of another region
 * (docs/product/home-and-scanning.md#scanning-qr-codes).
 */
export const QR_INVALID_TEXT: string = m.scan_invalid_code();
export const QR_UNDECODABLE_TEXT: string = m.ui_qr_unreadable();
export const QR_OTHER_REGION_TEXT: string = m.scan_other_region();

export interface QrTarget {
  type: number;
  id?: string;
  site?: string;
  datacenter_uuid?: string;
}

export type QrParseResult =
  { ok: true; type: number; id?: string; site?: string; datacenter_uuid: string } | { ok: false; reason: 'invalid' };

const ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
const DC_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const TYPE_PATTERN = /^[1-9][0-9]?$/;

function httpUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** True when a scanned code of this type may be opened without signing in. */
export function qrNeedsLogin(type: number): boolean {
  return !QR_GUEST_TYPES.includes(type);
}

/** The QR text for a target, on the given origin (`https://host` or `https://host/prefix`). */
export function buildQrText(target: QrTarget, origin: string): string {
  const params = new URLSearchParams({ type: String(target.type) });
  if (target.id !== undefined && target.id !== '') params.set('id', target.id);
  if (target.site !== undefined && target.site !== '') params.set('site', target.site);
  if (target.datacenter_uuid !== undefined && target.datacenter_uuid !== '') params.set('dc', target.datacenter_uuid);
  return `${origin.replace(/\/+$/, '')}/qr?${params.toString()}`;
}

/** Reads a scanned text. Anything that is not a complete code of this format is `{ ok: false, reason: 'invalid' }`. */
export function parseQrText(text: string, options: { defaultDatacenter?: string } = {}): QrParseResult {
  const invalid = { ok: false, reason: 'invalid' } as const;
  const url = httpUrl(text.trim());
  if (!url || !/\/qr\/?$/.test(url.pathname)) return invalid;
  const q = url.searchParams;
  const typeText = q.get('type') ?? '';
  if (!TYPE_PATTERN.test(typeText)) return invalid;
  const type = Number(typeText);
  const id = q.get('id') ?? '';
  const site = q.get('site') ?? '';
  const dc = q.get('dc') ?? '';
  if (id && !ID_PATTERN.test(id)) return invalid;
  if (site && !httpUrl(site)) return invalid;
  if (dc && !DC_PATTERN.test(dc)) return invalid;
  if (type === QR_TYPE.externalUrl ? !site : !QR_GUEST_TYPES.includes(type) ? !id && !site : !id) return invalid;
  return {
    ok: true,
    type,
    ...(id ? { id } : {}),
    ...(site ? { site } : {}),
    datacenter_uuid: dc || (options.defaultDatacenter ?? QR_DEFAULT_DATACENTER),
  };
}
