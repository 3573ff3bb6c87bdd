import { afterEach, describe, expect, it } from 'vitest';
import { online, setServerReached } from './state';

afterEach(() => {
  window.dispatchEvent(new Event('online'));
});

describe('the connection state', () => {
  it('follows the browser: offline on its offline event, online again on its online event', () => {
    expect(online.value).toBe(true);
    window.dispatchEvent(new Event('offline'));
    expect(online.value).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(online.value).toBe(true);
  });

  it('is offline when a call could not reach the server though the browser says online, until one does', () => {
    setServerReached(false);
    expect(online.value).toBe(false);
    setServerReached(true);
    expect(online.value).toBe(true);
  });

  it('trusts the server again when the browser says it is back online', () => {
    setServerReached(false);
    window.dispatchEvent(new Event('online'));
    expect(online.value).toBe(true);
  });
});
