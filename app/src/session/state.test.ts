import { describe, expect, it } from 'vitest';
import { sessionIdentity, setDatacenter, setSessionReady, setUserInfo, clearSession, whenSessionReady } from './state';

describe('the session signals', () => {
  it('whenSessionReady holds until start-up says ready, and resolves at once after', async () => {
    setSessionReady(false);
    let settled = false;
    const pending = whenSessionReady().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    setSessionReady(true);
    await pending;
    expect(settled).toBe(true);
    await expect(whenSessionReady()).resolves.toBeUndefined();
  });

  it('the identity changes with the region and with signing in or out, not with anything else', () => {
    clearSession();
    setDatacenter('dc-eu');
    const guest = sessionIdentity.value;
    setUserInfo({ access_user_token: 'u1' });
    const signedIn = sessionIdentity.value;
    expect(signedIn).not.toBe(guest);
    setUserInfo({ access_user_token: 'u1', first_name: 'Ana' });
    expect(sessionIdentity.value).toBe(signedIn);
    setDatacenter('dc-us');
    expect(sessionIdentity.value).not.toBe(signedIn);
  });
});
