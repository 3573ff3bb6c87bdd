import { describe, expect, it } from 'vitest';
import { isOwnPath, safeExternalUrl } from './safe-url';

describe('isOwnPath', () => {
  it.each(['/', '/favorites', '/product-detail?id=3&name=a%20b', '/cases#top'])('accepts %s', (path) => {
    expect(isOwnPath(path)).toBe(true);
  });
  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'favorites',
    '',
    '/a\nb',
    null,
    42,
  ])('refuses %s', (path) => {
    expect(isOwnPath(path)).toBe(false);
  });
});

describe('safeExternalUrl', () => {
  it('keeps http and https addresses', () => {
    expect(safeExternalUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeExternalUrl(' http://example.com ')).toBe('http://example.com/');
  });
  it.each(['javascript:alert(1)', 'data:text/html,<script>1</script>', 'ftp://x', '/local', 'not a url', undefined])(
    'refuses %s',
    (value) => {
      expect(safeExternalUrl(value)).toBeNull();
    },
  );
});
