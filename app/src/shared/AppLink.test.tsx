import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { AppLink } from './AppLink';

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
});
