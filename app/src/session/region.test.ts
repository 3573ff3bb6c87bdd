import type { ApiClient } from '@storefront/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { switchRegion } from './region';
import {
  datacenterUuid,
  guestInfo,
  isLoggedIn,
  KEYS,
  sessionReady,
  setDatacenter,
  setGuestInfo,
  setLaunchParams,
  setUserInfo,
  userInfo,
} from './state';

function fakeApi(answer: { ok: boolean; data?: unknown }) {
  const calls: { op: string; body: unknown }[] = [];
  const api: ApiClient = {
    call: vi.fn(async (op: string, init?: { body?: unknown }) => {
      const body = init?.body;
      calls.push({ op, body });
      return answer.ok ? { ok: true, data: answer.data } : { ok: false, status: 400, msg: 'no', reason: 'error' };
    }) as unknown as ApiClient['call'],
  };
  return { api, calls };
}

describe('switching region', () => {
  beforeEach(() => {
    localStorage.clear();
    setLaunchParams({ client_user_id: '', user_id: '', reg_platform_type: '' });
    setDatacenter('dc-eu');
    setUserInfo({ access_user_token: 'u_eu', client_user_id: 'c1' });
    setGuestInfo({ access_guest_token: 'g_eu', datacenter_uuid: 'dc-eu' });
  });

  it('stores the choice, signs out and fetches a guest token of the new region', async () => {
    const { api, calls } = fakeApi({
      ok: true,
      data: { access_guest_token: 'g_us', expires_in: 7200, datacenter_uuid: 'dc-us' },
    });
    await expect(switchRegion(api, 'dc-us')).resolves.toBe(true);
    expect(datacenterUuid.value).toBe('dc-us');
    expect(JSON.parse(localStorage.getItem(KEYS.datacenter) ?? '{}').value).toBe('dc-us');
    expect(userInfo.value).toBeNull();
    expect(isLoggedIn.value).toBe(false);
    expect(localStorage.getItem(KEYS.user)).toBeNull();
    expect(calls).toEqual([
      { op: 'getClientGuestToken', body: { datacenter_uuid: 'dc-us', user_id: '', client_user_id: '' } },
    ]);
    expect(guestInfo.value).toEqual({ access_guest_token: 'g_us', datacenter_uuid: 'dc-us' });
    expect(sessionReady.value).toBe(true);
  });

  it('a refused guest token still leaves the old session cleared', async () => {
    const { api } = fakeApi({ ok: false });
    await expect(switchRegion(api, 'dc-au')).resolves.toBe(false);
    expect(userInfo.value).toBeNull();
    expect(guestInfo.value).toBeNull();
    expect(datacenterUuid.value).toBe('dc-au');
  });
});
