import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ClientOptions } from './client.js';
import { keptAnswers, memoryStorage } from './offline.js';
import { OFFLINE_WRITE_TEXT, TRANSPORT_TOAST_MS } from './rules/session.js';
import { envelopes } from './transport.js';

const json = (value: unknown) =>
  new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });
const BANNERS = { list: [{ id: 1, image: 'a.jpg' }] };

/** A client whose connection is switched by the test: offline, every fetch fails like a lost connection. */
function offlineClient(extra: Partial<ClientOptions> = {}) {
  let connected = true;
  const state = { online: true };
  const fetch = vi.fn(async (request: Request) => {
    if (!connected) throw new TypeError('Failed to fetch');
    const body = (await request.json()) as Record<string, unknown>;
    return json({ status: 200, msg: 'ok', data: request.url.endsWith('getMainPageBanner') ? BANNERS : body });
  });
  const onConnection = vi.fn((reached: boolean) => (state.online = reached));
  const onMessage = vi.fn();
  const answers = keptAnswers(memoryStorage(), { owner: 'o' });
  const api = createApiClient({
    baseUrl: 'http://api.test',
    fetch: fetch as unknown as typeof globalThis.fetch,
    onMessage,
    onConnection,
    isOnline: () => state.online,
    keptAnswers: () => Promise.resolve(answers),
    ...extra,
  });
  const goOffline = () => {
    connected = false;
    state.online = false;
  };
  return { api, fetch, onConnection, onMessage, goOffline, answers };
}

/** The client keeps an answer after handing it over: wait until it is there. */
const kept = (answers: ReturnType<typeof keptAnswers>) =>
  vi.waitFor(() => expect(answers.kept('getMainPageBanner', {})).toBeDefined());

describe('offline: the connection', () => {
  it('tells the app a call reached the server, and that a failed connection did not', async () => {
    const { api, onConnection, goOffline } = offlineClient();
    await api.call('getMainPageBanner', { body: {} });
    expect(onConnection).toHaveBeenLastCalledWith(true);
    goOffline();
    await api.call('getMainPageBanner', { body: {} });
    expect(onConnection).toHaveBeenLastCalledWith(false);
  });

  it('does not take a timeout or an abort for a lost connection', async () => {
    const onConnection = vi.fn();
    const { onError } = envelopes(undefined, onConnection);
    const failed = (signal?: AbortSignal) =>
      onError?.({ request: new Request('http://api.test/x', signal ? { signal } : {}) } as never);
    await failed(AbortSignal.abort(new DOMException('timed out', 'TimeoutError')));
    await failed(AbortSignal.abort());
    expect(onConnection).not.toHaveBeenCalled();
    await failed();
    expect(onConnection).toHaveBeenCalledWith(false);
  });
});

describe('offline: reads answered from the last answer kept', () => {
  it('answers a read with its last answer, marked stale, and shows no failure', async () => {
    const { api, onMessage, goOffline, answers } = offlineClient();
    await expect(api.call('getMainPageBanner', { body: {} })).resolves.toEqual({ ok: true, data: BANNERS });
    await kept(answers);
    goOffline();
    await expect(api.call('getMainPageBanner', { body: {} })).resolves.toEqual({
      ok: true,
      data: BANNERS,
      stale: true,
    });
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('fails as before when nothing was kept for that call (another body)', async () => {
    const { api, onMessage, goOffline, answers } = offlineClient();
    await api.call('getMainPageBanner', { body: {} });
    await kept(answers);
    goOffline();
    await expect(api.call('getProductDetail', { body: { product_id: 3 } })).resolves.toMatchObject({
      ok: false,
      reason: 'transport',
    });
    expect(onMessage).toHaveBeenCalledWith('request error', 'transport', TRANSPORT_TOAST_MS);
  });

  it('does not answer from what was kept while the connection holds (a server error stays an error)', async () => {
    const { api, answers } = offlineClient({
      fetch: vi.fn(async () => json({ status: 500, msg: 'broken', data: null })) as unknown as typeof fetch,
    });
    answers.keep('getMainPageBanner', {}, BANNERS);
    await expect(api.call('getMainPageBanner', { body: {} })).resolves.toMatchObject({ ok: false, msg: 'broken' });
  });
});

describe('offline: writes refused before they are sent', () => {
  it('refuses a write with one message and sends nothing', async () => {
    const { api, fetch, onMessage, goOffline } = offlineClient();
    goOffline();
    await expect(api.call('productFav', { body: { product_id: '3' } })).resolves.toMatchObject({
      ok: false,
      reason: 'offline',
      msg: OFFLINE_WRITE_TEXT,
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(onMessage).toHaveBeenCalledWith(OFFLINE_WRITE_TEXT, 'transport', TRANSPORT_TOAST_MS);
  });

  it('refuses an upload too', async () => {
    const { api, fetch, goOffline } = offlineClient();
    goOffline();
    await expect(api.uploadImage(new Blob(['x']))).resolves.toMatchObject({ reason: 'offline' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the write again once the connection is back', async () => {
    const { api, fetch, goOffline } = offlineClient();
    goOffline();
    await api.call('productFav', { body: { product_id: '3' } });
    const back = offlineClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    fetch.mockImplementation(async () => json({ status: 200, msg: 'ok', data: { is_fav: 1 } }));
    await expect(back.api.call('productFav', { body: { product_id: '3' } })).resolves.toMatchObject({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('lets a write go when the offline module could not be loaded (it cannot tell reads from writes)', async () => {
    const { api, fetch, goOffline } = offlineClient({ keptAnswers: () => Promise.reject(new Error('no module')) });
    goOffline();
    await expect(api.call('productFav', { body: { product_id: '3' } })).resolves.toMatchObject({
      reason: 'transport',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
