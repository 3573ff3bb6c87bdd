import { appendFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { NAMESPACE_HEADER, USER_TOKEN_HEADER, GUEST_TOKEN_HEADER, rules } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';
import { restoreState } from './journal.js';
import { loadState } from './persistence.js';
import { startTestSimulator } from '../test-support/harness.js';
import { makeRoomAcross, storeUpload } from './uploads.js';
import { createWorld, type World } from './world.js';

const stateDir = (name: string) => path.join(mkdtempSync(path.join(tmpdir(), `sim-${name}-`)), 'state.json');
/** What a restart would see now: the snapshot plus the journals, read from disk. */
const onDisk = (file: string) => restoreState(file, loadState(file)).worlds;

/** A PNG the upload check accepts (a 1x1 header), padded to `size` bytes: the server reads only the header. */
function pngOf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(rules.ONE_PIXEL_PNG);
  return bytes;
}

async function signedIn(sim: Awaited<ReturnType<typeof startTestSimulator>>, namespace = 'default') {
  const guest = await sim.guestToken('dc-eu', namespace);
  const login = await sim.post(
    '/api/v1/user/login',
    { user_name: '34600111222', password: 'Tile2026' },
    sim.asGuest(guest, namespace),
  );
  return { [USER_TOKEN_HEADER]: login.data.access_user_token as string, [NAMESPACE_HEADER]: namespace };
}

const favourites = (world: World | undefined) =>
  (world?.catalogue.favourites ?? []).map((f) => f.id).sort((a, b) => a - b);

describe('the state journal', () => {
  it('has a change on disk before its answer comes back', async () => {
    const file = stateDir('journal-ack');
    const sim = await startTestSimulator({ stateFile: file });
    const user = await signedIn(sim);
    for (const id of [4, 9, 16])
      expect((await sim.post('/api/v1/product/productFav', { product_id: String(id) }, user)).data.is_fav).toBe(1);
    // No close, no flush: as if the process died right after the third answer.
    expect(favourites(onDisk(file).get('default'))).toEqual([4, 9, 16]);
    await sim.close();
  });

  it('skips a torn last line, which was never acknowledged', async () => {
    const file = stateDir('journal-torn');
    const sim = await startTestSimulator({ stateFile: file });
    const user = await signedIn(sim);
    await sim.post('/api/v1/product/productFav', { product_id: '5' }, user);
    const journal = readdirSync(path.dirname(file)).find((name) => name.includes('.journal.'))!;
    appendFileSync(path.join(path.dirname(file), journal), '{"ns":"default","set":{"catalogue":{"favou');
    expect(favourites(onDisk(file).get('default'))).toEqual([5]);
    await sim.close();
  });

  it('compacts 25 MB of uploads in the background and restores them with every later write', async () => {
    const file = stateDir('journal-compact');
    const sim = await startTestSimulator({ stateFile: file });
    const user = await signedIn(sim, 'photos');
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const paths: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const form = new FormData();
      form.append('img_path', 'h5_img');
      form.append('file', new Blob([pngOf(rules.UPLOAD_MAX_BYTES)], { type: 'image/png' }), `p${i}.png`);
      const answer = await sim.postForm('/api/v1/common/uploadImage', form, { [NAMESPACE_HEADER]: 'photos' });
      expect(answer.status).toBe(200);
      paths.push(answer.data.path as string);
    }
    // Small writes while the journal (over 33 MB of base64 by now) is compacted behind them.
    for (let id = 1; id <= 60; id += 1) await sim.post('/api/v1/product/productFav', { product_id: String(id) }, user);
    for (let wait = 0; sim.simulator.stateStats().snapshots < 2 && wait < 100; wait += 1)
      await new Promise((r) => setTimeout(r, 50));
    delay.disable();
    const stats = sim.simulator.stateStats();
    console.log(
      `durability: 25 MB of uploads + 60 writes: ${stats.fsyncs} fsyncs, ${(stats.journalBytes / 1048576).toFixed(1)} MB journalled, ${stats.snapshots} snapshots; longest step of the journal ${stats.longestStepMs.toFixed(1)} ms, longest event-loop stall ${(delay.max / 1e6).toFixed(1)} ms`,
    );
    expect(stats.snapshots).toBeGreaterThanOrEqual(2); // the one at start, and a compaction
    // The compaction removed the journals it covered.
    expect(readdirSync(path.dirname(file)).filter((name) => name.includes('.journal.')).length).toBeLessThanOrEqual(2);

    const restored = onDisk(file).get('photos');
    expect(favourites(restored)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(restored!.uploads.list.map((r) => r.id)).toEqual(paths.map((p) => /\/([0-9a-f]{32})\./.exec(p)![1]));
    await sim.close();
  }, 60_000);

  it('forgets an evicted namespace and never evicts default', async () => {
    const file = stateDir('journal-evict');
    const sim = await startTestSimulator({ stateFile: file, maxNamespaces: 3 });
    await sim.guestToken('dc-eu'); // default
    for (const name of ['first', 'second', 'third']) await sim.guestToken('dc-eu', name);
    expect([...sim.simulator.worlds.keys()].sort()).toEqual(['default', 'second', 'third']);
    // 'second' used again, so 'third' is now the least recently used.
    await sim.guestToken('dc-eu', 'second');
    const guest = await sim.guestToken('dc-eu', 'fourth');
    expect([...sim.simulator.worlds.keys()].sort()).toEqual(['default', 'fourth', 'second']);
    expect([...onDisk(file).keys()].sort()).toEqual(['default', 'fourth', 'second']);
    // A token of an evicted namespace's successor works; the namespace starts from the seed again.
    expect(
      (
        await sim.post(
          '/api/v1/common/getMainPageInfo',
          {},
          { [GUEST_TOKEN_HEADER]: guest, [NAMESPACE_HEADER]: 'fourth' },
        )
      ).status,
    ).toBe(200);
    await sim.close();
  });
});

describe('the overall upload cap', () => {
  it('takes room from the least recently used namespaces, oldest upload first, never from the uploader', () => {
    const png = rules.UPLOAD_IMAGE_TYPES.find((t) => t.ext === 'png')!;
    const five = new Uint8Array(5);
    const [a, b, c] = [createWorld(1), createWorld(1), createWorld(1)];
    const worlds = new Map([
      ['a', a!],
      ['b', b!],
      ['c', c!],
    ]);
    for (const world of [a!, b!]) for (let i = 0; i < 3; i += 1) storeUpload(world, '', 'h5_img', five, png, i);
    const bOldest = b!.uploads.list[0]!.id;
    // 30 bytes stored: 10 more fit under 40.
    expect(makeRoomAcross(worlds, c!, 10, 40)).toEqual([]);
    // 20 more do not: 'a', used least recently, loses its two oldest.
    expect(makeRoomAcross(worlds, c!, 20, 40)).toEqual(['a']);
    expect(a!.uploads.list).toHaveLength(1);
    expect(b!.uploads.list).toHaveLength(3);
    // The uploader's own are never taken: 'a' uploads 25, so 'b' gives its oldest.
    expect(makeRoomAcross(worlds, a!, 25, 40)).toEqual(['b']);
    expect(a!.uploads.list).toHaveLength(1);
    expect(b!.uploads.list.map((r) => r.id)).not.toContain(bOldest);
    expect(b!.uploads.list).toHaveLength(2);
  });
});
