import type { ResponseData } from '@storefront/sdk';
import { api } from '../../session/api';

export type NetworkPosition = ResponseData<'getPosition'>['position'];
export type City = ResponseData<'getAllCity'>['list'][number];

/** The position the backend estimates from the network (the fallback when the device gives none). */
export async function loadNetworkPosition(): Promise<NetworkPosition | null> {
  const result = await api.call('getPosition', { body: {}, silent: true });
  return result.ok ? result.data.position : null;
}

/** Every city of a country of the region (empty name: the region's own country). */
export async function loadCities(countryName: string): Promise<City[]> {
  const result = await api.call('getAllCity', { body: { countries_name: countryName } });
  return result.ok ? result.data.list : [];
}
