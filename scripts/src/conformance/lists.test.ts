import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDocument } from '../shared/contract.js';
import { ContractValidator } from '../shared/schema-check.js';
import { checkCase } from './check.js';
import { send } from '../shared/conventions.js';
import { checkList, listOperations, NO_MATCH_SEARCH, orderBreak } from './lists.js';
import { planOperation } from './plan.js';
import type { CaseResult } from './types.js';

// A one-operation contract: a list that pages (page, limit) and searches (search_txt), with a 300 ms time budget.
const document = {
  openapi: '3.1.0',
  info: { title: 'lists', version: '1' },
  'x-time-budget-ms': 300,
  paths: {
    '/list': {
      post: {
        operationId: 'getThings',
        security: [],
        'x-envelope-statuses': [200, 400],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                additionalProperties: false,
                properties: {
                  page: { type: 'integer', minimum: 1, default: 1 },
                  limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
                  search_txt: { type: 'string', default: '' },
                },
              },
              example: {},
            },
          },
        },
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['status', 'msg', 'data'],
                  properties: {
                    status: { type: 'integer' },
                    msg: { type: 'string' },
                    data: {
                      type: 'object',
                      properties: {
                        list: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } } } },
                        total: { type: 'integer' },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

const contract = fromDocument(document);
const validator = new ContractValidator(contract);
const ITEMS = [1, 2, 3, 4, 5].map((id) => ({ id, name: `thing ${id}` }));

/** How the fake backend gets lists wrong; 'none' is the healthy one. */
type Mistake =
  | 'none'
  | 'ignores-page'
  | 'ignores-limit'
  | 'past-end-error'
  | 'ignores-search'
  | 'total-moves'
  | 'text-plain'
  | 'slow';
let mistake: Mistake = 'none';
let server: Server;
let baseUrl = '';

function answer(
  body: { page?: number; limit?: number; search_txt?: string },
  calls: number,
): { status: number; msg: string; data: unknown } {
  const page = mistake === 'ignores-page' ? 1 : (body.page ?? 1);
  const limit = mistake === 'ignores-limit' ? 30 : (body.limit ?? 30);
  const found =
    body.search_txt && mistake !== 'ignores-search'
      ? ITEMS.filter((i) => i.name.includes(body.search_txt as string))
      : ITEMS;
  const list = found.slice((page - 1) * limit, page * limit);
  if (mistake === 'past-end-error' && list.length === 0) return { status: 400, msg: 'no such page', data: null };
  return {
    status: 200,
    msg: 'ok',
    data: { list, total: mistake === 'total-moves' ? found.length + calls : found.length },
  };
}

