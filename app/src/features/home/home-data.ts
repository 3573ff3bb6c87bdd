import type { ResponseData } from '@storefront/sdk';
import { resource, type Loaded } from '../../data/resource';
import { api } from '../../session/api';
import { currentUserName } from '../../session/state';
import { assetUrl, fetchPictureEarly } from '../../shared/asset';
import { readAdRecord, unseenAds } from './ad-record';

export type HomeInfo = ResponseData<'getMainPageInfo'>;
export type Banner = ResponseData<'getMainPageBanner'>['list'][number];
export type HotWord = ResponseData<'getSearchHotwordList'>['list'][number];
export type Advertisement = ResponseData<'getAD'>[number];
export type Store = ResponseData<'getAppointmentStoreList'>['list'][number];
export type CaseSummary = ResponseData<'getCaseList'>['list'][number];

export interface HomeData {
  info: HomeInfo;
  banners: Banner[];
  hotWords: HotWord[];
  cases: CaseSummary[];
}

/** How many real cases the home loads; two show until See All. */
export const HOME_CASES = 6;
export const HOME_CASES_SHOWN = 2;

/** The blocks the home cannot do without; if the page info fails the page offers a retry. */
async function loadHome(signal: AbortSignal): Promise<Loaded<HomeData>> {
  const [info, banners, hotWords, cases] = await Promise.all([
    api.call('getMainPageInfo', { body: {}, signal }),
    // The first banner is the home's largest picture: fetched once its address is here, not after the slowest
    // of the four calls and the render.
    api.call('getMainPageBanner', { body: {}, signal }).then((answer) => {
      if (answer.ok) fetchPictureEarly(assetUrl(answer.data.list[0]?.img));
      return answer;
    }),
    api.call('getSearchHotwordList', { body: { platform_type: '2' }, signal }),
    api.call('getCaseList', { body: { page: 1, limit: HOME_CASES, sort: '' }, signal }),
  ]);
  if (!info.ok) return info;
  return {
    ok: true,
    data: {
      info: info.data,
      banners: banners.ok ? banners.data.list : [],
      hotWords: hotWords.ok ? hotWords.data.list : [],
      cases: cases.ok ? cases.data.list : [],
    },
  };
}

/** The home page's blocks (one entry: the key is only a name). */
export const homeData = resource({ load: (_page: 'home', signal) => loadHome(signal) });

/** The popup ads (type 3, banner_type 3). */
export const popupAds = resource({
  load: async (_kind: 'popup', signal) => {
    const answer = await api.call('getAD', { body: { type: 3, banner_type: 3 }, signal });
    // With an unseen ad the popup covers the first view, and its picture is the largest: fetched as the list arrives.
    if (answer.ok) fetchPictureEarly(assetUrl(unseenAds(answer.data, readAdRecord(), currentUserName.peek())[0]?.img));
    return answer;
  },
});

/** The nearest store, from the position the backend estimates. Quiet: the card simply stays away on failure. */
export const nearestStore = resource({
  load: async (_kind: 'nearest', signal): Promise<Loaded<Store | null>> => {
    const position = await api.call('getPosition', { body: {}, signal, silent: true });
    if (!position.ok) return position;
    const { latitude, longitude } = position.data.position;
    const stores = await api.call('getAppointmentStoreList', { body: { latitude, longitude }, signal, silent: true });
    return stores.ok ? { ok: true, data: stores.data.list[0] ?? null } : stores;
  },
});
