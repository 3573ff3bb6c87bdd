import { addToHistory, historyKey, readHistory, type HistoryEntry } from './history';
import type { SearchType } from './search-rules';

/** The local search history of one page type (docs/product/browsing.md#search), in localStorage. */
export function loadHistory(type: SearchType): HistoryEntry[] {
  try {
    return readHistory(JSON.parse(localStorage.getItem(historyKey(type)) ?? '[]'));
  } catch {
    return [];
  }
}

export function saveSearch(type: SearchType, key: string, hotItems = ''): HistoryEntry[] {
  const list = addToHistory(loadHistory(type), { key, hotItems, type });
  try {
    localStorage.setItem(historyKey(type), JSON.stringify(list));
  } catch {
    // Private mode or full storage: the search still works, only the history is not kept.
  }
  return list;
}

export function clearHistory(type: SearchType): void {
  try {
    localStorage.removeItem(historyKey(type));
  } catch {
    // Nothing to clear.
  }
}
