import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { seedAccounts } from './seed/accounts.js';
import { emptyUploads } from './uploads.js';
import { seedOfflineViews, type World } from './world.js';

export interface SavedState {
  version: 1;
  namespaces: Record<string, World>;
}

export function loadState(file: string): Record<string, World> | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const saved = JSON.parse(text) as SavedState;
  if (saved.version !== 1 || typeof saved.namespaces !== 'object') {
    throw new Error(`${file} is not a simulator state file (version 1)`);
  }
  // State saved before accounts existed gets the seeded ones.
  for (const world of Object.values(saved.namespaces)) {
    world.accounts ??= seedAccounts(world.seed);
    world.catalogue ??= { favourites: [], views: seedOfflineViews(world.accounts), viewCounts: {}, shares: {}, searchLog: [] };
    world.uploads ??= emptyUploads();
  }
  return saved.namespaces;
}

/** Writes to a temporary file and renames it over the old one, so a crash never leaves half a state file. */
export function saveState(file: string, namespaces: Map<string, World>): void {
  const saved: SavedState = { version: 1, namespaces: Object.fromEntries(namespaces) };
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(saved));
  renameSync(temporary, file);
}

export interface StateSaver {
  /** Writes the state file now (no-op without one). */
  flush(): void;
  /** Writes it shortly: a burst of calls costs one write. */
  schedule(): void;
}

export function stateSaver(file: string | undefined, namespaces: Map<string, World>): StateSaver {
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (file) saveState(file, namespaces);
  };
  const schedule = () => {
    if (!file || timer) return;
    timer = setTimeout(flush, 100);
  };
  return { flush, schedule };
}
