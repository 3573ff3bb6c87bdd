import type { SearchType } from './search-rules';

/** One remembered search (docs/product/browsing.md#search): kept per page type. */
export interface HistoryEntry {
  key: string;
  hotItems: string;
  type: SearchType;
}

/** Most entries kept a page type; the page shows about two rows of them until expanded. */
export const HISTORY_LIMIT = 20;
/** The collapsed history's height (about two rows of chips, docs/product/browsing.md#search). */
export const HISTORY_COLLAPSED_PX = 128;

export const historyKey = (type: SearchType) => `sf.searchHistory.${type || 'all'}`;

/** Adds a search at the front; the same key moves to the front instead of repeating; the oldest fall off. */
export function addToHistory(
  list: readonly HistoryEntry[],
  entry: HistoryEntry,
  limit = HISTORY_LIMIT,
): HistoryEntry[] {
  const key = entry.key.trim();
  if (!key) return [...list];
  const rest = list.filter((e) => e.key.trim().toLowerCase() !== key.toLowerCase());
  return [{ ...entry, key }, ...rest].slice(0, limit);
}

/** Only well-formed entries survive reading from storage. */
export function readHistory(value: unknown): HistoryEntry[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (e): e is HistoryEntry =>
        !!e &&
        typeof e === 'object' &&
        typeof (e as HistoryEntry).key === 'string' &&
        (e as HistoryEntry).key.trim() !== '',
    )
    .map((e) => ({ key: e.key, hotItems: typeof e.hotItems === 'string' ? e.hotItems : '', type: e.type }))
    .slice(0, HISTORY_LIMIT);
}

/** True when the chips are taller than the collapsed height, so the expand toggle is needed. */
export function historyOverflows(contentHeight: number, collapsed = HISTORY_COLLAPSED_PX): boolean {
  return contentHeight > collapsed + 1;
}
