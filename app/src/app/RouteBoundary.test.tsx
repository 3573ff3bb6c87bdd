import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadFailure, RouteBoundary } from './RouteBoundary';

function Broken({ error }: { error: Error }): never {
  throw error;
}

afterEach(cleanup);

describe('the route boundary', () => {
  it('recognises the ways browsers report a chunk that could not be fetched', () => {
    expect(
      isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: https://shop/assets/A.js')),
    ).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });

  it('a page that breaks while drawing says so and offers the way home, never a blank screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onHome = vi.fn();
    render(
      <RouteBoundary onHome={onHome}>
        <Broken error={new TypeError("Cannot read properties of undefined (reading 'id')")} />
      </RouteBoundary>,
    );
    expect(screen.getByText('Something went wrong on this page.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(onHome).toHaveBeenCalledTimes(1);
  });

  it('a chunk that failed to load offers a reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouteBoundary onHome={() => undefined}>
        <Broken error={new TypeError('Failed to fetch dynamically imported module: /assets/ProductPage.js')} />
      </RouteBoundary>,
    );
    expect(screen.getByText('This page could not be loaded. Check the connection and reload.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
