import type { Contract, Operation, Schema } from '../shared/contract.js';
import { send } from '../shared/conventions.js';
import { show } from '../shared/format.js';
import type { Mismatch } from '../shared/schema-check.js';
import { checkCase } from './check.js';
import { pool, type ExecuteContext } from './execute.js';
import { responseMedia, timeBudgetMs } from './extensions.js';
import { generatedBody } from './generate.js';
import type { CaseResult, PlannedCase } from './types.js';

/**
 * Requests that reach the data of every list. A list is any operation whose request takes `page` and `limit`
 * (read from the contract, never listed by hand). With a small page size the checker asks page 1, page 2 and the
 * page past the end, and a search that matches nothing when the request has `search_txt`, and checks what paging
 * promises: the limit is honoured (a full page while more remain), pages share no item, the total does not move,
 * past the end is an empty list with status 200 (not an error), and a search for nothing finds nothing.
 */

/** Two items a page: small enough that most seeded lists have a page 2 and a page past the end. */
const PAGE_SIZE = 2;
/** The page asked for a sort check: enough items to see an order. */
const SORT_PAGE = 20;
export const NO_MATCH_SEARCH = 'zz-conformance-matches-nothing-7f3a';

/** x-sort-orders on a request's sort field: each code's promised order, by a field of the list items. */
export interface SortOrder {
  field: string;
  value: unknown;
  by: string;
  order: 'asc' | 'desc';
}

export interface ListOperation {
  op: Operation;
  limit: number;
  search: boolean;
  sorts: SortOrder[];
}

/** The sort orders the contract promises: x-sort-orders beside the field's schema (or in it), keyed by the code. */
function sortOrders(contract: Contract, props: Record<string, unknown>): SortOrder[] {
  const out: SortOrder[] = [];
  for (const field of ['sort', 'sort_type']) {
    const raw = props[field] as Schema | undefined;
    if (!raw) continue;
    const orders = (raw['x-sort-orders'] ?? contract.deref(raw)['x-sort-orders']) as
      Record<string, { by?: unknown; order?: unknown }> | undefined;
    const type = contract.deref(raw).type;
    for (const [code, spec] of Object.entries(orders ?? {})) {
      if (typeof spec?.by !== 'string' || (spec.order !== 'asc' && spec.order !== 'desc')) continue;
      out.push({ field, value: type === 'integer' ? Number(code) : code, by: spec.by, order: spec.order });
    }
  }
  return out;
}

/** Where consecutive items break the promised order, if anywhere (equal neighbours are in order). */
export function orderBreak(list: unknown[], by: string, order: 'asc' | 'desc'): string | undefined {
  const values = list.map((item) => (item as Record<string, unknown> | null)?.[by]);
  for (let i = 1; i < values.length; i += 1) {
    const [a, b] = [values[i - 1], values[i]];
    if (a === undefined || b === undefined) return `item ${a === undefined ? i - 1 : i} has no ${by}`;
    const cmp = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
    if ((order === 'desc' && cmp < 0) || (order === 'asc' && cmp > 0))
      return `[${i - 1}].${by} ${show(a)} before [${i}].${by} ${show(b)}`;
  }
  return undefined;
}

/** The operations whose request pages (page and limit), with the page size to ask. */
export function listOperations(contract: Contract, ops: Operation[]): ListOperation[] {
  const out: ListOperation[] = [];
  for (const op of ops) {
    const props = (op.requestSchema?.properties ?? {}) as Record<string, unknown>;
    if (!props.page || !props.limit) continue;
    const limitSchema: Schema = contract.deref(props.limit);
    const min = typeof limitSchema.minimum === 'number' ? limitSchema.minimum : 1;
    const max = typeof limitSchema.maximum === 'number' ? limitSchema.maximum : PAGE_SIZE;
    const search = contract.deref(props.search_txt).type === 'string';
    out.push({ op, limit: Math.min(Math.max(PAGE_SIZE, min), max), search, sorts: sortOrders(contract, props) });
  }
  return out;
}

