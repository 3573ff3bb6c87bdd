import { rules, type RequestBody, type ResponseData } from '@storefront/sdk';
import { resource } from '../../data/resource';
import { invalidate } from '../../data/tags';
import { api } from '../../session/api';
import { fetchGuestToken } from '../../session/startup';
import { clearSession, datacenterUuid, setUserInfo, userInfo } from '../../session/state';
import { FAVOURITES_TAG } from '../favorites/fav-data';

export type MyCase = ResponseData<'getMyCaseList'>['list'][number];
export type ProfileEdit = Omit<RequestBody<'fillInfo'>, 'datacenter_uuid'>;

/** Account pages show the profile as the server has it: it reloads after every save of it. */
export const PROFILE_TAG = 'profile';

/** The signed-in user's info, fresh from the server; each answer is stored with the session's token. */
export const profile = resource({
  tags: [PROFILE_TAG],
  load: async (_me: 'me', signal) => {
    const result = await api.call('getUserInfo', { body: {}, signal });
    if (result.ok)
      setUserInfo({
        ...userInfo.peek(),
        ...result.data,
        access_user_token: userInfo.peek()?.access_user_token ?? result.data.access_user_token,
      });
    return result;
  },
});

/**
 * The account home's previews: the wish list's and recently viewed's first 10 items
 * (docs/product/account.md#the-account-tab).
 */
export const previews = resource({
  tags: [FAVOURITES_TAG],
  load: async (_me: 'me', signal) => {
    const [wish, recent] = await Promise.all([
      api.call('getProductFavList', { body: { page: 1, limit: rules.PREVIEW_ITEMS }, signal }),
      api.call('getRecentlyViewedList', {
        body: { sort_type: rules.RECENTLY_VIEWED_SORT.newest, page: 1, limit: rules.PREVIEW_ITEMS },
        signal,
      }),
    ]);
    if (!wish.ok) return wish;
    if (!recent.ok) return recent;
    return { ok: true as const, data: { wish: wish.data.list, recent: recent.data.list } };
  },
});

export async function loadMyCases(page: number, signal: AbortSignal): Promise<MyCase[] | null> {
  const result = await api.call('getMyCaseList', { body: { page, limit: rules.CATALOGUE_PAGE_SIZE }, signal });
  return result.ok ? result.data.list : null;
}

/**
 * Saves profile fields (fillInfo). The answer is stored at once, so the header, /person and every page showing
 * the user agree; silent: the page says what failed beside what it keeps.
 */
export async function saveProfile(edit: ProfileEdit) {
  const result = await api.call('fillInfo', { body: edit, silent: true });
  if (result.ok) {
    setUserInfo({
      ...userInfo.peek(),
      ...result.data,
      access_user_token: userInfo.peek()?.access_user_token ?? result.data.access_user_token,
    });
    invalidate(PROFILE_TAG);
  }
  return result;
}

/**
 * Links a Facebook (1) or Google (2) account by its uid, proven by the credential its provider's page handed back
 * with it, or unlinks it (null); the bound flags come back and are stored.
 */
export async function setSocialLink(
  userType: rules.SocialUserType,
  account: { uid: string; credential: string } | null,
) {
  const result =
    account === null
      ? await api.call('unbindPlatform', { body: { user_type: userType } })
      : await api.call('bindPlatform', {
          body: { user_type: userType, uid: account.uid, credential: account.credential },
        });
  if (result.ok) {
    const current = userInfo.peek();
    if (current) setUserInfo({ ...current, ...result.data });
    invalidate(PROFILE_TAG);
  }
  return result;
}

/**
 * Log Out: the user is forgotten and a fresh guest token of the region is fetched
 * (docs/product/account.md#the-account-tab).
 */
export async function logOut(): Promise<void> {
  clearSession();
  const datacenter = datacenterUuid.peek();
  if (datacenter) await fetchGuestToken(api, datacenter);
}
