import type { ResponseData } from '@storefront/sdk';
import { LOCATION_FAILED_TEXT, toast } from '@storefront/ui';
import { listOf, type Loaded, resource } from '../../data/resource';
import { api } from '../../session/api';
import { locateDevice, type Coordinates } from './locate';

export type NetworkPosition = ResponseData<'getPosition'>['position'];
export type City = ResponseData<'getAllCity'>['list'][number];

/** Every city of a country of the region (empty name: the region's own country). */
export const cities = resource({
  load: async (countryName: string, signal) => {
    const result = await api.call('getAllCity', { body: { countries_name: countryName }, signal });
    return listOf(result);
  },
});

/** The position the backend estimates from the network (the fallback when the device gives none). Quiet. */
async function networkPosition(signal: AbortSignal): Promise<NetworkPosition | null> {
  const result = await api.call('getPosition', { body: {}, signal, silent: true });
  return result.ok ? result.data.position : null;
}

const device = () => locateDevice(typeof navigator === 'undefined' ? undefined : navigator.geolocation);

/** 'Location Failed', said once (not when the page that asked has gone). */
function locationFailed(signal: AbortSignal): Loaded<never> {
  if (!signal.aborted) toast.show(LOCATION_FAILED_TEXT, { variant: 'error' });
  return { ok: false, msg: LOCATION_FAILED_TEXT };
}

/**
 * The city chooser's current city. The device must give a position, else 'Location Failed'; the name comes from
 * the position the backend estimates (no geocoding service is configured). Located anew on every visit (keep 0);
 * Re-locate reloads it.
 */
export const currentCity = resource({
  keep: 0,
  load: async (_here: 'here', signal): Promise<Loaded<{ name: string }>> => {
    const network = (await device()) ? await networkPosition(signal) : null;
    return network ? { ok: true, data: { name: network.city_name } } : locationFailed(signal);
  },
});

export type MapPosition = (Coordinates & { source: 'device' }) | (Coordinates & { source: 'network'; place: string });

/** The map test's position: the device's, else (after 'Location Failed') the network's. Located on every visit. */
export const mapPosition = resource({
  keep: 0,
  load: async (_here: 'here', signal): Promise<Loaded<MapPosition>> => {
    const own = await device();
    if (own) return { ok: true, data: { source: 'device', ...own } };
    const failed = locationFailed(signal);
    const network = await networkPosition(signal);
    if (!network) return failed;
    const { latitude, longitude, city_name, country_name } = network;
    return {
      ok: true,
      data: { source: 'network', latitude, longitude, place: [city_name, country_name].filter(Boolean).join(', ') },
    };
  },
});
