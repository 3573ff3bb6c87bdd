import { act, cleanup, render, screen } from '@testing-library/react';
import { useSignals } from '@preact/signals-react/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setDatacenter, setUserInfo } from '../session/state';
import { resource, type Loaded } from './resource';
import { invalidate } from './tags';
import { useResource } from './use-resource';

/** A load whose answer the test gives when it likes, remembering the signal it was given. */
function deferredLoads<K, T>() {
  const calls: { key: K; signal: AbortSignal; answer: (value: Loaded<T>) => void }[] = [];
  const load = vi.fn(
    (key: K, signal: AbortSignal) => new Promise<Loaded<T>>((answer) => calls.push({ key, signal, answer })),
  );
  return { calls, load };
}

const flush = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

function Product({ source, id }: { source: ReturnType<typeof resource<number, string>>; id: number }) {
  useSignals();
  const entry = useResource(source, id);
  const status = entry?.status.value;
  return <p>{status === 'ready' ? `product ${entry?.data.value}` : status}</p>;
}

afterEach(cleanup);

describe('a resource', () => {
  it('is loading, then ready with its data; empty when the data has nothing in it', async () => {
    const { calls, load } = deferredLoads<number, string[]>();
    const lists = resource({ load, isEmpty: (list) => list.length === 0 });
    const full = lists.entry(1);
    const none = lists.entry(2);
    const stopFull = full.observe();
    const stopNone = none.observe();
    expect(full.status.value).toBe('loading');
    calls[0]?.answer({ ok: true, data: ['Nero'] });
    calls[1]?.answer({ ok: true, data: [] });
    await flush();
    expect(full.status.value).toBe('ready');
    expect(full.data.value).toEqual(['Nero']);
    expect(none.status.value).toBe('empty');
    stopFull();
    stopNone();
  });

  it('shows an error, and a retry loads again', async () => {
    const { calls, load } = deferredLoads<number, string>();
    const source = resource({ load });
    render(<Product source={source} id={7} />);
    calls[0]?.answer({ ok: false, msg: 'request error', reason: 'transport' });
    await flush();
    expect(screen.getByText('error')).toBeTruthy();
    act(() => source.entry(7).reload());
    expect(calls).toHaveLength(2);
    calls[1]?.answer({ ok: true, data: 'Calacatta' });
    await flush();
    expect(screen.getByText('product Calacatta')).toBeTruthy();
  });

  it('a newer load of the same key aborts the older one, whose late answer never lands', async () => {
    const { calls, load } = deferredLoads<number, string>();
    const source = resource({ load });
    render(<Product source={source} id={3} />);
    act(() => source.entry(3).reload());
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.answer({ ok: true, data: 'new' });
    await flush();
    calls[0]?.answer({ ok: true, data: 'old' });
    await flush();
    expect(screen.getByText('product new')).toBeTruthy();
  });

  it('a page that moves to another key while the first loads never shows the first one', async () => {
    const { calls, load } = deferredLoads<number, string>();
    const source = resource({ load });
    const { rerender } = render(<Product source={source} id={1} />);
    rerender(<Product source={source} id={2} />);
    // The superseded request is cancelled, not merely ignored.
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.answer({ ok: true, data: 'Marmoreo' });
    await flush();
    expect(screen.getByText('loading')).toBeTruthy();
    calls[1]?.answer({ ok: true, data: 'Lithos' });
    await flush();
    expect(screen.getByText('product Lithos')).toBeTruthy();
  });

  it('invalidating one of its tags reloads what is shown, keeping the old data on screen meanwhile', async () => {
    const { calls, load } = deferredLoads<number, string>();
    const source = resource({ load, tags: ['favourites'] });
    render(<Product source={source} id={5} />);
    calls[0]?.answer({ ok: true, data: 'not collected' });
    await flush();
    act(() => invalidate('favourites'));
    expect(calls).toHaveLength(2);
    expect(screen.getByText('product not collected')).toBeTruthy();
    calls[1]?.answer({ ok: true, data: 'collected' });
    await flush();
    expect(screen.getByText('product collected')).toBeTruthy();
    act(() => invalidate('something-else'));
    expect(calls).toHaveLength(2);
  });

  it("start-up's load and the page that shows the entry make one call: the page takes that load", async () => {
    const { calls, load } = deferredLoads<number, string>();
    const source = resource({ load });
    source.load(4);
    source.entry(4).load();
    expect(calls).toHaveLength(1);
    render(<Product source={source} id={4} />);
    expect(calls).toHaveLength(1);
    expect(screen.getByText('loading')).toBeTruthy();
    calls[0]?.answer({ ok: true, data: 'Terra Viva' });
    await flush();
    expect(screen.getByText('product Terra Viva')).toBeTruthy();
    // Once here, a load of the same key asks nothing more.
    source.load(4);
    expect(calls).toHaveLength(1);
  });

  it("start-up's failed load is what the page shows (with its retry), not asked again unseen", async () => {
    const { calls, load } = deferredLoads<number, string>();
    const source = resource({ load });
    source.load(8);
    calls[0]?.answer({ ok: false, msg: 'request error', reason: 'transport' });
    await flush();
    render(<Product source={source} id={8} />);
    expect(screen.getByText('error')).toBeTruthy();
    expect(calls).toHaveLength(1);
    act(() => source.entry(8).reload());
    calls[1]?.answer({ ok: true, data: 'Lithos' });
    await flush();
    expect(screen.getByText('product Lithos')).toBeTruthy();
  });

  it('forgets what is not shown when invalidated, and loads it again when next shown', async () => {
    const { calls, load } = deferredLoads<number, string>();
    const source = resource({ load, tags: ['cases'] });
    const { unmount } = render(<Product source={source} id={9} />);
    calls[0]?.answer({ ok: true, data: 'first' });
    await flush();
    unmount();
    act(() => invalidate('cases'));
    expect(calls).toHaveLength(1);
    render(<Product source={source} id={9} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('the region chosen after the first load started leaves one live load, which the page takes', async () => {
    clearSession();
    setDatacenter(null);
    const { calls, load } = deferredLoads<number, string>();
    const source = resource({ load });
    // The entry starts the load; the page's render takes the entry; the region is chosen before the page commits.
    source.load(5);
    const rendered = source.entry(5);
    setDatacenter('dc-eu');
    const stop = rendered.observe();
    // The first load is aborted (the client held it until the session was ready: it never went out).
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    expect(source.entry(5)).toBe(rendered);
    calls[1]?.answer({ ok: true, data: 'Marmoreo' });
    await flush();
    expect(rendered.data.value).toBe('Marmoreo');
    stop();
  });

  it('aborts the load when the page that waits for it unmounts, and loads again when it is shown again', async () => {
    const { calls, load } = deferredLoads<number, string>();
    const source = resource({ load });
    const { unmount } = render(<Product source={source} id={11} />);
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
    render(<Product source={source} id={11} />);
    expect(calls).toHaveLength(2);
    calls[1]?.answer({ ok: true, data: 'Pietra' });
    await flush();
    expect(screen.getByText('product Pietra')).toBeTruthy();
  });

  it('keeps at most `keep` entries no page shows, letting the least recently shown go first', async () => {
    const { calls, load } = deferredLoads<number, string>();
    const source = resource({ load, keep: 2 });
    for (const id of [1, 2, 3]) {
      const stop = source.entry(id).observe();
      calls.at(-1)?.answer({ ok: true, data: `product ${id}` });
      await flush();
      stop();
    }
    // 1 was let go (a new entry, loading again); 2 and 3 are kept with their data.
    expect(source.entry(3).data.value).toBe('product 3');
    expect(source.entry(2).data.value).toBe('product 2');
    expect(source.entry(1).data.value).toBeUndefined();
  });

  it("an entry nobody shows drops the last identity's data when the session changes", async () => {
    clearSession();
    setDatacenter('dc-eu');
    const { calls, load } = deferredLoads<number, string>();
    const source = resource({ load });
    const stop = source.entry(6).observe();
    calls[0]?.answer({ ok: true, data: "a guest's list" });
    await flush();
    stop();
    setUserInfo({ access_user_token: 'u-2' });
    expect(source.entry(6).data.value).toBeUndefined();
    expect(source.entry(6).status.value).toBe('loading');
    expect(calls).toHaveLength(1);
  });

  it('loads again when the user signs in, signs out or changes region', async () => {
    clearSession();
    setDatacenter('dc-eu');
    const { calls, load } = deferredLoads<number, string>();
    const source = resource({ load });
    render(<Product source={source} id={4} />);
    calls[0]?.answer({ ok: true, data: 'guest view' });
    await flush();
    act(() => setUserInfo({ access_user_token: 'u-1' }));
    expect(calls).toHaveLength(2);
    act(() => setDatacenter('dc-us'));
    expect(calls).toHaveLength(3);
    expect(calls[1]?.signal.aborted).toBe(true);
  });
});
