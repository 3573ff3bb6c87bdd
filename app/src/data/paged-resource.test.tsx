import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setDatacenter, setUserInfo } from '../session/state';
import { pagedResource } from './paged-resource';
import { invalidate } from './tags';
import { usePagedList } from './use-resource';

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

/** A paged resource whose pages the test answers when it likes, in the order they were asked. */
function deferredPages(options: { tags?: string[]; keep?: number } = {}) {
  const pending: Array<(items: number[] | null) => void> = [];
  const signals: AbortSignal[] = [];
  const load = vi.fn((key: string, page: number, signal: AbortSignal) => {
    void key;
    void page;
    signals.push(signal);
    return new Promise<number[] | null>((resolve) => pending.push(resolve));
  });
  const source = pagedResource({ load, ...options });
  return { source, load, signals, answer: (items: number[] | null) => pending.shift()!(items) };
}

const fullPage = (from: number) => Array.from({ length: 30 }, (_, i) => from + i);

describe('a paged list', () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  function mount(options: { tags?: string[]; keep?: number } = {}) {
    const pages = deferredPages(options);
    const initialProps = { key: 'all' as string | null };
    const hook = renderHook(({ key }) => usePagedList(pages.source, key), { initialProps });
    act(() => hook.result.current.sentinelRef(document.createElement('div')));
    return { ...pages, hook };
  }

  it("start-up's load of page 1 and the page showing the list make one call; more come on scrolling", async () => {
    const pages = deferredPages();
    pages.source.load('all');
    pages.source.load('all');
    const hook = renderHook(() => usePagedList(pages.source, 'all'));
    act(() => hook.result.current.sentinelRef(document.createElement('div')));
    expect(pages.load).toHaveBeenCalledTimes(1);
    await act(async () => pages.answer(fullPage(0)));
    expect(hook.result.current.items).toEqual(fullPage(0));
    act(() => observers.at(-1)!.notify([{ isIntersecting: true }]));
    expect(pages.load).toHaveBeenCalledTimes(2);
    expect(pages.load).toHaveBeenLastCalledWith('all', 2, expect.any(AbortSignal));
  });

  it('asks for page 1 at once and for the next page when the sentinel nears the viewport', async () => {
    const { load, answer, hook } = mount();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenLastCalledWith('all', 1, expect.any(AbortSignal));
    await act(async () => answer(fullPage(0)));
    expect(hook.result.current.items).toHaveLength(30);

    act(() => observers.at(-1)!.notify([{ isIntersecting: true }]));
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('all', 2, expect.any(AbortSignal));
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
    expect(load).toHaveBeenLastCalledWith('all', 1, expect.any(AbortSignal));
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

  it('an invalidated tag starts a shown list again from page 1', async () => {
    const { load, answer, hook } = mount({ tags: ['favourites'] });
    await act(async () => answer([1, 2]));
    expect(hook.result.current.items).toEqual([1, 2]);
    act(() => invalidate('favourites'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('all', 1, expect.any(AbortSignal));
    await act(async () => answer([2]));
    expect(hook.result.current.items).toEqual([2]);
  });

  it('shown again (Back), a list comes with its pages at once and asks for nothing', async () => {
    const { load, answer, hook, source } = mount();
    await act(async () => answer(fullPage(0)));
    act(() => observers.at(-1)!.notify([{ isIntersecting: true }]));
    await act(async () => answer(fullPage(30)));
    hook.unmount();
    const again = renderHook(() => usePagedList(source, 'all'));
    expect(again.result.current.items).toEqual([...fullPage(0), ...fullPage(30)]);
    expect(again.result.current.page).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the scroll offset with the list and scrolls back to it when the list is shown again', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { answer, hook, source } = mount();
    await act(async () => answer(fullPage(0)));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1234 });
    window.dispatchEvent(new Event('scroll'));
    hook.unmount();
    // Leaving the list: a scroll afterwards (the next page's) is not the list's.
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    window.dispatchEvent(new Event('scroll'));
    expect(source.entry('all').scrollY).toBe(1234);
    renderHook(() => usePagedList(source, 'all'));
    expect(scrollTo).toHaveBeenCalledWith(0, 1234);
    scrollTo.mockRestore();
  });

  it('a page under way when the list is left is aborted, and asked again when the list is shown again', async () => {
    const { load, signals, answer, hook, source } = mount();
    await act(async () => answer(fullPage(0)));
    act(() => observers.at(-1)!.notify([{ isIntersecting: true }]));
    hook.unmount();
    expect(signals[1]?.aborted).toBe(true);
    expect(source.entry('all').state.value.loading).toBe(false);
    const again = renderHook(() => usePagedList(source, 'all'));
    act(() => again.result.current.sentinelRef(document.createElement('div')));
    act(() => observers.at(-1)!.notify([{ isIntersecting: true }]));
    expect(load).toHaveBeenCalledTimes(3);
    expect(load).toHaveBeenLastCalledWith('all', 2, expect.any(AbortSignal));
  });

  it('a list nobody shows forgets its pages when invalidated, and loads page 1 when shown again', async () => {
    const { load, answer, hook, source } = mount({ tags: ['favourites'] });
    await act(async () => answer(fullPage(0)));
    hook.unmount();
    act(() => invalidate('favourites'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(source.entry('all').state.value.items).toEqual([]);
    renderHook(() => usePagedList(source, 'all'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('all', 1, expect.any(AbortSignal));
  });

  it('keeps at most `keep` lists nobody shows: the least recently shown is let go', async () => {
    const { load, answer, hook, source } = mount({ keep: 2 });
    await act(async () => answer(fullPage(0)));
    for (const key of ['tiles', 'mosaic']) {
      hook.rerender({ key });
      await act(async () => answer(fullPage(0)));
    }
    hook.rerender({ key: null });
    expect(load).toHaveBeenCalledTimes(3);
    // 'all' went; 'tiles' and 'mosaic' stay with their pages.
    expect(source.entry('mosaic').state.value.page).toBe(1);
    expect(source.entry('tiles').state.value.page).toBe(1);
    expect(source.entry('all').state.value.page).toBe(0);
  });

  it('keeping no list, a new filter still shows its own list: the entry just rendered is not let go', async () => {
    const { load, answer, hook, source } = mount({ keep: 0 });
    await act(async () => answer([1]));
    hook.rerender({ key: 'tiles' });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => answer([7]));
    expect(hook.result.current.items).toEqual([7]);
    expect(load).toHaveBeenCalledTimes(2);
    hook.unmount();
    // Left, the list is not kept: shown again, it is asked again.
    renderHook(() => usePagedList(source, 'tiles'));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('signing in, signing out or switching region drops the lists kept for a return', async () => {
    clearSession();
    setDatacenter('dc-eu');
    const { load, answer, hook, source } = mount();
    await act(async () => answer(fullPage(0)));
    hook.unmount();
    const signIn = () => setUserInfo({ access_user_token: 'u-1' });
    const changes = [signIn, () => clearSession(), () => setDatacenter('dc-us')];
    for (const change of changes) {
      act(() => change());
      expect(source.entry('all').state.value.page).toBe(0);
      const shown = renderHook(() => usePagedList(source, 'all'));
      await act(async () => answer(fullPage(0)));
      expect(shown.result.current.page).toBe(1);
      shown.unmount();
    }
    expect(load).toHaveBeenCalledTimes(4);
  });
});
