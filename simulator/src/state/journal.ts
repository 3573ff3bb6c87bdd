import { closeSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { TokenRecord, UploadRecord, World } from './world.js';
import { restoreWorld, type SavedState } from './persistence.js';

/**
 * Durable state for `--state FILE`: a snapshot (FILE) plus an append-only journal (FILE.journal.<generation>).
 *
 * After every request, `commit(namespace)` compares that namespace with what the journal already holds and appends
 * one line with the difference; the request is answered only when that line is on disk (written and fsync'd).
 * Lines from requests that finish together share one fsync. When the journal outgrows the snapshot, a new snapshot
 * is written in the background, from the JSON text the journal already made (no second serialisation, no
 * request waits), renamed into place, and the older journals deleted.
 *
 * Every line is absolute (a field's new value, tokens added or removed, uploads added or removed), so replaying
 * a line twice is harmless; a torn last line, from a crash in the middle of a write, was never acknowledged and is
 * skipped on restore.
 *
 * What a line holds, per namespace: `world` (all of it, on first use or a reset), `set` (changed top-level
 * fields), `tokensAdd`/`tokensDel`, `uploadsAdd`/`uploadsDel`/`uploadsNext`, `evict` (the namespace was dropped).
 * `regions` is the seeded catalogue and is never changed at run time, so only `world` lines carry it.
 */

/** Fields compared as one JSON text each; the others have a cheaper diff of their own. */
const OWN_DIFF = new Set(['regions', 'tokens', 'uploads']);
/** Compaction starts when the journal holds this much more than the snapshot. */
const COMPACT_MIN_BYTES = 8 * 1024 * 1024;

interface Mirror {
  world: World;
  /** Field name → its JSON text, as the journal last recorded it. */
  fields: Map<string, string>;
  regions: string;
  /** Token → its record's JSON text. */
  tokens: Map<string, string>;
  /** Upload id → its record's JSON text. */
  /** Upload id → its record (records never change; their text is made when written, not kept twice in memory). */
  uploads: Map<string, UploadRecord>;
  uploadsNext: number;
}

interface JournalLine {
  ns: string;
  world?: World;
  set?: Record<string, unknown>;
  tokensAdd?: Record<string, TokenRecord>;
  tokensDel?: string[];
  uploadsAdd?: UploadRecord[];
  uploadsDel?: string[];
  uploadsNext?: number;
  evict?: true;
}

export interface Durability {
  /** Records what changed in `namespace`; resolves once that is on disk (at once without a state file). */
  commit(namespace: string): Promise<void>;
  /** Records that `namespace` was dropped. */
  evict(namespace: string): Promise<void>;
  /** Commits everything and writes a full snapshot now, synchronously (on close). */
  flush(): void;
  /** For tests and the bench: bytes appended and snapshots written so far. */
  stats(): JournalStats;
}

export interface JournalStats {
  journalBytes: number;
  snapshots: number;
  fsyncs: number;
  /** The longest the journal held the event loop in one step (a diff, a snapshot's capture, one piece written). */
  longestStepMs: number;
}

const quote = JSON.stringify;

/** Texts are written in slices of at most this many characters: encoding one costs a millisecond or two. */
const SLICE = 1 << 20;

/** `texts` as pieces of about SLICE characters: small ones joined (fewer writes), long ones cut (slices copy nothing). */
function sliced(texts: string[]): string[] {
  const pieces: string[] = [];
  let joined: string[] = [];
  let length = 0;
  const close = () => {
    if (joined.length) pieces.push(joined.join(''));
    joined = [];
    length = 0;
  };
  for (const text of texts) {
    if (text.length > SLICE) {
      close();
      for (let at = 0; at < text.length; at += SLICE) pieces.push(text.slice(at, at + SLICE));
      continue;
    }
    if (length + text.length > SLICE) close();
    joined.push(text);
    length += text.length;
  }
  close();
  return pieces;
}

/** An upload record's JSON: base64 needs no escaping, so it is joined as it is rather than copied by stringify. */
function uploadText(record: UploadRecord): string {
  const { base64, ...rest } = record;
  return `${quote(rest).slice(0, -1)},"base64":"${base64}"}`;
}

/**
 * A world's JSON text in pieces, each upload its own: a snapshot writes them one by one, so no single step copies
 * or encodes the megabytes of all uploads at once.
 */
function worldPieces(mirror: Mirror): string[] {
  const fields = [`"regions":${mirror.regions}`];
  for (const [key, text] of mirror.fields) fields.push(`${quote(key)}:${text}`);
  fields.push(`"tokens":{${[...mirror.tokens].map(([token, text]) => `${quote(token)}:${text}`).join(',')}}`);
  const uploads = [...mirror.uploads.values()].map((record, i) => (i ? `,${uploadText(record)}` : uploadText(record)));
  return [`{${fields.join(',')},"uploads":{"next":${mirror.uploadsNext},"list":[`, ...uploads, ']}}'];
}

const jsonOfWorld = (mirror: Mirror) => worldPieces(mirror).join('');

function emptyMirror(world: World): Mirror {
  return {
    world,
    fields: new Map(),
    regions: quote(world.regions),
    tokens: new Map(),
    uploads: new Map(),
    uploadsNext: world.uploads.next,
  };
}

/** The line that brings the journal's copy of `world` up to date, or '' when nothing changed. Updates the mirror. */
function diffLine(namespace: string, mirror: Mirror, fresh: boolean): string {
  const { world } = mirror;
  const parts: string[] = [];
  const set: string[] = [];
  for (const key of Object.keys(world)) {
    if (OWN_DIFF.has(key)) continue;
    const text = quote((world as unknown as Record<string, unknown>)[key]) ?? 'null';
    if (mirror.fields.get(key) !== text) {
      mirror.fields.set(key, text);
      set.push(`${quote(key)}:${text}`);
    }
  }
  // A fresh namespace's line is the whole world, made once below, after its tokens and uploads are mirrored too.
  if (!fresh && set.length) parts.push(`"set":{${set.join(',')}}`);

  const added: string[] = [];
  const live = Object.keys(world.tokens);
  const liveTokens = live.length;
  for (const token of live) {
    if (mirror.tokens.has(token)) continue;
    const text = quote(world.tokens[token]);
    mirror.tokens.set(token, text);
    added.push(`${quote(token)}:${text}`);
  }
  const removed: string[] = [];
  // Every live token is in the mirror by now, so a larger mirror means some were deleted.
  if (mirror.tokens.size > liveTokens) {
    for (const token of mirror.tokens.keys()) {
      if (!Object.hasOwn(world.tokens, token)) {
        mirror.tokens.delete(token);
        removed.push(quote(token));
      }
    }
  }
  if (added.length) parts.push(`"tokensAdd":{${added.join(',')}}`);
  if (removed.length) parts.push(`"tokensDel":[${removed.join(',')}]`);

  const present = new Set(world.uploads.list.map((r) => r.id));
  const gone = [...mirror.uploads.keys()].filter((id) => !present.has(id));
  for (const id of gone) mirror.uploads.delete(id);
  const newUploads: string[] = [];
  for (const record of world.uploads.list) {
    if (mirror.uploads.has(record.id)) continue;
    mirror.uploads.set(record.id, record);
    newUploads.push(uploadText(record));
  }
  if (gone.length) parts.push(`"uploadsDel":${quote(gone)}`);
  if (newUploads.length) parts.push(`"uploadsAdd":[${newUploads.join(',')}]`);
  if (mirror.uploadsNext !== world.uploads.next) {
    mirror.uploadsNext = world.uploads.next;
    parts.push(`"uploadsNext":${world.uploads.next}`);
  }
  if (fresh) return `{"ns":${quote(namespace)},"world":${jsonOfWorld(mirror)}}\n`;
  return parts.length ? `{"ns":${quote(namespace)},${parts.join(',')}}\n` : '';
}

function applyLine(worlds: Map<string, World>, line: JournalLine): void {
  if (line.evict) {
    worlds.delete(line.ns);
    return;
  }
  if (line.world) worlds.set(line.ns, restoreWorld(line.world));
  const world = worlds.get(line.ns);
  if (!world) return;
  if (line.set) Object.assign(world, line.set);
  if (line.tokensAdd) Object.assign(world.tokens, line.tokensAdd);
  for (const token of line.tokensDel ?? []) delete world.tokens[token];
  if (line.uploadsDel) world.uploads.list = world.uploads.list.filter((r) => !line.uploadsDel!.includes(r.id));
  if (line.uploadsAdd)
    world.uploads.list.push(...line.uploadsAdd.filter((r) => !world.uploads.list.some((o) => o.id === r.id)));
  if (line.uploadsNext !== undefined) world.uploads.next = line.uploadsNext;
}

function journalFiles(file: string): { generation: number; file: string }[] {
  const dir = path.dirname(file);
  const prefix = `${path.basename(file)}.journal.`;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => ({ generation: Number(name.slice(prefix.length)), file: path.join(dir, name) }))
    .sort((a, b) => a.generation - b.generation);
}

