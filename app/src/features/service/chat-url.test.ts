import { describe, expect, it } from 'vitest';
import { chatFrameUrl, telHref } from './chat-url';

describe('the chat frame address', () => {
  it('takes an http(s) URL or a path of this site', () => {
    expect(chatFrameUrl('https://chat.example.com/widget?site=tiles')).toBe('https://chat.example.com/widget?site=tiles');
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
