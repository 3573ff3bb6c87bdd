import { rules, USER_TOKEN_HEADER } from '@storefront/sdk';
import type { BreakCall } from '../http/options.js';
import { defaultDatacenter } from '../state/world.js';

/**
 * Behaviour breaks: mistakes a hand-written backend makes in what it does, not in the shape of what it answers.
 * Each runs the real handler differently (breaks.ts parses the specs; tests pass them to createSimulator):
 *
 *   page-ignored          lists always answer page 1, whatever `page` asks
 *   limit-ignored         lists answer the server's default page size, whatever `limit` asks
 *   limit-off-by-one      lists answer limit + 1 items (a `<=` where `<` was meant)
 *   past-end-last-page    a page past the end answers the last page again instead of an empty list
 *   past-end-error        a page past the end answers status 404 instead of an empty list
 *   search-ignored        `search_txt` is ignored: a search for nothing lists everything
 *   sort-reversed         a requested sort order comes back in the opposite direction
 *   total-of-page         data.total counts the items of the page, not of the whole list
 *   region-leak           the default data centre's content is answered, whatever datacenter_uuid asks
 *   user-token-any-region a user token is accepted with another data centre's datacenter_uuid
 *   no-store              answers success, but nothing it wrote is kept
 *   code-never-expires    verification codes sent by this operation never expire
 *   token-never-expires   tokens issued by this operation never expire
 *   slow:MS               success answers take MS milliseconds more
 *   content-type:TYPE     answers carry Content-Type TYPE
 *   error-envelope        error answers (status other than 200) carry `data: []`, as a PHP backend's empty array
 *   default-value:F=V     a request without field F is answered as if it had sent V (a default other than documented)
 *   refuse-value:F=V      a request with field F equal to V is refused (400 naming F): a `<` where `<=` was meant
 *   boxes-without-openings  the answer's box counts leave out the wall's doors and windows
 *   share-ignored         the answer's box counts take every product at a 100% share
 *   sequential-ids        shopping list ids come from a counter (list-000…001, list-000…002), not a random source
 *   holiday-end-open      a store's holiday ranges end a day early (the last day is bookable): a `<` where `<=` was meant
 *   last-slot-refused     a store's last hourly slot of the day is refused, as if it closed an hour earlier
 *   rest-day-shifted      a store's closed weekdays are read one day late (closed Sunday: Monday refused, Sunday taken)
 */
export const BEHAVIOUR_KINDS = [
  'page-ignored',
  'limit-ignored',
  'limit-off-by-one',
  'past-end-last-page',
  'past-end-error',
  'search-ignored',
  'sort-reversed',
  'total-of-page',
  'region-leak',
  'user-token-any-region',
  'no-store',
  'code-never-expires',
  'token-never-expires',
  'slow',
  'content-type',
  'error-envelope',
  'default-value',
  'refuse-value',
  'boxes-without-openings',
  'share-ignored',
  'sequential-ids',
  'holiday-end-open',
  'last-slot-refused',
  'rest-day-shifted',
] as const;
export type BehaviourKind = (typeof BEHAVIOUR_KINDS)[number];

/** "Never", as a backend writes it: a hundred years on (still a valid date everywhere it is shown). */
const CENTURY_MS = 100 * 365 * 86_400_000;

type Envelope = { status?: unknown; msg?: unknown; data?: unknown };
type ListData = { list?: unknown[]; total?: unknown };

const listOf = (answer: unknown) => ((answer as Envelope | undefined)?.data as ListData | undefined) ?? undefined;
const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const without = (body: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(body).filter(([k]) => k !== key));

/** A copy of the answer with data changed (answers are fresh objects per call, but keep the handler's own intact). */
function withData(answer: unknown, change: (data: ListData) => ListData): unknown {
  const envelope = answer as Envelope;
  if (envelope?.status !== 200 || !envelope.data || typeof envelope.data !== 'object') return answer;
  return { ...envelope, data: change({ ...(envelope.data as ListData) }) };
}

/** 'limit=10' as ['limit', 10]: the value as JSON when it reads as JSON, else as text. */
function fieldValue(arg: string | undefined): [string, unknown] {
  const [field = '', text = ''] = (arg ?? '').split(/=(.*)/s);
  try {
    return [field, JSON.parse(text) as unknown];
  } catch {
    return [field, text];
  }
}

type SideLike = rules.BoxSide & { box?: number; side_product_list?: (Record<string, unknown> & { box?: number })[] };

/** The answer's sides (data.side, data.list[*]) with every box count worked out again by `change`d inputs. */
function recount(
  answer: unknown,
  change: (side: SideLike, product: Record<string, unknown>) => [rules.BoxSide, number],
): unknown {
  return withData(answer, (d) => {
    const data = d as Record<string, unknown>;
    const sides = [data.side, ...(Array.isArray(data.list) ? data.list : [])].filter(
      (x): x is SideLike => !!x && typeof x === 'object' && Array.isArray((x as SideLike).side_product_list),
    );
    for (const side of sides) {
      for (const product of side.side_product_list ?? []) {
        const [asSide, share] = change(side, product);
        product.box = rules.boxesFor(asSide, product.product_spec as rules.BoxSpec, share);
      }
      side.box = rules.totalBoxes((side.side_product_list ?? []).map((p) => p.box ?? 0));
    }
    return data as ListData;
  });
}

let listCounter = 0;

/** Runs the call with the region's store schedules changed, and puts them back after (the break is the reading, not the data). */
async function withSchedules(
  call: BreakCall,
  change: (store: rules.StoreSchedule) => Partial<rules.StoreSchedule>,
): Promise<unknown> {
  const stores = call.world.regions[call.region]?.stores ?? [];
  const saved = stores.map((store) => ({ ...store }));
  stores.forEach((store) => Object.assign(store, change(store)));
  try {
    return await call.run(call.body);
  } finally {
    stores.forEach((store, i) => Object.assign(store, saved[i]));
  }
}

