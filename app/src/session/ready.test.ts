import { describe, expect, it, vi } from 'vitest';

vi.mock('./api', () => ({ api: { call: vi.fn(async () => ({ ok: true, data: 'answer' })) } }));

const { readyApi, whenSessionReady } = await import('./ready');
const { api } = await import('./api');
const { sessionReady } = await import('./state');

describe('waiting for start-up', () => {
  it('holds calls until the session is ready, then makes them', async () => {
    sessionReady.value = false;
    let settled = false;
    const pending = readyApi.call('getPosition', {}).then((result) => {
      settled = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    expect(api.call).not.toHaveBeenCalled();
    sessionReady.value = true;
    await expect(pending).resolves.toEqual({ ok: true, data: 'answer' });
    expect(api.call).toHaveBeenCalledWith('getPosition', {}, undefined);
  });

  it('resolves at once when already ready', async () => {
    sessionReady.value = true;
    await expect(whenSessionReady()).resolves.toBeUndefined();
  });
});
