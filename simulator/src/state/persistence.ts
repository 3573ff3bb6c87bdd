import { readFileSync } from 'node:fs';
import { seedAccounts } from '../seed/accounts.js';
import { emptyUploads } from './uploads.js';
import { seedOfflineViews, type World } from './world.js';

/** The snapshot file of `--state` (journal.ts keeps the changes made since it in FILE.journal.<generation>). */
export interface SavedState {
  version: 1;
  /** Journals from this generation on hold what the snapshot does not; absent in files written before journals. */
  generation?: number;
  namespaces: Record<string, World>;
}

/** A store as states saved before stores took the backend's field names (adds, business_hours_start/_end) hold it. */
type OldStore = Record<string, unknown> & { address?: string; open_time?: string; close_time?: string };

function renameOldStoreFields(store: OldStore): void {
  for (const [old, current] of [
    ['address', 'adds'],
    ['open_time', 'business_hours_start'],
    ['close_time', 'business_hours_end'],
  ] as const) {
    if (store[old] === undefined) continue;
    store[current] ??= store[old];
    delete store[old];
  }
}

/** A world as saved, with the parts that states saved by older versions lack. */
export function restoreWorld(world: World): World {
  for (const region of Object.values(world.regions))
    for (const store of region.stores) renameOldStoreFields(store as unknown as OldStore);
  world.accounts ??= seedAccounts(world.seed);
  world.catalogue ??= {
    favourites: [],
    views: seedOfflineViews(world.accounts),
    viewCounts: {},
    shares: {},
    searchLog: [],
  };
  world.uploads ??= emptyUploads();
  return world;
}

export function loadState(file: string): SavedState | null {
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
  for (const world of Object.values(saved.namespaces)) restoreWorld(world);
  return saved;
}
