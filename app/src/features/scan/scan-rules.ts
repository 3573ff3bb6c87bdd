import { rules } from '@storefront/sdk';
import { safeExternalUrl } from '../../shared/safe-url';
import { m } from '@storefront/sdk/i18n';

/**
 * What the scanner does with a decoded text (docs/product/home-and-scanning.md#scanning-qr-codes; docs/qr-format.md).
 */
export type ScanAction =
  /** Not a code of ours: '无效的二维码', and the camera reopens. */
  | { kind: 'invalid'; message: string }
  /** A code of another data centre: 'Do not know the current region.' */
  | { kind: 'other-region'; message: string }
  /** A code for signed-in features, scanned by a guest: ask to log in first, then /login. */
  | { kind: 'login'; message: string }
  /** A code for a signed-in feature this version has no page for. */
  | { kind: 'unsupported'; message: string }
  | { kind: 'route'; href: string }
  | { kind: 'external'; url: string };

export const LOGIN_FIRST_TEXT = rules.LOGIN_FIRST_TEXT;
export const UNSUPPORTED_TEXT: string = m.scan_unsupported();
/** The loading delay before a scan is acted on (docs/product/home-and-scanning.md#scanning-qr-codes). */
export const SCAN_DELAY_MS = 1000;

const route = (path: string, id: string): ScanAction => ({
  kind: 'route',
  href: `${path}?${new URLSearchParams({ id })}`,
});

export function scanAction(text: string, context: { datacenter: string | null; loggedIn: boolean }): ScanAction {
  const code = rules.parseQrText(text);
  if (!code.ok) return { kind: 'invalid', message: rules.QR_INVALID_TEXT };
  // A code without a data centre belongs to the default one (parseQrText fills it in).
  if (code.datacenter_uuid !== (context.datacenter ?? rules.QR_DEFAULT_DATACENTER)) {
    return { kind: 'other-region', message: rules.QR_OTHER_REGION_TEXT };
  }
  if (rules.qrNeedsLogin(code.type)) {
    return context.loggedIn
      ? { kind: 'unsupported', message: m.scan_unsupported() }
      : { kind: 'login', message: LOGIN_FIRST_TEXT };
  }
  switch (code.type) {
    case rules.QR_TYPE.product:
      return route('/product-detail', code.id ?? '');
    case rules.QR_TYPE.template:
      return route('/template-detail', code.id ?? '');
    case rules.QR_TYPE.productCenter:
      return route('/product-center', code.id ?? '');
    case rules.QR_TYPE.externalUrl: {
      const url = safeExternalUrl(code.site);
      return url ? { kind: 'external', url } : { kind: 'invalid', message: rules.QR_INVALID_TEXT };
    }
    default:
      return { kind: 'invalid', message: rules.QR_INVALID_TEXT };
  }
}
