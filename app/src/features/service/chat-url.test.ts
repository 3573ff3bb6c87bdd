import { describe, expect, it, vi } from 'vitest';
import { chatFrameUrl, chatPageAvailable, chatSandbox, telHref } from './chat-url';

describe('the chat frame address', () => {
  it('takes an http(s) URL or a path of this site', () => {
    expect(chatFrameUrl('https://chat.example.com/widget?site=tiles')).toBe(
      'https://chat.example.com/widget?site=tiles',
    );
    expect(chatFrameUrl('/chat/index.html')).toBe('/chat/index.html');
  });

  it('is none when empty or unsafe', () => {
    expect(chatFrameUrl('')).toBeNull();
    expect(chatFrameUrl(undefined)).toBeNull();
    expect(chatFrameUrl('javascript:alert(1)')).toBeNull();
    expect(chatFrameUrl('//evil.example/chat')).toBeNull();
    expect(chatFrameUrl('data:text/html,<script>1</script>')).toBeNull();
  });
});

describe('dialling the representative', () => {
  it('keeps digits only, with the area code', () => {
    expect(telHref('34', '600 111-222')).toBe('tel:+34600111222');
  });
});

describe('whether the chat page is there', () => {
  const answer = (status: number, type = 'text/html; charset=utf-8') =>
    vi.fn(async () => new Response(null, { status, headers: { 'content-type': type } })) as unknown as typeof fetch;

  it('asks a page of this site first', async () => {
    const found = answer(200);
    await expect(chatPageAvailable('/stand-in/chat.html', found)).resolves.toBe(true);
    expect(found).toHaveBeenCalledWith('/stand-in/chat.html', { method: 'HEAD', cache: 'no-store' });
    await expect(chatPageAvailable('/stand-in/chat.html', answer(404, 'text/plain'))).resolves.toBe(false);
    await expect(chatPageAvailable('/stand-in/chat.html', answer(200, 'application/json'))).resolves.toBe(false);
    const down = vi.fn(async () => Promise.reject(new TypeError('network'))) as unknown as typeof fetch;
    await expect(chatPageAvailable('/stand-in/chat.html', down)).resolves.toBe(false);
  });

  it("takes another site's page as there (it cannot be checked)", async () => {
    const never = vi.fn() as unknown as typeof fetch;
    await expect(chatPageAvailable('https://chat.example.com/widget', never)).resolves.toBe(true);
    expect(never).not.toHaveBeenCalled();
  });
});

describe('the chat frame sandbox', () => {
  it('never gives a same-origin chat page allow-same-origin (scripts plus the app origin would lift the sandbox)', () => {
    expect(chatSandbox('/stand-in/chat.html', 'https://shop.example')).toBe('allow-scripts allow-forms');
    expect(chatSandbox('https://shop.example/chat', 'https://shop.example')).toBe('allow-scripts allow-forms');
  });
  it('lets a provider on another origin keep its own origin, and nothing more than scripts and forms', () => {
    expect(chatSandbox('https://chat.example.com/widget?site=tiles', 'https://shop.example')).toBe(
      'allow-scripts allow-forms allow-same-origin',
    );
  });
});