const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
/** Each weekday's rest flag taken from the day before (an index off by one). */
const restShifted = (store: rules.StoreSchedule) =>
  Object.fromEntries(
    WEEK.map((day, i) => [
      `is_rest_${day}`,
      store[`is_rest_${WEEK[(i + 6) % 7] as string}` as keyof rules.StoreSchedule],
    ]),
  );

const hourEarlier = (hhmm: string) =>
  `${String((Number(hhmm.slice(0, 2)) + 23) % 24).padStart(2, '0')}${hhmm.slice(2)}`;

/** Runs one call of an operation with behaviour break `kind` (arg: the text after '=' in the spec). */
export async function runBehaviour(kind: BehaviourKind, arg: string | undefined, call: BreakCall): Promise<unknown> {
  const { body, run } = call;
  switch (kind) {
    case 'page-ignored':
      return run({ ...body, page: 1 });
    case 'limit-ignored':
      return run(without(body, 'limit'));
    case 'limit-off-by-one':
      return typeof body.limit === 'number' ? run({ ...body, limit: body.limit + 1 }) : run(body);
    case 'past-end-last-page':
    case 'past-end-error': {
      const answer = await run(body);
      const data = listOf(answer);
      const page = numberOr(body.page, 1);
      if (page <= 1 || !Array.isArray(data?.list) || data.list.length > 0) return answer;
      if (kind === 'past-end-error') return { status: 404, msg: 'No more data.', data: null };
      const total = numberOr(data.total, 0);
      const last = Math.max(1, Math.ceil(total / numberOr(body.limit, 10)));
      return run({ ...body, page: last });
    }
    case 'search-ignored':
      return run(without(body, 'search_txt'));
    case 'sort-reversed': {
      const answer = await run(body);
      const sorted = body.sort !== undefined || body.sort_type !== undefined;
      return sorted
        ? withData(answer, (d) => (Array.isArray(d.list) ? { ...d, list: [...d.list].reverse() } : d))
        : answer;
    }
    case 'total-of-page':
      return withData(await run(body), (d) =>
        Array.isArray(d.list) && 'total' in d ? { ...d, total: d.list.length } : d,
      );
    case 'region-leak':
      // A hard-coded region: right in the default data centre, another region's content everywhere else.
      return run(body, defaultDatacenter());
    case 'no-store': {
      // Everything the namespace knows, as it was before the call; JSON is how the world is saved anyway.
      const before = JSON.stringify(call.world);
      const answer = await run(body);
      Object.assign(call.world, JSON.parse(before) as object);
      return answer;
    }
    case 'code-never-expires': {
      const answer = await run(body);
      for (const code of call.world.accounts.codes) code.expires_at = code.sent_at + CENTURY_MS;
      return answer;
    }
    case 'token-never-expires': {
      const answer = await run(body);
      for (const token of Object.values(call.world.tokens)) token.expires_at = token.issued_at + CENTURY_MS;
      return answer;
    }
    case 'slow': {
      const answer = await run(body);
      if ((answer as Envelope)?.status === 200)
        await new Promise((done) => setTimeout(done, numberOr(Number(arg), 3_500)));
      return answer;
    }
    case 'error-envelope': {
      const answer = (await run(body)) as Envelope;
      return answer?.status !== 200 ? { ...answer, data: [] } : answer;
    }
    case 'default-value': {
      const [field, value] = fieldValue(arg);
      return run(field in body ? body : { ...body, [field]: value });
    }
    case 'refuse-value': {
      const [field, value] = fieldValue(arg);
      if (JSON.stringify(body[field]) !== JSON.stringify(value)) return run(body);
      return {
        status: 400,
        msg: `${field} is out of range`,
        data: { errors: [{ field, rule: 'range', message: `${field} must be less than ${JSON.stringify(value)}` }] },
      };
    }
    case 'boxes-without-openings':
      return recount(await run(body), (side, p) => [
        { ...side, door_num: 0, window_num: 0 },
        Number(p.product_percentage),
      ]);
    case 'share-ignored':
      return recount(await run(body), (side) => [side, 100]);
    case 'sequential-ids': {
      const answer = (await run(body)) as Envelope;
      const data = answer?.data as { shopping_list_id?: string } | undefined;
      if (answer?.status !== 200 || !data?.shopping_list_id) return answer;
      listCounter += 1;
      const id = `list-${String(listCounter).padStart(12, '0')}`;
      // Kept under the counted id too, so the list opens by it as the real one would.
      for (const list of call.world.calculator.shoppingLists) if (list.id === data.shopping_list_id) list.id = id;
      return { ...answer, data: { ...data, shopping_list_id: id } };
    }
    case 'holiday-end-open':
      return withSchedules(call, (store) => ({
        holiday_list: store.holiday_list.map((h) => ({ ...h, end_date: rules.addDays(h.end_date, -1) })),
      }));
    case 'last-slot-refused':
      return withSchedules(call, (store) => ({ business_hours_end: hourEarlier(store.business_hours_end) }));
    case 'rest-day-shifted':
      return withSchedules(call, restShifted);
    default:
      return run(body);
  }
}

/** user-token-any-region: with a user token, the body's datacenter_uuid is dropped before the token check. */
export function behaviourBeforeAuth(
  kind: BehaviourKind,
  body: Record<string, unknown>,
  header: (name: string) => string | undefined,
): void {
  if (kind === 'user-token-any-region' && header(USER_TOKEN_HEADER)) delete body.datacenter_uuid;
}
