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
    '/..//evil.example',
    '/./..//evil.example',
    '/a/../..//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%2e%2e//evil.example',
    '/\t/evil.example',
    '/\r\n/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    null,
    42,
  ])('refuses %s', (path) => {
    expect(isOwnPath(path)).toBe(false);
  });
});

describe('isOwnPath, every way of writing "another host"', () => {
  // A small exhaustive property: a prefix ending in '/' (plain, or climbing with '..' in any spelling), then what a
  // browser drops (tab, newline, raw or escaped), then a second '/' or a backslash in any spelling (raw, escaped,
  // escaped twice, either case). Each one reads as '//evil.example' to a browser or a later decode: none may pass.
  const prefixes = ['/', '/../', '/./', '/a/../', '/%2e%2e/', '/%2E./', '/a/%2e%2e/'];
  const fillers = ['', '\t', '\n', '%09', '%0A'];
  const slashes = ['/', '\\', '%2F', '%2f', '%5C', '%5c', '%252F', '%255C'];
  const cases = prefixes.flatMap((p) => fillers.flatMap((f) => slashes.map((s) => `${p}${f}${s}evil.example/x`)));

  it(`refuses all ${cases.length} spellings`, () => {
    expect(cases.filter((path) => isOwnPath(path))).toEqual([]);
  });

  it('still accepts escapes that mean nothing special, and dot segments that stay inside', () => {
    for (const path of [
      '/a/../favorites',
      '/search?q=100%25',
      '/product-detail?next=%2F%2Fx',
      '/cases/%20x',
      '/a%2Fb',
    ]) {
      expect(isOwnPath(path), path).toBe(true);
    }
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
