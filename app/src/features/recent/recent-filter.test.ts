import { describe, expect, it } from 'vitest';
import { browsingOf, DEFAULT_RECENT_FILTER, nothingIncluded, recentBody, sortOf, viewedHref } from './recent-filter';

describe('recently viewed request', () => {
  it('defaults to newest first, both browsing types, every kind', () => {
    expect(recentBody(DEFAULT_RECENT_FILTER, 1)).toEqual({
      sort_type: 1,
      is_product: 1,
      is_case: 1,
      is_display: 1,
      page: 1,
      limit: 30,
    });
  });

  it('excludes kinds with 2 and narrows the browsing type', () => {
    expect(recentBody({ sort: 3, browsing: 2, product: true, cases: false, display: false }, 2)).toEqual({
      sort_type: 3,
      browsing_type: 2,
      is_product: 1,
      is_case: 2,
      is_display: 2,
      page: 2,
      limit: 30,
    });
  });

  it('reads the option keys', () => {
    expect(sortOf('4')).toBe(4);
    expect(sortOf('9')).toBe(1);
    expect(browsingOf('1')).toBe(1);
    expect(browsingOf('')).toBeNull();
  });

  it('knows when nothing is included', () => {
    expect(nothingIncluded({ ...DEFAULT_RECENT_FILTER, product: false, cases: false, display: false })).toBe(true);
    expect(nothingIncluded(DEFAULT_RECENT_FILTER)).toBe(false);
  });

  it('opens each kind', () => {
    expect(viewedHref({ type: 1, content_id: 4, content_name: 'A' })).toBe('/product-detail?id=4');
    expect(viewedHref({ type: 2, content_id: 5, content_name: 'B' })).toBe('/cases-detail?id=5');
    expect(viewedHref({ type: 3, content_id: 6, content_name: 'Nordic Living' })).toBe(
      '/template-detail?id=6&name=Nordic+Living',
    );
  });
});
