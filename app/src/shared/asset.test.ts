import { describe, expect, it } from 'vitest';
import { assetUrl } from './asset';

describe('assetUrl', () => {
  it('resolves a path against the CDN base', () => {
    expect(assetUrl('img/room/a.svg', '/cdn/')).toBe('/cdn/img/room/a.svg');
    expect(assetUrl('/img/room/a.svg', 'https://cdn.example.com/assets')).toBe(
      'https://cdn.example.com/assets/img/room/a.svg',
    );
  });
  it('keeps absolute http(s) addresses', () => {
    expect(assetUrl('https://images.example.com/a.jpg', '/cdn/')).toBe('https://images.example.com/a.jpg');
  });
  it('gives an empty string for nothing', () => {
    expect(assetUrl('', '/cdn/')).toBe('');
    expect(assetUrl(undefined, '/cdn/')).toBe('');
  });
});
