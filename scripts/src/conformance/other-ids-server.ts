import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for "a real server with other data" in tests: a proxy in front of the simulator whose ids are not the
 * seed's. Every id the simulator answers is shown plus OFFSET (product 3 becomes 1003), and ids sent are taken
 * back; an id of the seed's range sent as it is (the contract's example product_id 1) names nothing here, so a
 * checker that sends the seed's ids gets 404s. The simulator's seed alone cannot show this: its ids run 1, 2, 3 …
 * whatever the seed.
 *
 * Ids are the values of fields named `id`, `…_id`, `…_ids` and `…_id_str` (numbers, numeric strings and comma
 * lists), also inside request fields that carry JSON as text (a template plan's side_list). Left as the seed has
 * them, each for a reason outside ids:
 * - stores (`/store/…`, `level_id`) and the control API: the booking example and sequence fit store 1's opening
 *   hours and holidays, not only its id;
 * - locations (`country_id`, `state_id`, `city_id`, getLocationList, getAllCity): fillInfo's example is in
 *   user.yaml, which declares no x-id-from yet.
 */
export const OFFSET = 1000;

const ID_KEY = /^(id|.+_id|.+_ids|.+_id_str)$/;
// user_id and client_user_id are account handles (text), not catalogue ids.
const KEPT_KEYS = new Set([
  'level_id',
  'country_id',
  'state_id',
  'city_id',
  'user_id',
  'client_user_id',
  'share_client_user_id',
]);
const KEPT_PATHS = [/^\/api\/v1\/store\//, /^\/control\//, /\/getLocationList$/, /\/getAllCity$/];

/** Seed id -> shown id. */
const show = (v: number) => (v >= 1 ? v + OFFSET : v);
/** The largest id the contract allows: a value past it is no id, and goes on as sent, for the server to refuse. */
const LARGEST_ID = 999_999_999_999_999;
/** Shown id -> seed id; a seed-range id names nothing on this server (sent far out of range instead). */
const take = (v: number) => (v > LARGEST_ID ? v : v > OFFSET ? v - OFFSET : v >= 1 ? v + 1_000_000 : v);

function mapId(value: unknown, f: (v: number) => number): unknown {
  if (typeof value === 'number' && Number.isInteger(value)) return f(value);
  if (typeof value === 'string' && /^\d{1,9}(,\d{1,9})*$/.test(value))
    return value
      .split(',')
      .map((v) => String(f(Number(v))))
      .join(',');
  if (Array.isArray(value)) return value.map((v) => mapId(v, f));
  return value;
}

function mapTree(value: unknown, f: (v: number) => number, jsonText: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => mapTree(v, f, jsonText));
  if (typeof value === 'string' && jsonText && /^\s*[[{]/.test(value)) {
    try {
      return JSON.stringify(mapTree(JSON.parse(value), f, jsonText));
    } catch {
      return value;
    }
  }
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      ID_KEY.test(k) && !KEPT_KEYS.has(k) && (typeof v !== 'object' || Array.isArray(v))
        ? mapId(v, f)
        : mapTree(v, f, jsonText),
    ]),
  );
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const isJson = (type: string | null | undefined) => /application\/json/.test(type ?? '');

export interface OtherIdsServer {
  url: string;
  close(): Promise<void>;
}

/** Starts the proxy on a free loopback port in front of `target` (the simulator's base URL). */
export async function startOtherIdsServer(target: string): Promise<OtherIdsServer> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const kept = KEPT_PATHS.some((p) => p.test(req.url ?? ''));
      let body: Blob | string = new Blob([new Uint8Array(raw)]);
      if (!kept && isJson(req.headers['content-type']) && raw.length > 0) {
        try {
          body = JSON.stringify(mapTree(JSON.parse(raw.toString('utf8')), take, true));
        } catch {
          // Malformed JSON is the checker's own negative case: sent on as it came.
        }
      }
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (typeof v === 'string' && !['host', 'content-length', 'connection'].includes(k)) headers[k] = v;
      const answer = await fetch(`${target}${req.url ?? '/'}`, {
        method: req.method ?? 'GET',
        headers,
        ...(raw.length > 0 || req.method === 'POST' ? { body } : {}),
      });
      const text = Buffer.from(await answer.arrayBuffer());
      let out: Buffer | string = text;
      if (!kept && isJson(answer.headers.get('content-type'))) {
        try {
          out = JSON.stringify(mapTree(JSON.parse(text.toString('utf8')), show, false));
        } catch {
          // Not JSON after all: passed on unchanged, for the checker to judge.
        }
      }
      const outHeaders: Record<string, string> = {};
      answer.headers.forEach((v, k) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(k)) outHeaders[k] = v;
      });
      res.writeHead(answer.status, outHeaders).end(out);
    })().catch((error: unknown) => {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
