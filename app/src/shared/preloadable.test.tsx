import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('preloadable', () => {
  it('renders at once, with no fallback, once preload() has resolved', async () => {
    let loads = 0;
    const Page = preloadable(async () => {
      loads += 1;
      return { default: Counter };
    });
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page label="Ready" />
      </Suspense>,
    );
    // Synchronously there: no fallback was committed, so nothing waits on React's reveal throttle.
    expect(screen.getByRole('button', { name: 'Ready 0' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    await Page.preload();
    expect(loads).toBe(1);
  });

  it('suspends like lazy when rendered before its module is here, and keeps its state afterwards', async () => {
    const module = deferred<{ default: typeof Counter }>();
    const Page = preloadable(() => module.promise);
    const view = render(
      <Suspense fallback={<p>Loading</p>}>
        <Page label="Late" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => module.resolve({ default: Counter }));
    const button = await screen.findByRole('button', { name: 'Late 0' });
    act(() => button.click());
    expect(screen.getByRole('button', { name: 'Late 1' })).toBeTruthy();
    // A later render keeps the mounted form: the count survives (a swap to the loaded component would remount it).
    view.rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Page label="Late" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Late 1' })).toBeTruthy();
  });

  it('tries again after a failed load', async () => {
    let attempt = 0;
    const Page = preloadable(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return { default: Counter };
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(attempt).toBe(2);
  });
});
