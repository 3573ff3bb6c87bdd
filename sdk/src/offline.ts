import type { OperationId } from './operations.js';
import { readOperations } from './read-operations.js';

/**
 * What the client does while the connection is lost (docs/product/session-and-requests.md#offline): the last answer
 * of every read (operations the contract marks `x-read`) is kept for the session, a read that cannot reach the server
 * is answered with it, and every other operation is refused before it is sent. Its own package entry
 * (`@storefront/sdk/offline`): the app loads it after start-up, so the first visit does not carry it.
 */

/** Whether an operation only reads (the contract's `x-read`); every other one is refused while offline. */
export const isRead = (operationId: OperationId): boolean => readOperations.has(operationId);

/** Field names that hold secrets: never part of a kept answer or of the key it is kept under. */
const SECRET_FIELD = /token|password|^code$/i;

/** A copy without secret fields, at any depth (getUserInfo echoes the user token; a kept answer must not). */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !SECRET_FIELD.test(name))
      .map(([name, field]) => [name, withoutSecrets(field)]),
  );
}

/** The key an answer is kept under: the operation and its body, secrets left out. */
export const answerKey = (operationId: OperationId, body: unknown): string =>
  `${operationId} ${JSON.stringify(withoutSecrets(body ?? {}))}`;

/** The part of Web Storage the keeper uses (sessionStorage in the app). */
export type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage in memory, for a client without Web Storage (Node: the checker, the scenario runner, tests). */
export function memoryStorage(): KeptStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    items,
  };
}

export interface KeptAnswersOptions {
  /** Who asks (region and account, hashed): answers kept for someone else are forgotten, never shown. */
  owner: string;
  /** Most characters all kept answers may take together; the least recently kept go first. */
  maxChars?: number;
  /** Most answers kept. */
  maxEntries?: number;
}

export interface KeptAnswers {
  /** The contract's word (isRead): a read is answered from here offline, anything else is refused. */
  isRead(operationId: OperationId): boolean;
  /** Keeps a read's answer (a write's is ignored), replacing the one kept under the same key. */
  keep(operationId: OperationId, body: unknown, data: unknown): void;
  /** The answer kept for this read, or undefined. */
  kept(operationId: OperationId, body: unknown): unknown;
  /** Forgets every kept answer, and starts keeping for `owner` (sign-in, sign-out, another region). */
  clear(owner: string): void;
}

/** Storage key prefix of kept answers; the index (owner and keys, least recently kept first) is under the prefix. */
export const KEPT_PREFIX = 'sf.kept';
/** About 1 MB of text: a few hundred pages, well within a browser's 5 MB for session storage. */
export const KEPT_MAX_CHARS = 1_000_000;
export const KEPT_MAX_ENTRIES = 300;

interface Index {
  owner: string;
  /** [key, characters], the least recently kept first. */
  entries: [string, number][];
}

/** The kept answers of one browser tab's session, in `storage` under `sf.kept`, bounded in size. */
export function keptAnswers(storage: KeptStorage, options: KeptAnswersOptions): KeptAnswers {
  const maxChars = options.maxChars ?? KEPT_MAX_CHARS;
  const maxEntries = options.maxEntries ?? KEPT_MAX_ENTRIES;
  const itemKey = (key: string) => `${KEPT_PREFIX}:${key}`;

  const readIndex = (): Index | null => {
    try {
      return JSON.parse(storage.getItem(KEPT_PREFIX) ?? 'null') as Index | null;
    } catch {
      return null;
    }
  };
  let index: Index = { owner: options.owner, entries: [] };
  const stored = readIndex();
  if (stored?.owner === options.owner) index = stored;
  else if (stored) clearEntries(stored);

  function clearEntries(old: Index) {
    for (const [key] of old.entries) storage.removeItem(itemKey(key));
    storage.removeItem(KEPT_PREFIX);
  }

  function saveIndex() {
    try {
      storage.setItem(KEPT_PREFIX, JSON.stringify(index));
    } catch {
      // A full storage: the kept answers stay as listed, the new one was not written.
    }
  }

  /** Drops the least recently kept answers until `room` more characters and one more entry fit. */
  function makeRoom(room: number) {
    let total = index.entries.reduce((sum, [, chars]) => sum + chars, 0);
    while (index.entries.length > 0 && (total + room > maxChars || index.entries.length >= maxEntries)) {
      const [key, chars] = index.entries.shift()!;
      storage.removeItem(itemKey(key));
      total -= chars;
    }
  }

  return {
    isRead,
    keep(operationId, body, data) {
      if (!isRead(operationId)) return;
      const key = answerKey(operationId, body);
      const text = JSON.stringify(withoutSecrets(data));
      index.entries = index.entries.filter(([kept]) => kept !== key);
      storage.removeItem(itemKey(key));
      if (text.length > maxChars) return saveIndex();
      makeRoom(text.length);
      try {
        storage.setItem(itemKey(key), text);
        index.entries.push([key, text.length]);
      } catch {
        // Over the browser's quota: this answer is not kept; older ones stay.
      }
      saveIndex();
    },
    kept(operationId, body) {
      if (!isRead(operationId)) return undefined;
      const text = storage.getItem(itemKey(answerKey(operationId, body)));
      try {
        return text === null ? undefined : (JSON.parse(text) as unknown);
      } catch {
        return undefined;
      }
    },
    clear(owner) {
      clearEntries(index);
      index = { owner, entries: [] };
    },
  };
}
