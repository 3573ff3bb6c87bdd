import { describe, expect, it, vi } from 'vitest';
import { firstPageAhead } from './first-page-ahead';
import { invalidate, SESSION_TAG } from './resource';

const KEY = '{"brandId":null}';

describe('firstPageAhead', () => {
  it('hands the page asked ahead to the list, once; the list asks anew after that', async () => {
    const ahead = firstPageAhead<string[]>();
    const prefetched = vi.fn(async () => ['Calacatta', 'Travertino']);
    const listed = vi.fn(async () => ['fresh']);
    ahead.start(KEY, prefetched);
    await expect(ahead.page(KEY, 1, listed)).resolves.toEqual(['Calacatta', 'Travertino']);
    expect(listed).not.toHaveBeenCalled();
    await expect(ahead.page(KEY, 1, listed)).resolves.toEqual(['fresh']);
    expect(prefetched).toHaveBeenCalledTimes(1);
    expect(listed).toHaveBeenCalledTimes(1);
  });

  it('asks every later page itself', async () => {
    const ahead = firstPageAhead<number>();
    ahead.start(KEY, async () => 1);
    const ask = vi.fn(async (page: number) => page);
    await expect(ahead.page(KEY, 2, ask)).resolves.toBe(2);
    await expect(ahead.page(KEY, 1, ask)).resolves.toBe(1);
    expect(ask).toHaveBeenCalledWith(2);
    expect(ask).not.toHaveBeenCalledWith(1);
  });

  it('asks nothing ahead when the list asked first', async () => {
    const ahead = firstPageAhead<string[]>();
    const listed = vi.fn(async () => ['listed']);
    const prefetched = vi.fn(async () => ['prefetched']);
    await expect(ahead.page(KEY, 1, listed)).resolves.toEqual(['listed']);
    ahead.start(KEY, prefetched);
    expect(prefetched).not.toHaveBeenCalled();
  });

  it('does not hand over a page of another key', async () => {
    const ahead = firstPageAhead<string[]>();
    ahead.start(KEY, async () => ['all brands']);
    await expect(ahead.page('{"brandId":2}', 1, async () => ['brand 2'])).resolves.toEqual(['brand 2']);
  });

  it('does not hand over a page asked under another session (another region or user)', async () => {
    const ahead = firstPageAhead<string[]>();
    ahead.start(KEY, async () => ['a guest’s page']);
    invalidate(SESSION_TAG);
    await expect(ahead.page(KEY, 1, async () => ['the user’s page'])).resolves.toEqual(['the user’s page']);
  });
});
