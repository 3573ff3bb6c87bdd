import type { ApiClient } from '@storefront/sdk';
import { fetchGuestToken } from './startup';
import { clearSession, setDatacenter, setSessionReady } from './state';

/**
 * Country Selection (docs/product/session-and-requests.md#regions): accounts are regional, so choosing another data
 * centre stores the choice, signs the user out (switching country means signing in again in the new region) and fetches
 * a guest token for the new region. Resolves false when the guest token was refused (the session is still cleared).
 */
export async function switchRegion(api: ApiClient, datacenter: string): Promise<boolean> {
  setDatacenter(datacenter);
  clearSession();
  setSessionReady(false);
  const ok = await fetchGuestToken(api, datacenter);
  setSessionReady(true);
  return ok;
}
