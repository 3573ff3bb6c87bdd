import { batch, computed, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import { useEffect } from 'react';
import { sessionIdentity } from '../session/state';

/**
 * The app's one way of loading data (loading, error, abort and invalidation in one place). A resource keeps one
 * entry per key; an entry is a signal, so every component that shows it follows it without effects of its own.
 *
 *   const productDetail = resource({
 *     tags: ['favourites'],
 *     load: (id: number, signal) => api.call('getProductDetail', { body: { product_id: id }, signal }),
 *   });
 *   const entry = useResource(productDetail, id); // entry.status.value: 'loading' | 'ready' | 'empty' | 'error'
 */

export type Status = 'loading' | 'ready' | 'empty' | 'error';

/** What a loader answers: the SDK's call result, or the same shape built from several calls. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; msg: string; reason?: string };

/** A list call's answer as a loader's: its list, or the failure as it came. */
export function listOf<T>(result: { ok: true; data: { list: T[] } } | { ok: false; msg: string; reason: string }): Loaded<T[]> {
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
  /** Loads again (a retry after an error, a refresh); aborts a load of this entry still under way. */
  reload(): void;
  /** Shows the entry (loading it when it has nothing yet or is stale) until the returned function is called. */
  observe(): () => void;
  /**
   * Starts loading what `observe` would load, before any page shows it: the first page of a visit asks for its data
   * while React is still rendering it. The page's `observe` then finds the load under way instead of starting one.
   */
  prefetch(): void;
}

export interface ResourceOptions<K, T> {
  load: (key: K, signal: AbortSignal) => Promise<Loaded<T>>;
  /** Data that counts as nothing to show (an empty list): the page shows NoData instead. */
  isEmpty?: (data: T) => boolean;
  /** Writes that change this data invalidate these tags. Every resource also follows the session (region, login). */
  tags?: readonly string[];
  /** Entries kept that no page shows at the moment (most recently used first). */
  keep?: number;
}

export interface Resource<K, T> {
  /** The entry of a key (made on first use; loading starts when a page observes it). */
  entry(key: K): Entry<T>;
  /** Shown entries load again; the others forget their data and load when next shown. */
  invalidate(): void;
}

const tagVersions = new Map<string, Signal<number>>();

/** A counter that moves each time a tag is invalidated: read it to follow the tag. */
export function tagVersion(tag: string): ReadonlySignal<number> {
  let version = tagVersions.get(tag);
  if (!version) {
    version = signal(0);
    tagVersions.set(tag, version);
  }
  return version;
}

/** After a write: everything that shows data of these tags loads it again. */
export function invalidate(...tags: string[]): void {
  batch(() => {
    for (const tag of tags) (tagVersion(tag) as Signal<number>).value += 1;
  });
}

/** The tag every resource follows: the data depends on who asks and in which region. */
export const SESSION_TAG = 'session';

let lastIdentity = sessionIdentity.peek();
effect(() => {
  const identity = sessionIdentity.value;
  if (identity !== lastIdentity) {
    lastIdentity = identity;
    invalidate(SESSION_TAG);
  }
});

interface LiveEntry<T> extends Entry<T> {
  readonly observed: () => boolean;
  readonly forget: () => void;
}

const isAbort = (reason: string | undefined) => reason === 'aborted';

export function resource<K, T>(options: ResourceOptions<K, T>): Resource<K, T> {
  const entries = new Map<string, LiveEntry<T>>();
  const keep = options.keep ?? 20;

  function make(key: K, id: string): LiveEntry<T> {
    const state = signal<EntryState<T>>({ data: undefined, error: null, loading: true });
    let controller: AbortController | null = null;
    let observers = 0;
    let stale = true;

    const load = () => {
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      stale = false;
      if (!state.peek().loading) state.value = { ...state.peek(), loading: true };
      void options.load(key, mine.signal).then(
        (result) => {
          // A newer load or an abort took this one's place: its answer never lands.
          if (controller !== mine || mine.signal.aborted || (!result.ok && isAbort(result.reason))) return;
          controller = null;
          state.value = result.ok
            ? { data: result.data, error: null, loading: false }
            : { data: state.peek().data, error: result.msg, loading: false };
        },
        (error: unknown) => {
          if (controller !== mine || mine.signal.aborted) return;
          controller = null;
          state.value = { data: state.peek().data, error: error instanceof Error ? error.message : String(error), loading: false };
        },
      );
    };

    const status = computed<Status>(() => {
      const { data, error } = state.value;
      if (data === undefined) return error === null ? 'loading' : 'error';
      return options.isEmpty?.(data) ? 'empty' : 'ready';
    });

    const needsLoad = () => stale || (state.peek().data === undefined && !controller);
    // A prefetch is the load of the page that shows the entry first: if it failed, that page shows the failure
    // (and its Try again), as it would have for its own load, rather than asking again unseen.
    let prefetchUnseen = false;

    const entry: LiveEntry<T> = {
      state,
      status,
      data: computed(() => state.value.data),
      reload: load,
      observed: () => observers > 0,
      observe() {
        observers += 1;
        // Most recently shown last, so the first ones are the ones to let go.
        entries.delete(id);
        entries.set(id, entry);
        const takesPrefetch = prefetchUnseen;
        prefetchUnseen = false;
        if (!takesPrefetch && needsLoad()) load();
        return () => {
          observers -= 1;
          if (observers > 0) return;
          // Nobody waits for it any more: a load under way is superseded.
          if (controller) {
            controller.abort();
            controller = null;
            stale = true;
          }
          trim();
        };
      },
      prefetch() {
        if (!needsLoad()) return;
        load();
        prefetchUnseen = true;
      },
      forget() {
        if (observers > 0) return load();
        // Emptied in place, not dropped: a page being rendered may hold this entry already and observe it once it
        // commits. Had the map a new entry by then, a prefetch would load that one and the page this one, both.
        controller?.abort();
        controller = null;
        stale = true;
        prefetchUnseen = false;
        state.value = { data: undefined, error: null, loading: true };
      },
    };
    return entry;
  }

  function trim() {
    const extra = entries.size - keep;
    if (extra <= 0) return;
    let dropped = 0;
    for (const [id, entry] of entries) {
      if (dropped >= extra) break;
      if (entry.observed()) continue;
      entries.delete(id);
      dropped += 1;
    }
  }

  const invalidateAll = () => {
    for (const entry of [...entries.values()]) entry.forget();
  };

  let first = true;
  effect(() => {
    for (const tag of [SESSION_TAG, ...(options.tags ?? [])]) void tagVersion(tag).value;
    if (first) first = false;
    else invalidateAll();
  });

  return {
    entry(key: K) {
      const id = JSON.stringify(key) ?? '';
      let entry = entries.get(id);
      if (!entry) {
        entry = make(key, id);
        entries.set(id, entry);
      }
      return entry;
    },
    invalidate: invalidateAll,
  };
}

/**
 * The entry of `key` for as long as the component shows it (null shows nothing and loads nothing). A new key
 * releases the old entry, which aborts its load if nobody else shows it.
 */
export function useResource<K, T>(source: Resource<K, T>, key: K | null): Entry<T> | null {
  const entry = key === null ? null : source.entry(key);
  useEffect(() => entry?.observe(), [entry]);
  return entry;
}
