import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GUEST_TOKEN_HEADER, USER_TOKEN_HEADER } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';

/**
 * kill -9 in the middle of a stream of writes, then a restart from the same --state: every write that was
 * answered must be there. The simulator runs as its own process (the built CLI), as `npm start` runs it.
 */
const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const ROUNDS = [180, 320, 460]; // ms of writing before the kill
const PRODUCTS_PER_ROUND = 80;
const GUESTS_PER_ROUND = 40; // under the 60 a minute one address may take

interface Running {
  url: string;
  child: ChildProcess;
}

function startCli(stateFile: string): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, '--port', '0', '--state', stateFile, '--control', '--quiet'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (match) resolve({ url: match[1]!, child });
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`simulator exited (${code}) before listening: ${out}`)));
  });
}

async function call(url: string, route: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { status: number; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- checked field by field
}

interface Acknowledged {
  favourites: Set<number>;
  guests: string[];
  phones: string[];
  /** Last names sent to fillInfo in order; `lastAcked` indexes the last one answered. */
  names: string[];
  lastAcked: number;
}

async function writeUntil(url: string, userToken: string, round: number, stopAt: number, acked: Acknowledged) {
  const user = { [USER_TOKEN_HEADER]: userToken };
  const running = () => performance.now() < stopAt;
  let nextProduct = round * PRODUCTS_PER_ROUND + 1;
  const favourites = async () => {
    while (running() && nextProduct <= (round + 1) * PRODUCTS_PER_ROUND) {
      const id = nextProduct++;
      const answer = await call(url, '/api/v1/product/productFav', { product_id: String(id) }, user);
      if (answer.status === 200 && answer.data.is_fav === 1) acked.favourites.add(id);
    }
  };
  const profile = async () => {
    for (let k = 0; running(); k += 1) {
      const name = `Round${round}edit${k}`;
      acked.names.push(name);
      const answer = await call(url, '/api/v1/user/fillInfo', { last_name: name }, user);
      if (answer.status === 200) acked.lastAcked = acked.names.length - 1;
    }
  };
  const guests = async () => {
    for (let k = 0; running() && k < GUESTS_PER_ROUND; k += 1) {
      const answer = await call(url, '/api/v1/user/getClientGuestToken', { datacenter_uuid: 'dc-eu' });
      if (answer.status === 200) acked.guests.push(answer.data.access_guest_token as string);
    }
  };
  const registrations = async () => {
    for (let k = 0; running(); k += 1) {
      const phone = `69${round}${String(k).padStart(6, '0')}`;
      const guest = await call(url, '/api/v1/user/getClientGuestToken', { datacenter_uuid: 'dc-eu' });
      const headers = { [GUEST_TOKEN_HEADER]: guest.data.access_guest_token as string };
      await call(url, '/api/v1/user/sendCode', { type: 2, fun_type: 1, content: `34${phone}` }, headers);
      const code = (await call(url, '/control/getLastCode', { content: `34${phone}` })).data.code as string;
      const answer = await call(
        url,
        '/api/v1/user/reg',
        { area_code: '34', phone, first_name: 'Nora', last_name: 'Vidal', gender: '2', code, password: 'Azulejo7' },
        headers,
      );
      if (answer.status === 200) acked.phones.push(phone);
    }
  };
  // A worker's request that the kill cuts off rejects: it was never acknowledged.
  const quietly = (work: () => Promise<void>) => work().catch(() => undefined);
  await Promise.all([
    quietly(favourites),
    quietly(favourites),
    quietly(profile),
    quietly(guests),
    quietly(registrations),
  ]);
}

async function favouriteIds(url: string, userToken: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; ; page += 1) {
    const answer = await call(
      url,
      '/api/v1/product/getProductFavList',
      { page, limit: 100 },
      { [USER_TOKEN_HEADER]: userToken },
    );
    const list = answer.data.list as { id: number }[];
    for (const item of list) ids.add(item.id);
    if (list.length < 100) return ids;
  }
}

describe('--state after kill -9', () => {
  it('keeps every write that was answered, over three kill rounds', async () => {
    const stateFile = path.join(mkdtempSync(path.join(tmpdir(), 'sim-kill-')), 'state.json');
    let sim = await startCli(stateFile);
    const guest = (await call(sim.url, '/api/v1/user/getClientGuestToken', { datacenter_uuid: 'dc-eu' })).data
      .access_guest_token as string;
    const login = await call(
      sim.url,
      '/api/v1/user/login',
      { user_name: '34600111222', password: 'Tile2026' },
      { [GUEST_TOKEN_HEADER]: guest },
    );
    const userToken = login.data.access_user_token as string;
    const acked: Acknowledged = { favourites: new Set(), guests: [guest], phones: [], names: [], lastAcked: -1 };
    const figures: string[] = [];

    for (const [round, writeFor] of ROUNDS.entries()) {
      const before = acked.favourites.size + acked.guests.length + acked.phones.length + acked.lastAcked + 1;
      const writing = writeUntil(sim.url, userToken, round, performance.now() + writeFor + 1000, acked);
      await new Promise((resolve) => setTimeout(resolve, writeFor));
      const exited = new Promise((resolve) => sim.child.once('exit', resolve));
      sim.child.kill('SIGKILL');
      await exited;
      await writing;

      sim = await startCli(stateFile);
      const user = { [USER_TOKEN_HEADER]: userToken };
      const kept = await favouriteIds(sim.url, userToken);
      const lostFavourites = [...acked.favourites].filter((id) => !kept.has(id));
      const lostGuests = [];
      for (const token of acked.guests) {
        const answer = await call(sim.url, '/api/v1/common/getMainPageInfo', {}, { [GUEST_TOKEN_HEADER]: token });
        if (answer.status !== 200) lostGuests.push(token);
      }
      const lostPhones = [];
      for (const phone of acked.phones) {
        const answer = await call(
          sim.url,
          '/api/v1/user/checkTelState',
          { user_name: `34${phone}` },
          { [GUEST_TOKEN_HEADER]: guest },
        );
        if (answer.data?.is_reg !== 1) lostPhones.push(phone);
      }
      const profile = await call(sim.url, '/api/v1/user/getUserInfo', {}, user);
      // The last answered edit, or one sent after it whose answer the kill cut off.
      const lastName = profile.data.last_name as string;
      const editKept = acked.lastAcked < 0 || acked.names.indexOf(lastName) >= acked.lastAcked;

      const total = acked.favourites.size + acked.guests.length + acked.phones.length + acked.lastAcked + 1;
      figures.push(
        `round ${round + 1}: killed after ${writeFor} ms, ${total - before} writes acknowledged (${total} in all), ${lostFavourites.length + lostGuests.length + lostPhones.length + (editKept ? 0 : 1)} lost`,
      );
      expect({ round: round + 1, lostFavourites, lostGuests, lostPhones, editKept }).toEqual({
        round: round + 1,
        lostFavourites: [],
        lostGuests: [],
        lostPhones: [],
        editKept: true,
      });
    }
    console.log(`durability: ${figures.join('; ')}`);
    // The rounds really wrote: an empty loop would pass the checks above.
    expect(acked.favourites.size).toBeGreaterThanOrEqual(10);
    expect(acked.phones.length).toBeGreaterThanOrEqual(1);
    expect(acked.lastAcked).toBeGreaterThanOrEqual(2);
    const exited = new Promise((resolve) => sim.child.once('exit', resolve));
    sim.child.kill('SIGTERM');
    await exited;
  }, 60_000);
});
