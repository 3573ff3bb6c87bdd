import { followTags } from './tags';

/** What the cache asks of an entry (a resource's or a paged resource's). */
export interface CachedEntry {
  /**
   * True once a page has shown the entry and none shows it now: only such entries are let go. An entry no page has
   * shown yet is held, since a page being rendered (or start-up, for the page it is about to show) has just made it.
   */
  released(): boolean;
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
  const ids = new WeakMap<E, string>();
  followTags(tags, () => {
    for (const entry of [...entries.values()]) entry.invalidated();
  });
  return {
    get(key: K): E {
      const id = JSON.stringify(key) ?? '';
      let entry = entries.get(id);
      if (!entry) {
        entry = make(key);
        ids.set(entry, id);
        trim(1);
        entries.set(id, entry);
      }
      return entry;
    },
    /** Marks the entry as the most recently shown (it is let go last), taking it back if it was let go. */
    touch(entry: E): void {
      const id = ids.get(entry)!;
      const held = entries.get(id);
      if (held && held !== entry) return;
      entries.delete(id);
      entries.set(id, entry);
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
      if (!entry.released()) continue;
      entries.delete(id);
      extra -= 1;
    }
  }
}
