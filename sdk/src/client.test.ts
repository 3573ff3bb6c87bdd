import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ClientOptions } from './client.js';
import { GUEST_TOKEN_HEADER, NAMESPACE_HEADER, USER_TOKEN_HEADER } from './headers.js';

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

function fakeServer(answer: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (request: Request) => {
    // Like fetch: a request whose signal is already aborted is never sent.
    if (request.signal.aborted) throw request.signal.reason;
    const entry: Seen = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: JSON.parse(await request.text()) as unknown,
    };
    seen.push(entry);
    return answer(entry);
  });
  return { seen, fetch: fetch as unknown as typeof globalThis.fetch };
}

const json = (value: unknown) =>
  new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });

function client(fetch: typeof globalThis.fetch, extra: Partial<ClientOptions> = {}) {
  const onMessage = vi.fn();
  const onSessionExpired = vi.fn();
  const api = createApiClient({
    baseUrl: 'http://api.test',
    fetch,
    onMessage,
    onSessionExpired,
    getDatacenterUuid: () => 'dc-eu',
    ...extra,
  });
  return { api, onMessage, onSessionExpired };
}

describe('request conventions', () => {
  it('POSTs JSON to the operation path and adds the stored data centre when absent', async () => {
    const server = fakeServer(() => json({ status: 200, msg: 'ok', data: { brand_list: [], case_subject_list: [] } }));
    const { api } = client(server.fetch);
    await api.call('getMainPageInfo', { body: {} });
    expect(server.seen[0]).toMatchObject({
      url: 'http://api.test/api/v1/common/getMainPageInfo',
      method: 'POST',
      body: { datacenter_uuid: 'dc-eu' },
    });
    expect(server.seen[0]?.headers.get('content-type')).toContain('application/json');
  });

  it('keeps a datacenter_uuid the caller gave', async () => {
    const server = fakeServer(() => json({ status: 200, msg: 'ok', data: {} }));
    const { api } = client(server.fetch);
    await api.call('getClientGuestToken', { body: { datacenter_uuid: 'dc-us' } });
    expect(server.seen[0]?.body).toMatchObject({ datacenter_uuid: 'dc-us' });
  });

  it('sends the user token when there is one, else the guest token, and never both', async () => {
    const server = fakeServer(() => json({ status: 200, msg: 'ok', data: { list: [] } }));
    let user: string | null = 'user-123';
    const { api } = client(server.fetch, { getUserToken: () => user, getGuestToken: () => 'guest-456' });
    await api.call('getMainPageBanner', { body: {} });
    user = null;
    await api.call('getMainPageBanner', { body: {} });
    expect(server.seen[0]?.headers.get(USER_TOKEN_HEADER)).toBe('user-123');
    expect(server.seen[0]?.headers.get(GUEST_TOKEN_HEADER)).toBeNull();
    expect(server.seen[1]?.headers.get(USER_TOKEN_HEADER)).toBeNull();
    expect(server.seen[1]?.headers.get(GUEST_TOKEN_HEADER)).toBe('guest-456');
    expect(server.seen.every((s) => !s.url.includes('123') && !s.url.includes('456'))).toBe(true);
  });

  it('sends the guest token to a user-only operation, so a guest is told to log in rather than expired', async () => {
    const server = fakeServer(() => json({ status: 401, msg: 'Please log in first.', data: null }));
    const { api, onSessionExpired } = client(server.fetch, {
      getUserToken: () => null,
      getGuestToken: () => 'guest-1',
    });
    await expect(api.call('getUserInfo', { body: {} })).resolves.toMatchObject({ status: 401 });
    expect(server.seen[0]?.headers.get(GUEST_TOKEN_HEADER)).toBe('guest-1');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('sends no token to an operation that takes none', async () => {
    const server = fakeServer(() => json({ status: 200, msg: 'ok', data: { list: [] } }));
    const { api } = client(server.fetch, { getUserToken: () => 'u', getGuestToken: () => 'g' });
    await api.call('getDateCenterList', { body: {} });
    expect(server.seen[0]?.headers.get(USER_TOKEN_HEADER)).toBeNull();
    expect(server.seen[0]?.headers.get(GUEST_TOKEN_HEADER)).toBeNull();
  });

  it('names the simulator namespace when one is configured', async () => {
    const server = fakeServer(() => json({ status: 200, msg: 'ok', data: { list: [] } }));
    const { api } = client(server.fetch, { namespace: 'qa-1' });
    await api.call('getDateCenterList', { body: {} });
    expect(server.seen[0]?.headers.get(NAMESPACE_HEADER)).toBe('qa-1');
  });

  it("asks for the answers' texts in the customer's language", async () => {
    const server = fakeServer(() => json({ status: 200, msg: 'ok', data: { list: [] } }));
    let language = 'zh-CN';
    const { api } = client(server.fetch, { getLanguage: () => language });
    await api.call('getDateCenterList', { body: {} });
    language = 'en';
    await api.call('getDateCenterList', { body: {} });
    expect(server.seen.map((request) => request.headers.get('Accept-Language'))).toEqual(['zh-CN', 'en']);
  });
});

describe('envelope statuses', () => {
  it('200 returns data', async () => {
    const data = { list: [{ id: 1, title: 'Spring', img: '/a.svg', type: 2, content: '3' }] };
    const { api, onMessage } = client(fakeServer(() => json({ status: 200, msg: 'ok', data })).fetch);
    await expect(api.call('getMainPageBanner', { body: {} })).resolves.toEqual({ ok: true, data });
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('203 is a silent rejection', async () => {
    const { api, onMessage, onSessionExpired } = client(
      fakeServer(() => json({ status: 203, msg: 'not allowed', data: null })).fetch,
    );
    await expect(api.call('getMainPageBanner', { body: {} })).resolves.toMatchObject({
      ok: false,
      status: 203,
      reason: 'rejected',
    });
    expect(onMessage).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('100 calls the session-expired hook', async () => {
    const { api, onSessionExpired } = client(fakeServer(() => json({ status: 100, msg: 'expired', data: null })).fetch);
    await expect(api.call('getMainPageBanner', { body: {} })).resolves.toMatchObject({ reason: 'expired' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('any other status reports the server msg for about 1.5 s', async () => {
    const errors = [{ field: 'type', rule: 'required', message: "must have required property 'type'" }];
    const { api, onMessage } = client(
      fakeServer(() => json({ status: 400, msg: 'type is required', data: { errors } })).fetch,
    );
    await expect(api.call('getAD', { body: { type: 3, banner_type: 3 } })).resolves.toMatchObject({
      ok: false,
      status: 400,
      msg: 'type is required',
      errors,
    });
    expect(onMessage).toHaveBeenCalledWith('type is required', 'error', 1500);
  });

  it('a silent call reports nothing', async () => {
    const { api, onMessage } = client(fakeServer(() => json({ status: 500, msg: 'boom', data: null })).fetch);
    await api.call('getCustomerServiceInfo', { body: {}, silent: true });
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('an answer that is not JSON counts as status 500', async () => {
    const { api, onMessage } = client(
      fakeServer(() => new Response('<html>bad gateway</html>', { status: 502 })).fetch,
    );
    await expect(api.call('getMainPageBanner', { body: {} })).resolves.toMatchObject({ ok: false, status: 500 });
    expect(onMessage).toHaveBeenCalledWith('request error', 'error', 1500);
  });

  it('an envelope sent with an HTTP error code is still read as an envelope', async () => {
    const { api } = client(
      fakeServer(() => new Response(JSON.stringify({ status: 404, msg: 'No such page', data: null }), { status: 404 }))
        .fetch,
    );
    await expect(api.call('getMainPageBanner', { body: {} })).resolves.toMatchObject({
      status: 404,
      msg: 'No such page',
    });
  });
});

describe('waiting for the session', () => {
  it('holds a call that takes a token until the session is ready, then sends the token it has then', async () => {
    const server = fakeServer(() => json({ status: 200, msg: 'ok', data: { list: [] } }));
    let open: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (open = resolve));
    let guest: string | null = null;
    const { api } = client(server.fetch, { whenReady: () => ready, getGuestToken: () => guest });
    const pending = api.call('getMainPageBanner', { body: {} });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.fetch).not.toHaveBeenCalled();
    guest = 'guest-late';
    open();
    await expect(pending).resolves.toMatchObject({ ok: true });
    expect(server.seen[0]?.headers.get(GUEST_TOKEN_HEADER)).toBe('guest-late');
  });

  it('builds the body after the wait, with the data centre start-up chose meanwhile', async () => {
    const server = fakeServer(() => json({ status: 200, msg: 'ok', data: { list: [] } }));
    let open: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (open = resolve));
    let datacenter: string | null = null;
    const { api } = client(server.fetch, {
      whenReady: () => ready,
      getGuestToken: () => 'g',
      getDatacenterUuid: () => datacenter,
    });
    const pending = api.call('getMainPageBanner', { body: {} });
    datacenter = 'dc-us';
    open();
    await pending;
    expect(server.seen[0]?.body).toEqual({ datacenter_uuid: 'dc-us' });
  });

  it('answers aborted when its caller gives up while it waits for the session, and sends nothing', async () => {
    const server = fakeServer(() => json({ status: 200, msg: 'ok', data: { list: [] } }));
    let open: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (open = resolve));
    const { api, onMessage } = client(server.fetch, { whenReady: () => ready, getGuestToken: () => 'g' });
    const controller = new AbortController();
    const pending = api.call('getMainPageBanner', { body: {}, signal: controller.signal });
    controller.abort();
    open();
    await expect(pending).resolves.toMatchObject({ ok: false, reason: 'aborted' });
    expect(server.seen).toEqual([]);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('does not hold a call that takes no token (start-up asks for the token itself)', async () => {
    const server = fakeServer(() => json({ status: 200, msg: 'ok', data: { list: [] } }));
    const { api } = client(server.fetch, { whenReady: () => new Promise(() => undefined) });
    await expect(api.call('getDateCenterList', { body: {} })).resolves.toMatchObject({ ok: true });
  });
});

describe('transport failures', () => {
  it('a call its caller aborted answers aborted and tells nobody', async () => {
    // Like fetch: a signal aborted before the call rejects at once, one aborted later rejects then.
    const hang = vi.fn(
      (request: Request) =>
        new Promise<Response>((_, reject) => {
          if (request.signal.aborted) reject(request.signal.reason);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    ) as unknown as typeof globalThis.fetch;
    const { api, onMessage } = client(hang);
    const controller = new AbortController();
    const pending = api.call('getMainPageBanner', { body: {}, signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toMatchObject({ ok: false, reason: 'aborted' });
    expect(onMessage).not.toHaveBeenCalled();
  });

  it("reports 'request error' for 3 s when the connection fails", async () => {
    const { api, onMessage } = client(fakeServer(() => Promise.reject(new TypeError('Failed to fetch'))).fetch);
    await expect(api.call('getMainPageBanner', { body: {} })).resolves.toMatchObject({
      ok: false,
      status: 0,
      reason: 'transport',
    });
    expect(onMessage).toHaveBeenCalledWith('request error', 'transport', 3000);
  });

  it("reports 'request error' when the answer breaks off halfway", async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"status":200,'));
        controller.error(new TypeError('terminated'));
      },
    });
    const { api, onMessage } = client(fakeServer(() => new Response(broken)).fetch);
    await expect(api.call('getMainPageBanner', { body: {} })).resolves.toMatchObject({
      ok: false,
      status: 0,
      reason: 'transport',
    });
    expect(onMessage).toHaveBeenCalledWith('request error', 'transport', 3000);
  });

  it('gives up after the timeout', async () => {
    const hang = vi.fn(
      (request: Request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    ) as unknown as typeof globalThis.fetch;
    const { api, onMessage } = client(hang, { timeoutMs: 20 });
    await expect(api.call('getMainPageBanner', { body: {} })).resolves.toMatchObject({ reason: 'transport' });
    expect(onMessage).toHaveBeenCalledWith('request error', 'transport', 3000);
  });

  it('defaults to a 30 s timeout', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { api } = client(fakeServer(() => json({ status: 200, msg: 'ok', data: { list: [] } })).fetch);
    await api.call('getMainPageBanner', { body: {} });
    expect(timeout).toHaveBeenCalledWith(30_000);
    timeout.mockRestore();
  });
});

describe('uploads (multipart, no token)', () => {
  interface SeenUpload {
    url: string;
    headers: Headers;
    form: FormData;
  }
  function uploadServer(answer: () => Response | Promise<Response>) {
    const seen: SeenUpload[] = [];
    const fetch = vi.fn(async (request: Request) => {
      seen.push({ url: request.url, headers: request.headers, form: await request.formData() });
      return answer();
    });
    return { seen, fetch: fetch as unknown as typeof globalThis.fetch };
  }
  const png = new Blob([Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)], { type: 'image/png' });

  it('POSTs multipart with the file, img_path h5_img and the stored data centre, and no token even when there is one', async () => {
    const server = uploadServer(() => json({ status: 200, msg: 'ok', data: { path: 'uploads/h5_img/a-1.png' } }));
    const { api } = client(server.fetch, { getUserToken: () => 'u', getGuestToken: () => 'g', namespace: 'qa-up' });
    await expect(api.uploadImage(new File([png], 'floor.png', { type: 'image/png' }))).resolves.toEqual({
      ok: true,
      data: { path: 'uploads/h5_img/a-1.png' },
    });
    const sent = server.seen[0]!;
    expect(sent.url).toBe('http://api.test/api/v1/common/uploadImage');
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.headers.get(USER_TOKEN_HEADER)).toBeNull();
    expect(sent.headers.get(GUEST_TOKEN_HEADER)).toBeNull();
    expect(sent.headers.get(NAMESPACE_HEADER)).toBe('qa-up');
    expect(sent.form.get('img_path')).toBe('h5_img');
    expect(sent.form.get('datacenter_uuid')).toBe('dc-eu');
    const file = sent.form.get('file') as File;
    expect(file.name).toBe('floor.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array(await png.arrayBuffer()));
  });

  it('takes another folder, and a plain Blob without a name', async () => {
    const server = uploadServer(() => json({ status: 200, msg: 'ok', data: { path: 'uploads/avatars/a-2.png' } }));
    const { api } = client(server.fetch);
    await api.uploadImage(png, 'avatars');
    expect(server.seen[0]?.form.get('img_path')).toBe('avatars');
    expect(server.seen[0]?.form.get('datacenter_uuid')).toBe('dc-eu');
    expect((server.seen[0]?.form.get('file') as File).name).toBe('upload');
  });

  it('reads a refusal like any call: status 400 with the field errors and the server msg shown', async () => {
    const errors = [
      { field: 'file', rule: 'image_type', message: 'Please choose an image file (JPG, PNG, GIF or WebP).' },
    ];
    const server = uploadServer(() => json({ status: 400, msg: errors[0]!.message, data: { errors } }));
    const { api, onMessage } = client(server.fetch);
    await expect(api.uploadImage(new Blob(['not an image']))).resolves.toEqual({
      ok: false,
      status: 400,
      msg: errors[0]!.message,
      reason: 'error',
      errors,
    });
    expect(onMessage).toHaveBeenCalledWith(errors[0]!.message, 'error', 1500);
  });

  it('parses a string answer, and counts an unparsable one as status 500', async () => {
    const asText = uploadServer(
      () => new Response(JSON.stringify({ status: 200, msg: 'ok', data: { path: 'uploads/h5_img/b-1.gif' } })),
    );
    await expect(client(asText.fetch).api.uploadImage(png)).resolves.toEqual({
      ok: true,
      data: { path: 'uploads/h5_img/b-1.gif' },
    });
    const broken = uploadServer(() => new Response('<html>413 Request Entity Too Large</html>', { status: 413 }));
    const { api, onMessage } = client(broken.fetch);
    await expect(api.uploadImage(png)).resolves.toMatchObject({ ok: false, status: 500, reason: 'error' });
    expect(onMessage).toHaveBeenCalledWith('request error', 'error', 1500);
  });

  it('gives up after the timeout like any call', async () => {
    const hang = vi.fn(
      (request: Request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    ) as unknown as typeof globalThis.fetch;
    const { api, onMessage } = client(hang, { timeoutMs: 20 });
    await expect(api.uploadImage(png)).resolves.toMatchObject({ ok: false, status: 0, reason: 'transport' });
    expect(onMessage).toHaveBeenCalledWith('request error', 'transport', 3000);
  });

  it('a silent upload reports nothing', async () => {
    const { api, onMessage } = client(uploadServer(() => json({ status: 500, msg: 'boom', data: null })).fetch);
    await api.uploadImage(png, 'h5_img', { silent: true });
    expect(onMessage).not.toHaveBeenCalled();
  });
});
