import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { AppLink, followInApp } from './AppLink';

describe('AppLink', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('navigates inside the app on a plain click, one level deeper', () => {
    render(
      <Router>
        <AppLink href="/cases-list?id=3">More</AppLink>
      </Router>,
    );
    // fireEvent answers false when the click's default (a page load) was prevented.
    expect(fireEvent.click(screen.getByRole('link', { name: 'More' }))).toBe(false);
    expect(window.location.pathname + window.location.search).toBe('/cases-list?id=3');
    expect((window.history.state as { sfDepth?: number }).sfDepth).toBe(1);
  });

  it('leaves a modifier click to the browser', () => {
    render(
      <Router>
        <AppLink href="/brand?name=Lithos">Brand</AppLink>
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'Brand' });
    expect(link.getAttribute('href')).toBe('/brand?name=Lithos');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(window.history.state).toBeNull();
  });

  it('gives list rows the same rules with the go they are handed', () => {
    const go = vi.fn();
    render(
      <a href="/product-detail?id=4" onClick={followInApp('/product-detail?id=4', go)}>
        Tile
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Tile' });
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
    expect(go).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false);
    expect(go).toHaveBeenCalledWith('/product-detail?id=4');
  });
});
