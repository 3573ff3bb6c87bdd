import { describe, expect, it } from 'vitest';
import { awaitsFirstPage, canLoadMore, initialPaging, pageArrived, pageFailed, startLoading } from './paging';

const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));

describe('infinite list paging', () => {
  it('appends full pages and keeps going', () => {
    let state = initialPaging<{ id: number }>();
    expect(canLoadMore(state)).toBe(true);
    state = startLoading(state);
    expect(canLoadMore(state)).toBe(false);
    state = pageArrived(state, page(1, 30));
    expect(state).toMatchObject({ page: 1, loading: false, done: false });
    expect(state.items).toHaveLength(30);
    expect(canLoadMore(state)).toBe(true);
  });

  it('keeps the identity of items already shown', () => {
    const first = pageArrived(initialPaging<{ id: number }>(), page(1, 30));
    const second = pageArrived(first, page(31, 30));
    expect(second.items[0]).toBe(first.items[0]);
    expect(second.items).toHaveLength(60);
  });

  it('is done when fewer than 30 come back, including none', () => {
    expect(pageArrived(initialPaging(), page(1, 29)).done).toBe(true);
    expect(pageArrived(initialPaging(), []).done).toBe(true);
    expect(canLoadMore(pageArrived(initialPaging(), page(1, 3)))).toBe(false);
  });

  it('a failed page stops loading until retried', () => {
    const failed = pageFailed(startLoading(initialPaging()));
    expect(failed).toMatchObject({ loading: false, failed: true });
    expect(canLoadMore(failed)).toBe(false);
    expect(startLoading(failed).failed).toBe(false);
  });

  it('waits for the first page until it arrives or fails', () => {
    const loading = startLoading(initialPaging<{ id: number }>());
    expect(awaitsFirstPage(initialPaging())).toBe(true);
    expect(awaitsFirstPage(loading)).toBe(true);
    expect(awaitsFirstPage(pageFailed(loading))).toBe(false);
    expect(awaitsFirstPage(pageArrived(loading, page(1, 3)))).toBe(false);
    expect(awaitsFirstPage(pageArrived(loading, []))).toBe(false);
  });
});
