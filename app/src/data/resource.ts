import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { keyedEntries } from './keyed-entries';

/**
 * How the app loads data: one resource per kind of data, one entry per key, each entry a signal. Two kinds:
 *
 *   - `resource` (this file): one answer per key (a product, the type tree). Loading, data, error, abort of a load
 *     nobody waits for any more, invalidation.
 *   - `pagedResource` (paged-resource.ts): a list loaded page by page (infinite scroll). Each key (the list's call
 *     and its filters) keeps the pages it has loaded and where the list was scrolled, so going Back to a list shows
 *     it at once, where it was left, with no call.
 *
 * The data flow of a visit:
 *   1. The entry (main.tsx) starts the session, then calls the first route's `start` (app/route-table.ts), which calls
 *      `load()` on the entries the page's first render shows. The client holds those calls until the session has
 *      its token, so they go out as soon as it has, while React and the page are still loading.
 *   2. The page asks for the same entries (`useResource`, `usePagedList` in use-resource.ts): it finds the load under
 *      way, or its answer, and asks nothing again. Nothing is handed from one to the other: both hold the entry.
 *   3. A write that changes data calls `invalidate(tag)` (tags.ts): entries of resources following that tag reload
 *      when shown (or loading), and forget their data otherwise. Every resource follows the session: login, logout
 *      and a region switch invalidate everything.
 *   4. Entries no page shows are kept for a return (Back), up to `keep` per resource, the oldest let go first.
 *
 *   export const productDetail = resource({
 *     load: (id: number, signal) => api.call('getProductDetail', { body: { product_id: id }, signal }),
 *   });
 *   productDetail.load(3);                              // start-up, before React
 *   const entry = useResource(productDetail, 3);        // the page: entry.status.value is 'loading' | 'ready' | ...
 */

export type Status = 'loading' | 'ready' | 'empty' | 'error';

/** What a loader answers: the SDK's call result, or the same shape built from several calls. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; msg: string; reason?: string };

/** A list call's answer as a loader's: its list, or the failure as it came. */
export function listOf<T>(
  result: { ok: true; data: { list: T[] } } | { ok: false; msg: string; reason: string },
): Loaded<T[]> {
  return result.ok ? { ok: true, data: result.data.list } : result;
}

export interface EntryState<T> {
  /** The last data that arrived (kept while a reload is under way, so the page does not flash). */
  data: T | undefined;
  /** The message of the last failure, when the last load failed. */
  error: string | null;
  loading: boolean;
}

export interface Entry<T> {
  readonly state: ReadonlySignal<EntryState<T>>;
  /** loading until data first arrives, error when it could not, empty when it arrived with nothing in it. */
  readonly status: ReadonlySignal<Status>;
  /** The data, once it is here (the shortcut pages render from). */
  readonly data: ReadonlySignal<T | undefined>;
  /** Starts loading unless the data is here and current or a load is under way (start-up's and a page's call). */
  load(): void;
  /** Loads again (a retry after an error, a refresh); aborts a load of this entry still under way. */
  reload(): void;
  /** Shows the entry (loading it when needed) until the returned function is called. */
  observe(): () => void;
}

export interface ResourceOptions<K, T> {
  load: (key: K, signal: AbortSignal) => Promise<Loaded<T>>;
  /** Data that counts as nothing to show (an empty list): the page shows NoData instead. */
  isEmpty?: (data: T) => boolean;
  /** Writes that change this data invalidate these tags. Every resource also follows the session (region, login). */
  tags?: readonly string[];
  /** Entries kept that no page shows at the moment (most recently shown kept longest). */
  keep?: number;
}

export interface Resource<K, T> {
  /** The entry of a key (made on first use; loading starts when a page observes it or `load` is called). */
  entry(key: K): Entry<T>;
  /** `entry(key).load()`: what start-up calls for the page it is about to show. */
  load(key: K): void;
  /** Shown entries load again; the others forget their data and load when next shown. */
  invalidate(): void;
}

interface CachedEntry<T> extends Entry<T> {
  released(): boolean;
  invalidated(): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function resource<K, T>(options: ResourceOptions<K, T>): Resource<K, T> {
  const cache = keyedEntries<K, CachedEntry<T>>(make, options.keep ?? 20, options.tags ?? []);

  function make(key: K): CachedEntry<T> {
    const state = signal<EntryState<T>>({ data: undefined, error: null, loading: true });
    let controller: AbortController | null = null;
    let observers = 0;
    let shown = false;
    let stale = true;
    // A load that failed while no page showed it (start-up's): the first page to show the entry shows that failure
    // and its Try again, as it would have for its own load, rather than asking again unseen.
    let failureUnseen = false;

    const settle = (mine: AbortController, next: EntryState<T>) => {
      // A newer load or an abort took this one's place: its answer never lands.
      if (controller !== mine || mine.signal.aborted) return;
      controller = null;
      failureUnseen = next.error !== null && observers === 0;
      state.value = next;
    };

    const start = () => {
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      stale = false;
      failureUnseen = false;
      if (!state.peek().loading) state.value = { ...state.peek(), loading: true };
      // A failure keeps the data shown before it (a failed refresh does not blank the page).
      const failure = (error: string) => settle(mine, { data: state.peek().data, error, loading: false });
      const success = (data: T) => settle(mine, { data, error: null, loading: false });
      void options.load(key, mine.signal).then(
        (result) => (result.ok ? success(result.data) : failure(result.msg)),
        (error: unknown) => failure(messageOf(error)),
      );
    };

    const needsLoad = () => stale || (state.peek().data === undefined && !controller);

    const status = computed<Status>(() => {
      const { data, error } = state.value;
      if (data === undefined) return error === null ? 'loading' : 'error';
      return options.isEmpty?.(data) ? 'empty' : 'ready';
    });

    const entry: CachedEntry<T> = {
      state,
      status,
      data: computed(() => state.value.data),
      load() {
        if (needsLoad()) start();
      },
      reload: start,
      observe() {
        observers += 1;
        shown = true;
        cache.touch(entry);
        if (failureUnseen) failureUnseen = false;
        else if (needsLoad()) start();
        return () => {
          observers -= 1;
          if (observers > 0) return;
          // Nobody waits for it any more: a load under way is superseded.
          if (controller) {
            controller.abort();
            controller = null;
            stale = true;
          }
          cache.trim();
        };
      },
      released: () => shown && observers === 0,
      invalidated() {
        // Shown, or asked for (start-up's load): load the current data now. Otherwise forget it until next shown.
        if (observers > 0 || controller) return start();
        stale = true;
        failureUnseen = false;
        state.value = { data: undefined, error: null, loading: true };
      },
    };
    return entry;
  }

  return {
    entry: (key) => cache.get(key),
    load: (key) => cache.get(key).load(),
    invalidate: () => cache.invalidateAll(),
  };
}
