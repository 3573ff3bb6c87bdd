import { useSignals } from '@preact/signals-react/runtime';
import type { ResponseData } from '@storefront/sdk';
import { resource } from '../../data/resource';
import { useResource } from '../../data/use-resource';
import { launchParams } from '../../session/state';
import { assetUrl } from '../../shared/asset';
import { api } from '../../session/api';

export type Representative = ResponseData<'getCustomerServiceInfo'>;

/**
 * The client's sales representative (or the region's default one); quiet on failure
 * (docs/product/home-and-scanning.md#customer-service).
 */
export const representative = resource({
  load: (userId: string, signal) =>
    api.call('getCustomerServiceInfo', { body: { user_id: userId }, signal, silent: true }),
});

/**
 * The representative for the floating card (home, a display): the session's, with the photo's asset path resolved
 * against the CDN like every other picture (the card shows it as it is given).
 */
export function useRepresentative(): Representative | null {
  useSignals();
  const rep = useResource(representative, launchParams.value.user_id)?.data.value ?? null;
  return rep && { ...rep, headimg: assetUrl(rep.headimg) };
}

/** Starts loading the session's representative before the card shows it (a first page's start). */
export function startRepresentative(): void {
  representative.load(launchParams.peek().user_id);
}
