import { useCallback, useEffect, useRef, useState } from 'react';
import { canLoadMore, initialPaging, pageArrived, pageFailed, startLoading, type PagingState } from './paging';

/** How far below the viewport the next page starts loading. */
const PRELOAD_MARGIN = '600px 0px';

/**
 * An infinitely scrolling list: `load(page)` answers a page (null on failure), the sentinel ref goes on an element
 * after the items; when it nears the viewport (IntersectionObserver) the next page is asked. A new `resetKey`
 * starts again from page 1.
 */
export function useInfiniteList<T>(load: (page: number) => Promise<T[] | null>, resetKey: string, enabled = true, pageSize?: number) {
  const [state, setState] = useState<PagingState<T>>(initialPaging);
  const stateRef = useRef(state);
  stateRef.current = state;
  const loadRef = useRef(load);
  loadRef.current = load;
  const generation = useRef(0);
  const [sentinel, setSentinel] = useState<Element | null>(null);

  /** Asks for the next page; `after`, when given, is the page the caller saw last (a stale caller asks nothing). */
  const loadNext = useCallback((after?: number) => {
    const current = stateRef.current;
    if (!canLoadMore(current) || (after !== undefined && after !== current.page)) return;
    const mine = generation.current;
    const loading = startLoading(current);
    stateRef.current = loading;
    setState(loading);
    void loadRef.current(current.page + 1).then((items) => {
      if (mine !== generation.current) return;
      const next = items === null ? pageFailed(stateRef.current) : pageArrived(stateRef.current, items, pageSize);
      stateRef.current = next;
      setState(next);
    });
  }, [pageSize]);

  useEffect(() => {
    generation.current += 1;
    const fresh = initialPaging<T>();
    stateRef.current = fresh;
    setState(fresh);
    if (enabled) loadNext();
  }, [resetKey, enabled, loadNext]);

  const shownPage = state.page;
  useEffect(() => {
    if (!sentinel || !enabled) return;
    if (typeof IntersectionObserver === 'undefined') return;
    // An observer is made per page shown. Its entries are measured at one frame and delivered a task later, so one
    // measured before a page arrived (sentinel still near the top) may be delivered after: it must not ask again.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadNext(shownPage);
    }, { rootMargin: PRELOAD_MARGIN });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, enabled, loadNext, shownPage]);

  const retry = useCallback(() => {
    const cleared = { ...stateRef.current, failed: false };
    stateRef.current = cleared;
    loadNext();
  }, [loadNext]);

  return { ...state, sentinelRef: setSentinel, retry };
}
