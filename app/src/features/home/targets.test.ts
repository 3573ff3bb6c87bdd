import { describe, expect, it } from 'vitest';
import { bannerTarget, popupTarget, searchHref } from './targets';

describe('banner targets', () => {
  const banner = (type: number, content: string, title = 'Spring') => ({ type, content, title });

  it('1 opens an http(s) address outside the app, and nothing else', () => {
    expect(bannerTarget(banner(1, 'https://example.com/guide'))).toEqual({
      kind: 'external',
      url: 'https://example.com/guide',
    });
    expect(bannerTarget(banner(1, 'javascript:alert(1)'))).toEqual({ kind: 'none' });
  });

  it('2 to 6 open their routes with the id in the query', () => {
    expect(bannerTarget(banner(2, '4'))).toEqual({ kind: 'route', href: '/brand?id=4' });
    expect(bannerTarget(banner(3, '17'))).toEqual({ kind: 'route', href: '/product-detail?id=17' });
    expect(bannerTarget(banner(4, '9'))).toEqual({ kind: 'route', href: '/cases-detail?id=9' });
    expect(bannerTarget(banner(5, '2'))).toEqual({ kind: 'route', href: '/cases-subject?id=2' });
    expect(bannerTarget(banner(6, 'tpl-1', 'Nordic Living'))).toEqual({
      kind: 'route',
      href: '/template-detail?id=tpl-1&name=Nordic+Living',
    });
  });

  it('a product or case banner without an id opens the list', () => {
    expect(bannerTarget(banner(3, ''))).toEqual({ kind: 'route', href: '/product' });
    expect(bannerTarget(banner(3, '0'))).toEqual({ kind: 'route', href: '/product' });
    expect(bannerTarget(banner(4, ''))).toEqual({ kind: 'route', href: '/cases' });
  });

  it('an unknown type goes nowhere', () => {
    expect(bannerTarget(banner(9, '1'))).toEqual({ kind: 'none' });
  });
});

describe('popup targets', () => {
  const ad = (content_type: number, content: string) => ({ content_type, content, path: '', title: 'Ad' });

  it("content '0' opens the list page", () => {
    expect(popupTarget(ad(2, '0'))).toEqual({ kind: 'route', href: '/brand' });
    expect(popupTarget(ad(3, '0'))).toEqual({ kind: 'route', href: '/product' });
    expect(popupTarget(ad(4, '0'))).toEqual({ kind: 'route', href: '/cases' });
    expect(popupTarget(ad(6, '0'))).toEqual({ kind: 'route', href: '/template' });
  });

  it('a brand ad opens brand content', () => {
    expect(popupTarget(ad(2, '5'))).toEqual({ kind: 'route', href: '/brand-detail?id=5' });
  });

  it('an unknown kind falls back to home', () => {
    expect(popupTarget(ad(42, '1'))).toEqual({ kind: 'route', href: '/' });
  });
});

describe('search from the hot-word ticker', () => {
  it('carries the type and the shown word', () => {
    expect(searchHref({ hotword: 'Hotel lobby', type: 1 })).toBe('/search?type=cases&placeholder=Hotel+lobby');
    expect(searchHref({ hotword: 'Terrazzo', type: 2 })).toBe('/search?type=product&placeholder=Terrazzo');
    expect(searchHref({ hotword: 'Terrazzo', type: null })).toBe('/search?placeholder=Terrazzo');
    expect(searchHref(null)).toBe('/search');
  });
});
