import { signal, type ReadonlySignal } from '@preact/signals-core';
import { keyedEntries } from './keyed-entries';
import { canLoadMore, initialPaging, pageArrived, pageFailed, startLoading, type PagingState } from './paging';

/**
 * A list loaded page by page (infinite scroll), one entry per key: the list's call and its filters. An entry keeps
 * the pages it has loaded and where the window was scrolled, so a page that shows the list again (Back from a
 * product) shows those pages at once, scrolled where they were, and asks for nothing. See resource.ts for the data
 * flow; use-resource.ts's `usePagedList` shows an entry and asks for the next page as its end nears.
 */

export interface PagedEntry<T> {
  readonly state: ReadonlySignal<PagingState<T>>;
  /** Where the window was scrolled while the list was last shown (restored when it is shown again). */
  scrollY: number;
  /** Starts loading the first page unless pages are here or one is under way (start-up's and a page's call). */
  load(): void;
  /** Asks for the next page; `after`, when given, is the page the caller saw last (a stale caller asks nothing). */
  loadNext(after?: number): void;
  /** After a failed page: asks for it again. */
  retry(): void;
  /** Shows the entry (loading its first page when needed) until the returned function is called. */
  observe(): () => void;
}

export interface PagedResourceOptions<K, T> {
  /** One page of the list of `key` (the first is 1); null when the call failed (the client has told the user). */
  load: (key: K, page: number, signal: AbortSignal) => Promise<T[] | null>;
  /** The page size the call was asked with: fewer items than this mark the last page. */
  pageSize?: number;
  /** Writes that change the list invalidate these tags: it starts again from page 1. The session always does. */
  tags?: readonly string[];
  /** Lists kept that no page shows at the moment (most recently shown kept longest). */
  keep?: number;
}

export interface PagedResource<K, T> {
  entry(key: K): PagedEntry<T>;
  /** `entry(key).load()`: what start-up calls for the list it is about to show. */
  load(key: K): void;
}

interface CachedPagedEntry<T> extends PagedEntry<T> {
  released(): boolean;
  invalidated(): void;
}

/** Lists kept for a return by default: enough for the lists of a walk through the catalogue, bounded in memory. */
const KEEP_LISTS = 10;

export function pagedResource<K, T>(options: PagedResourceOptions<K, T>): PagedResource<K, T> {
  const cache = keyedEntries<K, CachedPagedEntry<T>>(make, options.keep ?? KEEP_LISTS, options.tags ?? []);

  function make(key: K): CachedPagedEntry<T> {
    const state = signal(initialPaging<T>());
    let controller: AbortController | null = null;
    let observers = 0;
    let shown = false;
    // As for a resource: a first page that failed while no page showed the list is shown, not asked again unseen.
    let failureUnseen = false;

    const abort = () => {
      controller?.abort();
      controller = null;
    };

    const loadNext = (after?: number) => {
      const current = state.peek();
      if (!canLoadMore(current) || (after !== undefined && after !== current.page)) return;
      const mine = new AbortController();
      controller = mine;
      state.value = startLoading(current);
      void options.load(key, current.page + 1, mine.signal).then((items) => {
        // Aborted (nobody shows the list, or it started again): the answer never lands.
        if (controller !== mine) return;
        controller = null;
        failureUnseen = items === null && observers === 0;
        state.value = items === null ? pageFailed(state.peek()) : pageArrived(state.peek(), items, options.pageSize);
      });
    };

    const restart = () => {
      abort();
      state.value = initialPaging<T>();
      loadNext();
    };

    const retry = () => {
      state.value = { ...state.peek(), failed: false };
      loadNext();
    };

    const entry: CachedPagedEntry<T> = {
      state,
      scrollY: 0,
      load() {
        if (state.peek().page === 0) loadNext();
      },
      loadNext,
      retry,
      observe() {
        observers += 1;
        shown = true;
        cache.touch(entry);
        if (failureUnseen) failureUnseen = false;
        else if (state.peek().failed) retry();
        else if (state.peek().page === 0) loadNext();
        return () => {
          observers -= 1;
          if (observers > 0) return;
          // Nobody waits for the page under way: it is dropped, and asked again when the list is next shown.
          if (controller) {
            abort();
            state.value = { ...state.peek(), loading: false };
          }
          cache.trim();
        };
      },
      released: () => shown && observers === 0,
      invalidated() {
        entry.scrollY = 0;
        failureUnseen = false;
        // Shown, or its first page asked for (start-up's load): start again now. Otherwise forget the pages.
        if (observers > 0 || controller) return restart();
        state.value = initialPaging<T>();
      },
    };
    return entry;
  }

  return {
    entry: (key) => cache.get(key),
    load: (key) => cache.get(key).load(),
  };
}
