import { describe, expect, it } from 'vitest';
import { firstPage, NOT_FOUND, routes } from './routes';
import { documentTitle, ROUTE_TITLES } from './route-titles';

const pageOf = (path: string) => routes.find((r) => r.path === path)!.page;

describe('firstPage', () => {
  it('is the page of the path a visit opens at', () => {
    expect(firstPage('/', false)).toBe(pageOf('/'));
    expect(firstPage('/product-detail', false)).toBe(pageOf('/product-detail'));
  });

  it('is the login page for a guest opening a page that needs login, and the page itself once logged in', () => {
    expect(firstPage('/calculator', false)).toBe(pageOf('/login'));
    expect(firstPage('/calculator', true)).toBe(pageOf('/calculator'));
  });

  it('is the not-found page for a path no route has', () => {
    expect(firstPage('/no-such-page', false)).toBe(NOT_FOUND);
  });
});

describe('route titles', () => {
  it('names every route, so each browser tab says which page it shows', () => {
    expect(routes.map((r) => r.path).filter((path) => !(path in ROUTE_TITLES))).toEqual([]);
    expect(documentTitle('/')).toBe('Home · Tile Storefront');
    expect(documentTitle('/product-detail')).toBe('Product · Tile Storefront');
  });
});
