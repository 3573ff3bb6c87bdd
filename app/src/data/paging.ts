import { rules } from '@storefront/sdk';

/** The state of an infinitely scrolling list (docs/product/browsing.md#paging-and-sorting). */
export interface PagingState<T> {
  items: T[];
  /** The last page loaded (0 before the first). */
  page: number;
  loading: boolean;
  done: boolean;
  failed: boolean;
}

export function initialPaging<T>(): PagingState<T> {
  return { items: [], page: 0, loading: false, done: false, failed: false };
}

/** True when the next page may be asked for now. */
export function canLoadMore(state: PagingState<unknown>): boolean {
  return !state.loading && !state.done && !state.failed;
}

/** True while the list still waits for its first page (not after a failure: that shows Try again). */
export function awaitsFirstPage(state: Pick<PagingState<unknown>, 'page' | 'failed'>): boolean {
  return state.page === 0 && !state.failed;
}

export function startLoading<T>(state: PagingState<T>): PagingState<T> {
  return { ...state, loading: true, failed: false };
}

/**
 * A page arrived: its items are appended (the earlier items keep their identity, so memoised rows do not
 * re-render) and the list is done when fewer than a page came back.
 */
export function pageArrived<T>(
  state: PagingState<T>,
  received: readonly T[],
  pageSize = rules.CATALOGUE_PAGE_SIZE,
): PagingState<T> {
  return {
    items: received.length ? [...state.items, ...received] : state.items,
    page: state.page + 1,
    loading: false,
    done: rules.isLastPage(received.length, pageSize),
    failed: false,
  };
}

export function pageFailed<T>(state: PagingState<T>): PagingState<T> {
  return { ...state, loading: false, failed: true };
}
