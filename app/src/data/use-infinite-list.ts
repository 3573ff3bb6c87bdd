import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FirstPageAhead } from './first-page-ahead';
import { canLoadMore, initialPaging, pageArrived, pageFailed, startLoading } from './paging';
import { SESSION_TAG, tagVersion } from './resource';

/** How far below the viewport the next page starts loading, unless a list says otherwise. */
const PRELOAD_PX = 600;

export interface InfiniteListOptions {
  /** false: nothing loads (a filter not known yet). */
  enabled?: boolean;
  pageSize?: number;
  /** Writes that change the list invalidate these tags: it starts again from page 1. The session always does. */
  tags?: readonly string[];
  /** Pixels before the end at which the next page is asked (calculator-add: 40). */
  preloadPx?: number;
}

export interface InfiniteListOptionsOf<T> extends InfiniteListOptions {
  /** The first page as the page's prefetch asked it, under the same reset key: taken instead of asking again. */
  ahead?: FirstPageAhead<T[] | null>;
}

/**
 * An infinitely scrolling list: `load(page, signal)` answers a page (null on failure), the sentinel ref goes on an
 * element after the items; when it nears the viewport (IntersectionObserver) the next page is asked. A new
 * `resetKey` (or an invalidated tag) starts again from page 1 and aborts a page still under way, whose answer
 * never lands. The state is a signal, so the component re-renders as pages arrive.
 */
export function useInfiniteList<T>(
  load: (page: number, signal: AbortSignal) => Promise<T[] | null>,
  resetKey: string,
  { enabled = true, pageSize, tags = [], preloadPx = PRELOAD_PX, ahead }: InfiniteListOptionsOf<T> = {},
) {
  useSignals();
  const state = useSignal(initialPaging<T>());
  const loadRef = useRef(load);
  loadRef.current = load;
  const inFlight = useRef<AbortController | null>(null);
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const versions = [SESSION_TAG, ...tags].map((tag) => tagVersion(tag).value).join('.');

  /** Asks for the next page; `after`, when given, is the page the caller saw last (a stale caller asks nothing). */
  const loadNext = useCallback((after?: number) => {
    const current = state.peek();
    if (!canLoadMore(current) || (after !== undefined && after !== current.page)) return;
    const controller = new AbortController();
    inFlight.current = controller;
    state.value = startLoading(current);
    const ask = (page: number) => loadRef.current(page, controller.signal);
    const next = current.page + 1;
    void (ahead ? ahead.page(resetKey, next, ask) : ask(next)).then((items) => {
      if (controller.signal.aborted) return;
      inFlight.current = null;
      state.value = items === null ? pageFailed(state.peek()) : pageArrived(state.peek(), items, pageSize);
    });
  }, [state, pageSize, ahead, resetKey]);

  useEffect(() => {
    state.value = initialPaging<T>();
    if (enabled) loadNext();
    return () => {
      inFlight.current?.abort();
      inFlight.current = null;
    };
  }, [resetKey, versions, enabled, loadNext, state]);

  const shownPage = state.value.page;
  useEffect(() => {
    if (!sentinel || !enabled) return;
    if (typeof IntersectionObserver === 'undefined') return;
    // An observer is made per page shown. Its entries are measured at one frame and delivered a task later, so one
    // measured before a page arrived (sentinel still near the top) may be delivered after: it must not ask again.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadNext(shownPage);
    }, { rootMargin: `${preloadPx}px 0px` });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, enabled, loadNext, shownPage, preloadPx]);

  const retry = useCallback(() => {
    state.value = { ...state.peek(), failed: false };
    loadNext();
  }, [loadNext, state]);

  return { ...state.value, sentinelRef: setSentinel, retry };
}
