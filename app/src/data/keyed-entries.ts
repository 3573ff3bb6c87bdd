import { followTags } from './tags';

/** What the cache asks of an entry (a resource's or a paged resource's). */
export interface CachedEntry {
  /** True while a page shows the entry: it is never let go then. */
  observed(): boolean;
  /** Its data may have changed (a tag was invalidated): reload it if shown or loading, else forget what it holds. */
  invalidated(): void;
}

/**
 * The entries of a resource, one per key (the key as JSON), most recently shown last. Entries no page shows are
 * let go beyond `keep`, oldest first, so the memory a visit holds stays bounded. An invalidated tag reaches every
 * entry; entries are emptied in place rather than dropped, because a page being rendered may hold one already and
 * observe it once it commits (with a new entry in the map by then, two loads of one key would run).
 */
export function keyedEntries<K, E extends CachedEntry>(make: (key: K) => E, keep: number, tags: readonly string[]) {
  const entries = new Map<string, E>();
  followTags(tags, () => {
    for (const entry of [...entries.values()]) entry.invalidated();
  });
  return {
    get(key: K): E {
      const id = JSON.stringify(key) ?? '';
      let entry = entries.get(id);
      if (!entry) {
        entry = make(key);
        trim(1);
        entries.set(id, entry);
      }
      return entry;
    },
    /** Marks the entry as the most recently shown (it is let go last). */
    touch(entry: E): void {
      for (const [id, held] of entries) {
        if (held !== entry) continue;
        entries.delete(id);
        entries.set(id, entry);
        return;
      }
    },
    trim: () => trim(),
    invalidateAll(): void {
      for (const entry of [...entries.values()]) entry.invalidated();
    },
    /** How many entries are held (the cache bound's tests). */
    get size() {
      return entries.size;
    },
  };

  /** Lets go of the oldest entries no page shows, down to `keep` (less `room` for entries about to come). */
  function trim(room = 0) {
    let extra = entries.size + room - keep;
    for (const [id, entry] of entries) {
      if (extra <= 0) break;
      if (entry.observed()) continue;
      entries.delete(id);
      extra -= 1;
    }
  }
}
