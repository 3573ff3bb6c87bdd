import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import type { PagedEntry, PagedResource } from './paged-resource';
import { initialPaging, type PagingState } from './paging';
import type { Entry, Resource } from './resource';

/**
 * The entry of `key` for as long as the component shows it (null shows nothing and loads nothing). A new key
 * releases the old entry, which aborts its load if nobody else shows it. See resource.ts for the data flow.
 */
export function useResource<K, T>(source: Resource<K, T>, key: K | null): Entry<T> | null {
  const entry = key === null ? null : source.entry(key);
  useEffect(() => entry?.observe(), [entry]);
  return entry;
}

/** How far below the viewport the next page starts loading, unless a list says otherwise. */
const PRELOAD_PX = 600;

const NOTHING_YET = initialPaging<never>();

/**
 * The list of `key` (null: none yet, a filter not known), page by page: the sentinel ref goes on an element after
 * the items; when it nears the viewport (IntersectionObserver) the next page is asked. A list shown again (Back)
 * comes with the pages it had and is scrolled back to where it was. `preloadPx`: pixels before the end at which
 * the next page is asked (calculator-add: 40).
 */
export function usePagedList<K, T>(source: PagedResource<K, T>, key: K | null, { preloadPx = PRELOAD_PX } = {}) {
  useSignals();
  const entry = key === null ? null : source.entry(key);
  useEffect(() => entry?.observe(), [entry]);
  useScrollKept(entry);
  const state: PagingState<T> = entry?.state.value ?? NOTHING_YET;
  const [sentinel, setSentinel] = useState<Element | null>(null);

  const shownPage = state.page;
  useEffect(() => {
    if (!sentinel || !entry || typeof IntersectionObserver === 'undefined') return;
    // An observer is made per page shown. Its entries are measured at one frame and delivered a task later, so one
    // measured before a page arrived (sentinel still near the top) may be delivered after: it must not ask again.
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((e) => e.isIntersecting)) entry.loadNext(shownPage);
      },
      { rootMargin: `${preloadPx}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, entry, shownPage, preloadPx]);

  const retry = useCallback(() => entry?.retry(), [entry]);
  return { ...state, sentinelRef: setSentinel, retry };
}

/**
 * Keeps the window's scroll offset with the entry while the list is shown, and scrolls back to it when the entry
 * is shown again with its pages (they render in the same commit, so the page is already tall enough). A layout
 * effect: its listener is gone within the commit that leaves the list, before the next page can move the scroll.
 */
function useScrollKept(entry: PagedEntry<unknown> | null): void {
  useLayoutEffect(() => {
    if (!entry) return;
    if (entry.scrollY > 0 && entry.state.peek().page > 0) window.scrollTo(0, entry.scrollY);
    const keep = () => {
      entry.scrollY = window.scrollY;
    };
    window.addEventListener('scroll', keep, { passive: true });
    return () => window.removeEventListener('scroll', keep);
  }, [entry]);
}
