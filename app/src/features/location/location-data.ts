import type { ResponseData } from '@storefront/sdk';
import { resource } from '../../data/resource';
import { api } from '../../session/api';

export type NetworkPosition = ResponseData<'getPosition'>['position'];
export type City = ResponseData<'getAllCity'>['list'][number];

/** The position the backend estimates from the network (the fallback when the device gives none). */
export async function loadNetworkPosition(): Promise<NetworkPosition | null> {
  const result = await api.call('getPosition', { body: {}, silent: true });
  return result.ok ? result.data.position : null;
}

/** Every city of a country of the region (empty name: the region's own country). */
export const cities = resource({
  load: async (countryName: string, signal) => {
    const result = await api.call('getAllCity', { body: { countries_name: countryName }, signal });
    return result.ok ? { ok: true as const, data: result.data.list } : result;
  },
});
