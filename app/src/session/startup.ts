import { rules, type ApiClient, type CallResult } from '@storefront/sdk';
import {
  datacenterUuid,
  guestInfo,
  launchParams,
  setDatacenter,
  setGuestInfo,
  setLaunchParams,
  setUserInfo,
  userInfo,
  setSessionReady,
} from './state';

const LAUNCH_KEYS = ['client_user_id', 'user_id', 'reg_platform_type'] as const;

/**
 * Reads the launch parameters of the URL and removes a token from the address bar, so it is not left in history,
 * bookmarks or shared links.
 *
 * A token arriving in the URL becomes the access token (docs/product/session-and-requests.md#start-up); issue 14 says
 * nothing may sign a visitor in from a pasted link (login CSRF: someone else's session planted in this browser). Both
 * hold when the token is honoured only as the return of a sign-in this tab started: it must come with the one-time
 * `state` of that sign-in (social-state.ts, single use, 10 minutes). Any other `?token=` is dropped unread. That check
 * is loaded only when a token comes, so the home route's first load does not carry it.
 */
export async function readLaunchUrl(location: Location, history: History): Promise<void> {
  const url = new URL(location.href);
  const params = url.searchParams;
  if (LAUNCH_KEYS.some((key) => params.has(key))) {
    setLaunchParams({
      client_user_id: params.get('client_user_id') ?? '',
      user_id: params.get('user_id') ?? '',
      reg_platform_type: params.get('reg_platform_type') ?? '',
    });
  }
  if (params.has('token')) {
    const token = params.get('token');
    const state = params.get('state');
    params.delete('token');
    params.delete('state');
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    const { takeTokenState } = await import('../features/account/social-state');
    if (token && takeTokenState(state)) setUserInfo({ ...(userInfo.peek() ?? {}), access_user_token: token });
  }
}

const dataCenterLists = new WeakMap<ApiClient, Promise<CallResult<'getDateCenterList'>>>();

/**
 * The data centres (regions). The list is the same for every session and does not change within a visit: it is
 * asked once and shared by start-up (the region of a first visit) and the pages that show it (the login page's
 * current country, the country page). A failure is asked again by the next load.
 */
export function dataCenterList(api: ApiClient): Promise<CallResult<'getDateCenterList'>> {
  let list = dataCenterLists.get(api);
  if (!list) {
    list = api.call('getDateCenterList', { body: {} }).then((result) => {
      if (!result.ok) dataCenterLists.delete(api);
      return result;
    });
    dataCenterLists.set(api, list);
  }
  return list;
}

/** The stored data centre, or the default one (nearest to a known position), remembered for next time. */
async function chooseDatacenter(api: ApiClient): Promise<string | null> {
  const stored = datacenterUuid.peek();
  if (stored) return stored;
  const result = await dataCenterList(api);
  if (!result.ok) return null;
  const list = rules.dataCentresOf(result.data);
  const chosen = list.find((dc) => dc.is_default === 1) ?? list[0];
  if (!chosen) return null;
  setDatacenter(chosen.datacenter_uuid);
  return chosen.datacenter_uuid;
}

/**
 * Start-up (docs/product/session-and-requests.md#start-up): with no login and no token, fetch a guest token for the
 * chosen data centre.
 */
export async function startSession(
  api: ApiClient,
  location: Location = window.location,
  history: History = window.history,
) {
  await readLaunchUrl(location, history);
  const datacenter = await chooseDatacenter(api);
  const guest = guestInfo.peek();
  const needsGuest =
    !userInfo.peek()?.access_user_token && (!guest || (datacenter !== null && guest.datacenter_uuid !== datacenter));
  if (needsGuest && datacenter) await fetchGuestToken(api, datacenter);
  setSessionReady(true);
}

/** Asks for a guest token of one data centre (with the share link's ids) and stores it; false when refused. */
export async function fetchGuestToken(api: ApiClient, datacenter: string): Promise<boolean> {
  const { user_id, client_user_id } = launchParams.peek();
  const result = await api.call('getClientGuestToken', {
    body: { datacenter_uuid: datacenter, user_id, client_user_id },
  });
  if (!result.ok) return false;
  setGuestInfo(
    { access_guest_token: result.data.access_guest_token, datacenter_uuid: result.data.datacenter_uuid },
    result.data.expires_in * 1000,
  );
  return true;
}