beforeAll(async () => {
  let calls = 0;
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      calls += 1;
      const body = JSON.stringify(answer(JSON.parse(raw || '{}') as Record<string, never>, calls));
      const reply = () => {
        res.writeHead(200, {
          'content-type': mistake === 'text-plain' ? 'text/plain' : 'application/json; charset=utf-8',
        });
        res.end(body);
      };
      if (mistake === 'slow') setTimeout(reply, 400);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ctx = () => ({ baseUrl, session: {}, namespace: 'lists-test', timeoutMs: 2_000, validator, contract });
const rules = (results: CaseResult[]) =>
  results.flatMap((r) => r.mismatches.map((m) => `${r.title.split(' (')[0]}: ${m.rule}`));

async function listRules(m: Mistake): Promise<string[]> {
  mistake = m;
  const [list] = listOperations(contract, contract.operations);
  return rules(await checkList(list!, ctx()));
}

describe('list checks derived from the contract', () => {
  it('finds every operation with page and limit, with a small page and a search when search_txt is there', () => {
    expect(listOperations(contract, contract.operations).map((l) => [l.op.operationId, l.limit, l.search])).toEqual([
      ['getThings', 2, true],
    ]);
  });

  it('passes a backend that pages and searches right, asking page 1, 2, the page past the end and a search for nothing', async () => {
    mistake = 'none';
    const [list] = listOperations(contract, contract.operations);
    const results = await checkList(list!, ctx());
    expect(rules(results)).toEqual([]);
    expect(results.map((r) => r.request?.body)).toEqual([
      { page: 1, limit: 2 },
      { page: 2, limit: 2 },
      { page: 4, limit: 2 },
      { page: 1, limit: 2, search_txt: NO_MATCH_SEARCH },
    ]);
  });

  it('catches page 2 repeating page 1', async () => {
    expect(await listRules('ignores-page')).toEqual(
      expect.arrayContaining(['list: page 2: paging-disjoint', 'list: the page past the end: paging-past-end']),
    );
  });

  it('catches a limit that is not honoured', async () => {
    expect(await listRules('ignores-limit')).toContain('list: page 1: paging-limit');
  });

  it('catches an error past the last page, where an empty list is due', async () => {
    const found = await listRules('past-end-error');
    expect(found).toContain('list: the page past the end: status');
    expect(found.filter((r) => r.startsWith('list: page'))).toEqual([]);
  });

  it('catches a search that ignores its text', async () => {
    expect(await listRules('ignores-search')).toEqual([
      'list: a search that matches nothing: search-no-match',
      'list: a search that matches nothing: search-no-match',
    ]);
  });

  it('catches a total that moves between pages', async () => {
    expect(await listRules('total-moves')).toEqual(expect.arrayContaining(['list: page 2: paging-total']));
  });
});

describe('sort orders the contract promises (x-sort-orders)', () => {
  it('reads them from the real contract, for products and recently viewed', async () => {
    const { loadContract } = await import('../shared/contract.js');
    const real = loadContract();
    const sorts = Object.fromEntries(
      listOperations(real, real.operations)
        .filter((l) => l.sorts.length > 0)
        .map((l) => [l.op.operationId, l.sorts.map((o) => `${String(o.value)}:${o.by}:${o.order}`)]),
    );
    expect(sorts).toEqual({
      getProductList: ['1:create_time:desc'],
      getRecentlyViewedList: ['1:last_time:desc', '2:last_time:asc', '3:time:desc', '4:time:asc'],
    });
  });

  it('passes a list in the promised order, ties included', () => {
    expect(orderBreak([{ t: 3 }, { t: 3 }, { t: 1 }], 't', 'desc')).toBeUndefined();
    expect(orderBreak([{ t: '2026-01-01T00:00:00Z' }, { t: '2026-02-01T00:00:00Z' }], 't', 'asc')).toBeUndefined();
  });

  it('catches a list out of order, and items without the field', () => {
    expect(orderBreak([{ t: '2026-01-01T00:00:00Z' }, { t: '2026-02-01T00:00:00Z' }], 't', 'desc')).toBe(
      '[0].t "2026-01-01T00:00:00Z" before [1].t "2026-02-01T00:00:00Z"',
    );
    expect(orderBreak([{ t: 1 }, {}], 't', 'asc')).toBe('item 1 has no t');
  });
});

describe('outside the body', () => {
  const planned = () =>
    planOperation(contract.operations[0]!, { contract, validator, session: {}, namespace: 'lists-test' })[0]!;

  it('takes the media type and the time budget from the contract, and --time-budget overrides it', () => {
    expect(planned()).toMatchObject({ responseMedia: 'application/json', timeBudgetMs: 300 });
    expect(
      planOperation(contract.operations[0]!, { contract, validator, session: {}, namespace: 'x', timeBudgetMs: 50 })[0],
    ).toMatchObject({ timeBudgetMs: 50 });
  });

  async function caseRules(m: Mistake): Promise<string[]> {
    mistake = m;
    const c = planned();
    const { response } = await send(baseUrl, c.op, c.plan, {}, { timeoutMs: 2_000 });
    return checkCase(c, response, validator).mismatches.map((x) => `${x.path} ${x.rule} got ${x.got}`);
  }

  it('passes application/json with a charset, answered in time', async () => {
    expect(await caseRules('none')).toEqual([]);
  });

  it('catches an answer sent as text/plain', async () => {
    expect(await caseRules('text-plain')).toEqual(['header content-type content-type got text/plain']);
  });

  it('catches an answer slower than the budget', async () => {
    expect((await caseRules('slow'))[0]).toMatch(/^time time-budget got \d+ ms$/);
  });
});
