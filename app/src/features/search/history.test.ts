import { describe, expect, it } from 'vitest';
import { addToHistory, historyKey, historyOverflows, readHistory, type HistoryEntry } from './history';

const entry = (key: string): HistoryEntry => ({ key, hotItems: '', type: 'product' });

describe('search history', () => {
  it('is kept per page type', () => {
    expect(historyKey('product')).toBe('sf.searchHistory.product');
    expect(historyKey('')).toBe('sf.searchHistory.all');
  });

  it('puts the newest first and moves a repeated key to the front', () => {
    let list = addToHistory([], entry('oak'));
    list = addToHistory(list, entry('marble'));
    list = addToHistory(list, entry(' OAK '));
    expect(list.map((e) => e.key)).toEqual(['OAK', 'marble']);
  });

  it('ignores empty text and drops the oldest past the limit', () => {
    expect(addToHistory([entry('a')], entry('  '))).toEqual([entry('a')]);
    let list: HistoryEntry[] = [];
    for (let i = 0; i < 25; i += 1) list = addToHistory(list, entry(`k${i}`));
    expect(list).toHaveLength(20);
    expect(list[0]?.key).toBe('k24');
    expect(list[19]?.key).toBe('k5');
  });

  it('reads only well-formed entries from storage', () => {
    expect(readHistory('x')).toEqual([]);
    expect(readHistory([{ key: 'a', type: 'product' }, { key: '' }, null, 3])).toEqual([
      { key: 'a', hotItems: '', type: 'product' },
    ]);
  });

  it('needs the expand toggle beyond about two rows (128 px)', () => {
    expect(historyOverflows(96)).toBe(false);
    expect(historyOverflows(128)).toBe(false);
    expect(historyOverflows(160)).toBe(true);
  });
});