interface Page {
  result: CaseResult;
  list?: unknown[];
  total?: number;
}

/** An item's identity: its id when it has one, else the whole item. */
function identity(item: unknown): string {
  const record = item as Record<string, unknown> | null;
  return record && typeof record === 'object' && 'id' in record ? `id ${show(record.id)}` : JSON.stringify(item);
}

async function askPage(
  list: ListOperation,
  body: Record<string, unknown>,
  title: string,
  ctx: ExecuteContext & { contract: Contract; timeBudgetOverride?: number },
): Promise<Page> {
  const { op } = list;
  const media = responseMedia(ctx.contract, op);
  const planned: PlannedCase = {
    op,
    kind: 'positive',
    title: `list: ${title}`,
    plan: { body },
    expectStatus: [200],
    ...(media ? { responseMedia: media } : {}),
    timeBudgetMs: timeBudgetMs(ctx.contract, op, ctx.timeBudgetOverride),
  };
  const { request, response } = await send(ctx.baseUrl, op, planned.plan, ctx.session, {
    namespace: ctx.namespace,
    timeoutMs: ctx.timeoutMs,
  });
  const { status, mismatches } = checkCase(planned, response, ctx.validator);
  const result: CaseResult = {
    operationId: op.operationId,
    kind: 'positive',
    title: planned.title,
    request,
    response,
    ...(status !== undefined ? { status } : {}),
    mismatches,
  };
  const data = (response.json as { data?: { list?: unknown; total?: unknown } } | undefined)?.data;
  if (status !== 200 || !data || !Array.isArray(data.list)) return { result };
  return { result, list: data.list, ...(typeof data.total === 'number' ? { total: data.total } : {}) };
}

const mismatch = (path: string, rule: string, expected: string, got: string): Mismatch => ({
  path,
  rule,
  expected,
  got,
});

function sameTotal(page: Page, first: Page, mismatches: Mismatch[]): void {
  if (first.total !== undefined && page.total !== undefined && page.total !== first.total) {
    mismatches.push(mismatch('data.total', 'paging-total', `the total of page 1 (${first.total})`, String(page.total)));
  }
}

function skipped(op: Operation, title: string, reason: string): CaseResult {
  return { operationId: op.operationId, kind: 'positive', title: `list: ${title}`, mismatches: [], skipped: reason };
}

