/**
 * Values kept in localStorage with an expiry, like the stored user info (7 days) and guest info (2 hours).
 * A value past its time reads as absent and is removed.
 */
interface Stored<T> {
  value: T;
  expiresAt: number | null;
}

export interface ExpiringStore {
  read<T>(key: string): T | null;
  write<T>(key: string, value: T, ttlMs?: number): void;
  remove(key: string): void;
}

export function createExpiringStore(storage: Storage | undefined, now: () => number = Date.now): ExpiringStore {
  return {
    read<T>(key: string): T | null {
      if (!storage) return null;
      let raw: string | null;
      try {
        raw = storage.getItem(key);
      } catch {
        return null;
      }
      if (raw === null) return null;
      try {
        const stored = JSON.parse(raw) as Stored<T>;
        if (stored.expiresAt !== null && now() >= stored.expiresAt) {
          storage.removeItem(key);
          return null;
        }
        return stored.value;
      } catch {
        storage.removeItem(key);
        return null;
      }
    },
    write<T>(key: string, value: T, ttlMs?: number) {
      const stored: Stored<T> = { value, expiresAt: ttlMs === undefined ? null : now() + ttlMs };
      try {
        storage?.setItem(key, JSON.stringify(stored));
      } catch {
        // Private mode or a full quota: the session still works for this page, it just is not remembered.
      }
    },
    remove(key: string) {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to do: storage unavailable.
      }
    },
  };
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export const storage = createExpiringStore(localStorageOrUndefined());
