import type { ApiClient } from '@storefront/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { beginSocialSignIn } from '../features/account/social-state';
import { clearSession, guestInfo, sessionReady, setDatacenter, setGuestInfo, setSessionReady, userInfo } from './state';
import { dataCenterList, startSession } from './startup';

function fakeApi(answers: Record<string, unknown>) {
  const calls: { op: string; body: unknown }[] = [];
  const api: ApiClient = {
    call: vi.fn(async (op: string, init?: { body?: unknown }) => {
      const body = init?.body;
      calls.push({ op, body });
      return { ok: true, data: answers[op] };
    }) as unknown as ApiClient['call'],
  };
  return { api, calls };
}

const datacenters = {
  list: [
    {
      datacenter_uuid: 'dc-us',
      datacenter_name: 'North America',
      country_code: 'US',
      latitude: 0,
      longitude: 0,
      is_default: 2,
    },
    {
      datacenter_uuid: 'dc-eu',
      datacenter_name: 'Europe',
      country_code: 'ES',
      latitude: 0,
      longitude: 0,
      is_default: 1,
    },
  ],
};
const guest = { access_guest_token: 'g_123', expires_in: 7200, datacenter_uuid: 'dc-eu' };

function at(url: string) {
  window.history.replaceState(null, '', url);
  return window.location;
}

describe('start-up', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearSession();
    setDatacenter(null);
    setSessionReady(false);
  });

  it('with no login and no token, fetches a guest token for the default data centre', async () => {
    const { api, calls } = fakeApi({ getDateCenterList: datacenters, getClientGuestToken: guest });
    await startSession(api, at('/?user_id=u7&client_user_id=c9'), window.history);
    expect(calls.map((c) => c.op)).toEqual(['getDateCenterList', 'getClientGuestToken']);
    expect(calls[1]?.body).toEqual({ datacenter_uuid: 'dc-eu', user_id: 'u7', client_user_id: 'c9' });
    expect(guestInfo.value).toEqual({ access_guest_token: 'g_123', datacenter_uuid: 'dc-eu' });
    expect(sessionReady.value).toBe(true);
  });

  it('shares its data-centre list with the pages that show it, and a failed list is asked again', async () => {
    const { api, calls } = fakeApi({ getDateCenterList: datacenters, getClientGuestToken: guest });
    await startSession(api, at('/'), window.history);
    await expect(dataCenterList(api)).resolves.toMatchObject({ ok: true, data: datacenters });
    expect(calls.filter((c) => c.op === 'getDateCenterList')).toHaveLength(1);

    const failing = fakeApi({});
    vi.mocked(failing.api.call).mockResolvedValueOnce({
      ok: false,
      status: 0,
      msg: 'request error',
      reason: 'transport',
    } as never);
    await expect(dataCenterList(failing.api)).resolves.toMatchObject({ ok: false });
    await dataCenterList(failing.api);
    expect(vi.mocked(failing.api.call)).toHaveBeenCalledTimes(2);
  });

  it('with a stored region, asks for its guest token at once, without waiting for the data-centre list', async () => {
    setDatacenter('dc-us');
    const { api, calls } = fakeApi({ getClientGuestToken: { ...guest, datacenter_uuid: 'dc-us' } });
    await startSession(api, at('/'), window.history);
    expect(calls.map((c) => c.op)).toEqual(['getClientGuestToken']);
    expect(calls[0]?.body).toMatchObject({ datacenter_uuid: 'dc-us' });
    expect(sessionReady.value).toBe(true);
  });

  it('keeps a stored guest token of the chosen data centre', async () => {
    setDatacenter('dc-eu');
    setGuestInfo({ access_guest_token: 'g_old', datacenter_uuid: 'dc-eu' });
    const { api, calls } = fakeApi({});
    await startSession(api, at('/'), window.history);
    expect(calls).toEqual([]);
    expect(guestInfo.value?.access_guest_token).toBe('g_old');
  });

  it('takes a token from the URL only as the return of a sign-in this tab started, and removes it from the address bar', async () => {
    setDatacenter('dc-eu');
    const state = beginSocialSignIn('google');
    const { api, calls } = fakeApi({});
    await startSession(api, at(`/cases?token=secret-token&state=${state}&x=1`), window.history);
    expect(userInfo.value?.access_user_token).toBe('secret-token');
    expect(window.location.search).toBe('?x=1');
    expect(window.location.href).not.toContain('secret-token');
    expect(calls.map((c) => c.op)).not.toContain('getClientGuestToken');
  });

  it('ignores a pasted ?token= link: without the state this tab started, with another state, or replayed', async () => {
    setDatacenter('dc-eu');
    const pasted = ['/?token=planted', '/?token=planted&state=0123456789abcdef0123456789abcdef'];
    for (const path of pasted) {
      clearSession();
      const { api, calls } = fakeApi({ getClientGuestToken: guest });
      await startSession(api, at(path), window.history);
      expect(userInfo.value).toBeNull();
      expect(window.location.href).not.toContain('planted');
      expect(calls.map((c) => c.op)).toContain('getClientGuestToken');
    }
    const state = beginSocialSignIn('facebook');
    await startSession(fakeApi({ getClientGuestToken: guest }).api, at(`/?token=first&state=${state}`), window.history);
    clearSession();
    await startSession(fakeApi({ getClientGuestToken: guest }).api, at(`/?token=again&state=${state}`), window.history);
    expect(userInfo.value).toBeNull();
  });
});