/** The paging and search checks of one list operation, as case results (each names the invariant it broke). */
export async function checkList(
  list: ListOperation,
  ctx: ExecuteContext & { contract: Contract; timeBudgetOverride?: number },
): Promise<CaseResult[]> {
  const { op, limit } = list;
  const titles = [
    `page 2 (limit ${limit})`,
    'the page past the end',
    ...(list.search ? ['a search that matches nothing'] : []),
  ];
  if (op.auth === 'user-only' && !ctx.session.userToken)
    return titles.map((t) => skipped(op, t, 'needs a user token: pass --login user_name:password or --user-token'));
  if (op.auth !== 'none' && !ctx.session.userToken && !ctx.session.guestToken)
    return titles.map((t) => skipped(op, t, 'needs a token, and none could be had'));
  const generated = generatedBody(ctx.contract, op, ctx.session, false);
  const base = (ctx.ids ? ctx.ids.apply(op, generated) : generated) as Record<string, unknown>;
  const first = await askPage(list, { ...base, page: 1, limit }, `page 1 (limit ${limit})`, ctx);
  const results = [first.result];
  if (!first.list)
    return [
      ...results,
      ...titles.map((t) => skipped(op, t, `page 1 gave no list (status ${first.result.status ?? '-'})`)),
    ];
  if (first.list.length > limit)
    first.result.mismatches.push(
      mismatch('data.list', 'paging-limit', `at most ${limit} items (limit ${limit})`, `${first.list.length} items`),
    );
  if (first.total !== undefined && first.list.length < Math.min(limit, first.total)) {
    first.result.mismatches.push(
      mismatch(
        'data.list',
        'paging-limit',
        `${Math.min(limit, first.total)} items (limit ${limit}, total ${first.total})`,
        `${first.list.length} items`,
      ),
    );
  }

  const second = await askPage(list, { ...base, page: 2, limit }, titles[0] as string, ctx);
  results.push(second.result);
  if (second.list) {
    const seen = new Set(first.list.map(identity));
    const repeated = second.list.map(identity).filter((key) => seen.has(key));
    if (repeated.length > 0)
      second.result.mismatches.push(
        mismatch('data.list', 'paging-disjoint', 'no item of page 1', `${repeated.join(', ')} again`),
      );
    if (first.total !== undefined) {
      const expected = Math.max(0, Math.min(limit, first.total - limit));
      if (second.list.length !== expected)
        second.result.mismatches.push(
          mismatch(
            'data.list',
            'paging-limit',
            `${expected} items (total ${first.total}, limit ${limit})`,
            `${second.list.length} items`,
          ),
        );
    } else if (second.list.length > limit) {
      second.result.mismatches.push(
        mismatch('data.list', 'paging-limit', `at most ${limit} items`, `${second.list.length} items`),
      );
    }
    sameTotal(second, first, second.result.mismatches);
  }

  // Past the end: the page after the last one when the total is known, else one no list reaches.
  const pastEnd = first.total !== undefined ? Math.floor(first.total / limit) + 2 : 10_000;
  const beyond = await askPage(
    list,
    { ...base, page: pastEnd, limit },
    `${titles[1] as string} (page ${pastEnd})`,
    ctx,
  );
  results.push(beyond.result);
  if (beyond.list && beyond.list.length > 0)
    beyond.result.mismatches.push(
      mismatch('data.list', 'paging-past-end', 'an empty list', `${beyond.list.length} items`),
    );
  sameTotal(beyond, first, beyond.result.mismatches);

  if (list.search) {
    const none = await askPage(
      list,
      { ...base, page: 1, limit, search_txt: NO_MATCH_SEARCH },
      `${titles[2] as string} ('${NO_MATCH_SEARCH}')`,
      ctx,
    );
    results.push(none.result);
    if (none.list && none.list.length > 0)
      none.result.mismatches.push(
        mismatch('data.list', 'search-no-match', 'an empty list', `${none.list.length} items`),
      );
    if (none.total !== undefined && none.total !== 0)
      none.result.mismatches.push(mismatch('data.total', 'search-no-match', '0', String(none.total)));
  }

  // Each promised sort order, on a page long enough to show it.
  for (const sort of list.sorts) {
    const sorted = await askPage(
      list,
      { ...base, page: 1, limit: SORT_PAGE, [sort.field]: sort.value },
      `sorted by ${sort.field} ${show(sort.value)} (${sort.by} ${sort.order})`,
      ctx,
    );
    results.push(sorted.result);
    const broken = sorted.list ? orderBreak(sorted.list, sort.by, sort.order) : undefined;
    if (broken)
      sorted.result.mismatches.push(
        mismatch('data.list', 'sort-order', `${sort.by} ${sort.order === 'desc' ? 'descending' : 'ascending'}`, broken),
      );
  }
  return results;
}

/** Every list operation's checks: the pages of one list in turn, several lists at once; run after the cases, so no write races them. */
export async function runListChecks(
  contract: Contract,
  ops: Operation[],
  ctx: ExecuteContext,
  timeBudgetOverride?: number,
): Promise<CaseResult[]> {
  const full = { ...ctx, contract, ...(timeBudgetOverride !== undefined ? { timeBudgetOverride } : {}) };
  return (await pool(listOperations(contract, ops), 4, (list) => checkList(list, full))).flat();
}
