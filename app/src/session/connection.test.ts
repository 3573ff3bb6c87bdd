import { afterEach, describe, expect, it } from 'vitest';
import { online } from './state';

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
});