/** The snapshot, then every journal line after it; a line that does not parse ends its file (a torn write). */
export function restoreState(
  file: string,
  snapshot: SavedState | null,
): { worlds: Map<string, World>; generation: number } {
  const worlds = new Map<string, World>(Object.entries(snapshot?.namespaces ?? {}));
  const from = snapshot?.generation ?? 0;
  let generation = from;
  for (const journal of journalFiles(file)) {
    generation = Math.max(generation, journal.generation);
    if (journal.generation < from) continue;
    for (const text of readFileSync(journal.file, 'utf8').split('\n')) {
      if (!text) continue;
      let line: JournalLine;
      try {
        line = JSON.parse(text) as JournalLine;
      } catch {
        break;
      }
      applyLine(worlds, line);
    }
  }
  return { worlds, generation };
}

function fsyncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function snapshotHead(generation: number): string {
  return `{"version":1,"generation":${generation},"namespaces":{`;
}

/** Durability for `worlds`; without a file, commits cost nothing. `generation` is the restore's last one. */
export function createDurability(
  file: string | undefined,
  worlds: Map<string, World>,
  generation = 0,
  onError: (error: Error) => void = () => {},
): Durability {
  let fsyncs = 0;
  let longestStepMs = 0;
  /** Runs a synchronous step of the request path or of a background snapshot, keeping the longest it took. */
  const timed = <T>(step: () => T): T => {
    const began = performance.now();
    try {
      return step();
    } finally {
      longestStepMs = Math.max(longestStepMs, performance.now() - began);
    }
  };
  let snapshots = 0;
  let journalBytes = 0;
  if (!file) {
    const done = Promise.resolve();
    return {
      commit: () => done,
      evict: () => done,
      flush: () => {},
      stats: () => ({ journalBytes, snapshots, fsyncs, longestStepMs: 0 }),
    };
  }
  const stateFile = file;
  const mirrors = new Map<string, Mirror>();
  let current = generation;
  let snapshotBytes = 0;
  let pending: string[] = [];
  let waiters: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let handle: FileHandle | undefined;
  let writing = false;
  let compacting = false;
  let bytesInJournal = 0;

  const journalPath = (gen: number) => `${stateFile}.journal.${gen}`;

  const lineFor = (namespace: string): string => {
    const world = worlds.get(namespace);
    let mirror = mirrors.get(namespace);
    if (!world) return '';
    const fresh = !mirror || mirror.world !== world;
    if (fresh) {
      mirror = emptyMirror(world);
      mirrors.set(namespace, mirror);
    }
    return diffLine(namespace, mirror!, fresh);
  };

  /** Writes a snapshot of every mirror synchronously and starts a new, empty journal generation. */
  const snapshotNow = () => {
    for (const namespace of worlds.keys()) lineFor(namespace);
    current += 1;
    const temporary = `${stateFile}.${process.pid}.tmp`;
    const fd = openSync(temporary, 'w');
    try {
      let written = writeSync(fd, snapshotHead(current));
      let first = true;
      for (const [namespace, mirror] of mirrors) {
        written += writeSync(fd, `${first ? '' : ','}${quote(namespace)}:`);
        for (const piece of worldPieces(mirror)) written += writeSync(fd, piece);
        first = false;
      }
      written += writeSync(fd, '}}');
      fsyncSync(fd);
      snapshotBytes = written;
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, stateFile);
    fsyncDirectory(path.dirname(stateFile));
    snapshots += 1;
    for (const old of journalFiles(stateFile)) if (old.generation < current) rmSync(old.file, { force: true });
    bytesInJournal = 0;
  };

  /** Starts a new journal generation and writes the snapshot in the background, piece by piece, from texts the
   * mirrors already hold: no request waits on it. Runs inside `drain`, between two batches. */
  const startCompaction = async () => {
    const generationOfSnapshot = current + 1;
    const next = await open(journalPath(generationOfSnapshot), 'a');
    const old = handle;
    handle = next;
    current = generationOfSnapshot;
    bytesInJournal = 0;
    await old?.close();
    // Captured now: later commits change the mirrors, and their lines go to the new journal.
    const pieces = timed(() => [
      snapshotHead(generationOfSnapshot),
      ...[...mirrors].flatMap(([namespace, mirror], i) => [
        `${i ? ',' : ''}${quote(namespace)}:`,
        ...worldPieces(mirror),
      ]),
      '}}',
    ]);
    compacting = true;
    void writeSnapshot(generationOfSnapshot, pieces)
      .catch((error: Error) => onError(error))
      .finally(() => {
        compacting = false;
      });
  };

  const writeSnapshot = async (generationOfSnapshot: number, pieces: string[]) => {
    const temporary = `${stateFile}.${process.pid}.compact.tmp`;
    const out = await open(temporary, 'w');
    let written = 0;
    try {
      // The string's encoding happens before write() returns its promise: that is the part the event loop waits on.
      for (const piece of sliced(pieces)) written += (await timed(() => out.write(piece))).bytesWritten;
      await out.sync();
    } finally {
      await out.close();
    }
    // From here on synchronous, so a flush cannot come between the check and the rename.
    if (generationOfSnapshot < current) {
      rmSync(temporary, { force: true }); // a flush wrote a newer snapshot meanwhile
      return;
    }
    renameSync(temporary, stateFile);
    fsyncDirectory(path.dirname(stateFile));
    snapshotBytes = written;
    snapshots += 1;
    for (const old of journalFiles(stateFile))
      if (old.generation < generationOfSnapshot) rmSync(old.file, { force: true });
  };

  const drain = async () => {
    if (writing) return;
    writing = true;
    try {
      while (pending.length) {
        if (!compacting && bytesInJournal > Math.max(COMPACT_MIN_BYTES, snapshotBytes)) await startCompaction();
        const batch = pending;
        const batchWaiters = waiters;
        pending = [];
        waiters = [];
        let target: FileHandle | undefined;
        try {
          target = handle ??= await open(journalPath(current), 'a');
          let size = 0;
          for (const piece of sliced(batch)) size += (await timed(() => target!.write(piece))).bytesWritten;
          await target.datasync();
          fsyncs += 1;
          journalBytes += size;
          bytesInJournal += size;
          for (const w of batchWaiters) w.resolve();
        } catch (error) {
          for (const w of batchWaiters) w.reject(error as Error);
        }
        // A flush started a new generation while this batch was written: its snapshot holds the batch.
        if (target && handle !== target) await target.close();
      }
    } catch (error) {
      onError(error as Error);
    } finally {
      writing = false;
    }
  };

  const append = (line: string): Promise<void> => {
    if (!line) return Promise.resolve();
    pending.push(line);
    const promise = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
    void drain();
    return promise;
  };

  // Start from a snapshot of what was restored, so each run begins with an empty journal.
  snapshotNow();

  return {
    commit: (namespace) => append(timed(() => lineFor(namespace))),
    evict: (namespace) => {
      mirrors.delete(namespace);
      return append(`{"ns":${quote(namespace)},"evict":true}\n`);
    },
    flush: () => {
      // A snapshot holds every mirror; lines still waiting are in it too, so their waiters may go.
      snapshotNow();
      const old = handle;
      handle = undefined;
      if (!writing) void old?.close();
      for (const w of waiters) w.resolve();
      waiters = [];
      pending = [];
    },
    stats: () => ({ journalBytes, snapshots, fsyncs, longestStepMs }),
  };
}
