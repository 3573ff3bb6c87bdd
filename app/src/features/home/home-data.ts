import type { ResponseData } from '@storefront/sdk';
import { api } from '../../session/api';

export type HomeInfo = ResponseData<'getMainPageInfo'>;
export type Banner = ResponseData<'getMainPageBanner'>['list'][number];
export type HotWord = ResponseData<'getSearchHotwordList'>['list'][number];
export type Advertisement = ResponseData<'getAD'>[number];
export type Store = ResponseData<'getAppointmentStoreList'>['list'][number];
export type CaseSummary = ResponseData<'getCaseList'>['list'][number];
export type Representative = ResponseData<'getCustomerServiceInfo'>;

export interface HomeData {
  info: HomeInfo;
  banners: Banner[];
  hotWords: HotWord[];
  cases: CaseSummary[];
}

/** How many real cases the home loads; two show until See All. */
export const HOME_CASES = 6;
export const HOME_CASES_SHOWN = 2;

/** The blocks the home cannot do without; if one fails the page offers a retry. */
export async function loadHome(): Promise<HomeData | null> {
  const [info, banners, hotWords, cases] = await Promise.all([
    api.call('getMainPageInfo', { body: {} }),
    api.call('getMainPageBanner', { body: {} }),
    api.call('getSearchHotwordList', { body: { platform_type: '2' } }),
    api.call('getCaseList', { body: { page: 1, limit: HOME_CASES, sort: '' } }),
  ]);
  if (!info.ok) return null;
  return {
    info: info.data,
    banners: banners.ok ? banners.data.list : [],
    hotWords: hotWords.ok ? hotWords.data.list : [],
    cases: cases.ok ? cases.data.list : [],
  };
}

/** The popup ads (type 3, banner_type 3). */
export async function loadPopupAds(): Promise<Advertisement[]> {
  const result = await api.call('getAD', { body: { type: 3, banner_type: 3 } });
  return result.ok ? result.data : [];
}

/** The nearest store, from the position the backend estimates. Quiet: the card simply stays away on failure. */
export async function loadNearestStore(): Promise<Store | null> {
  const position = await api.call('getPosition', { body: {}, silent: true });
  if (!position.ok) return null;
  const { latitude, longitude } = position.data.position;
  const stores = await api.call('getAppointmentStoreList', { body: { latitude, longitude }, silent: true });
  return stores.ok ? (stores.data.list[0] ?? null) : null;
}

export async function loadRepresentative(userId: string): Promise<Representative | null> {
  const result = await api.call('getCustomerServiceInfo', { body: { user_id: userId }, silent: true });
  return result.ok ? result.data : null;
}
