import type { ResponseData } from '@storefront/sdk';
import { resource } from '../../data/resource';
import { api } from '../../session/api';

export type Representative = ResponseData<'getCustomerServiceInfo'>;

/** The client's sales representative (or the region's default one); quiet on failure (platform.md §7). */
export const representative = resource({
  load: (userId: string, signal) => api.call('getCustomerServiceInfo', { body: { user_id: userId }, signal, silent: true }),
});
