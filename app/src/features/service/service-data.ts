import type { ResponseData } from '@storefront/sdk';
import { api } from '../../session/api';

export type Representative = ResponseData<'getCustomerServiceInfo'>;

/** The client's sales representative (or the region's default one); quiet on failure (platform.md §7). */
export async function loadRepresentative(userId: string): Promise<Representative | null> {
  const result = await api.call('getCustomerServiceInfo', { body: { user_id: userId }, silent: true });
  return result.ok ? result.data : null;
}
