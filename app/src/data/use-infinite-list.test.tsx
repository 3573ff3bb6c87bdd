import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstPageAhead } from './first-page-ahead';
import { useInfiniteList } from './use-infinite-list';

type Notify = (entries: Array<{ isIntersecting: boolean }>) => void;

/** Observers made by the hook, in order; each keeps its callback so a test delivers entries when it chooses. */
let observers: Array<{ notify: Notify; connected: boolean }> = [];

class FakeObserver {
  private readonly record: { notify: Notify; connected: boolean };
  constructor(callback: Notify) {
    this.record = { notify: callback, connected: true };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.connected = false;
  }
}

function deferredPages() {
  const pending: Array<(items: number[] | null) => void> = [];
  const signals: AbortSignal[] = [];
  const load = vi.fn((page: number, signal: AbortSignal) => {
    void page;
    signals.push(signal);
    return new Promise<number[] | null>((resolve) => pending.push(resolve));
  });
  return { load, signals, answer: (items: number[] | null) => pending.shift()!(items) };
}

const fullPage = (from: number) => Array.from({ length: 30 }, (_, i) => from + i);

describe('the infinite list', () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  function mount() {
    const pages = deferredPages();
    const hook = renderHook(({ key }) => useInfiniteList(pages.load, key), { initialProps: { key: 'all' } });
    act(() => hook.result.current.sentinelRef(document.createElement('div')));
    return { ...pages, hook };
  }

  it('takes page 1 asked ahead under its reset key, and asks the later pages itself', async () => {
    const ahead = firstPageAhead<number[] | null>();
    ahead.start('all', async () => fullPage(0));
    const pages = deferredPages();
    const hook = renderHook(() => useInfiniteList(pages.load, 'all', { ahead }));
    act(() => hook.result.current.sentinelRef(document.createElement('div')));
    await act(async () => undefined);
    expect(hook.result.current.items).toEqual(fullPage(0));
    expect(pages.load).not.toHaveBeenCalled();
    act(() => observers.at(-1)!.notify([{ isIntersecting: true }]));
    expect(pages.load).toHaveBeenCalledTimes(1);
    expect(pages.load).toHaveBeenLastCalledWith(2, expect.any(AbortSignal));
  });

  it('asks for page 1 at once and for the next page when the sentinel nears the viewport', async () => {
    const { load, answer, hook } = mount();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenLastCalledWith(1, expect.any(AbortSignal));
    await act(async () => answer(fullPage(0)));
    expect(hook.result.current.items).toHaveLength(30);

    act(() => observers.at(-1)!.notify([{ isIntersecting: true }]));
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith(2, expect.any(AbortSignal));
    await act(async () => answer(fullPage(30).slice(0, 12)));
    expect(hook.result.current.items).toHaveLength(42);
    expect(hook.result.current.done).toBe(true);

    act(() => observers.at(-1)!.notify([{ isIntersecting: true }]));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ignores a sighting measured before page 1 arrived but delivered after it', async () => {
    const { load, answer, hook } = mount();
    const beforeFirstPage = observers.at(-1)!;
    // The page arrives (the hook's state moves to page 1) while the old sighting is still queued.
    answer(fullPage(0));
    await Promise.resolve();
    beforeFirstPage.notify([{ isIntersecting: true }]);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {});
    expect(hook.result.current.items).toHaveLength(30);
    expect(hook.result.current.page).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed page offers a retry that asks for the same page again', async () => {
    const { load, answer, hook } = mount();
    await act(async () => answer(null));
    expect(hook.result.current.failed).toBe(true);
    act(() => observers.at(-1)!.notify([{ isIntersecting: true }]));
    expect(load).toHaveBeenCalledTimes(1);
    act(() => hook.result.current.retry());
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith(1, expect.any(AbortSignal));
  });

  it('a new filter aborts the page still under way, and its late answer never lands', async () => {
    const { load, signals, answer, hook } = mount();
    hook.rerender({ key: 'floor tiles' });
    expect(signals[0]?.aborted).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    // The answer for the old filter comes late: it is dropped.
    await act(async () => answer(fullPage(0)));
    expect(hook.result.current.items).toHaveLength(0);
    expect(hook.result.current.loading).toBe(true);
    await act(async () => answer([100, 101]));
    expect(hook.result.current.items).toEqual([100, 101]);
  });

  it('an invalidated tag starts again from page 1', async () => {
    const pages = deferredPages();
    const { invalidate } = await import('./resource');
    const hook = renderHook(() => useInfiniteList(pages.load, 'all', { tags: ['favourites'] }));
    await act(async () => pages.answer([1, 2]));
    expect(hook.result.current.items).toEqual([1, 2]);
    act(() => invalidate('favourites'));
    expect(pages.load).toHaveBeenCalledTimes(2);
    expect(pages.load).toHaveBeenLastCalledWith(1, expect.any(AbortSignal));
    await act(async () => pages.answer([2]));
    expect(hook.result.current.items).toEqual([2]);
  });
});
