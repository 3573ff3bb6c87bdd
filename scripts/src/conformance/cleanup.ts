import type { Contract } from '../shared/contract.js';
import { executeCase, type ExecuteContext } from './execute.js';
import type { CaseResult } from './types.js';

/**
 * Undoing what the run's cases made on the test account, where the contract has a call for it, so the next run
 * against the same server starts from the same account: saved plans are deleted, calculator sides deleted and
 * removed from Recently Deleted for good, shopping lists deleted, and a favourite toggled an odd number of times
 * toggled once more. New accounts, appointments and uploads have no call that removes them; they stay.
 */
export interface Undo {
  operationId: string;
  body: Record<string, unknown>;
  /** What it undoes, for the case's title. */
  what: string;
}

/** Favourite calls are toggles: the same body sent again takes back what it did. */
const TOGGLES = ['productFav', 'caseFav', 'templateFav'];
/** Calls that answer the calculator sides they made in data.side_ids. */
const MAKES_SIDES = /^(addCalculatorSideBy\w+|copyCalculatorSide)$/;

const data = (c: CaseResult) => c.response?.json as { status?: unknown; data?: Record<string, unknown> } | undefined;
/** A call of the case's own operation that succeeded (a read-after-write case reports its read under the write). */
const succeeded = (c: CaseResult) => c.request?.operationId === c.operationId && data(c)?.status === 200;

/** The body a case sent, as it was sent (same data centre, same session). */
const sentBody = (c: CaseResult) => (c.request?.body ?? {}) as Record<string, unknown>;

/** The calls that undo what the successful cases made, in an order that works (sides deleted before removed). */
export function undoPlan(cases: CaseResult[]): Undo[] {
  const undo: Undo[] = [];
  const sides: unknown[] = [];
  const toggles = new Map<string, { operationId: string; body: Record<string, unknown>; times: number }>();
  for (const c of cases.filter(succeeded)) {
    const answer = data(c)?.data ?? {};
    if (c.operationId === 'saveTemplatePlan' && answer.plan_id !== undefined)
      undo.push({
        operationId: 'delTemplatePlan',
        body: { plan_id: answer.plan_id },
        what: `plan ${String(answer.plan_id)}`,
      });
    if (MAKES_SIDES.test(c.operationId) && Array.isArray(answer.side_ids))
      sides.push(...(answer.side_ids as unknown[]));
    if (c.operationId === 'addToShoppinglist' && typeof answer.shopping_list_id === 'string')
      undo.push({
        operationId: 'delShoppinglist',
        body: { id: answer.shopping_list_id },
        what: `shopping list ${answer.shopping_list_id}`,
      });
    if (TOGGLES.includes(c.operationId)) {
      const body = sentBody(c);
      const key = `${c.operationId}\u0000${JSON.stringify(body)}`;
      const toggle = toggles.get(key) ?? { operationId: c.operationId, body, times: 0 };
      toggle.times += 1;
      toggles.set(key, toggle);
    }
  }
  for (const side of sides)
    undo.push({ operationId: 'delCalculatorSide', body: { side_id: side }, what: `calculator side ${String(side)}` });
  if (sides.length > 0)
    undo.push({
      operationId: 'delMustCalculatorSide',
      body: { side_id: sides.join(',') },
      what: `calculator sides ${sides.join(',')} for good`,
    });
  for (const t of toggles.values())
    if (t.times % 2 === 1)
      undo.push({
        operationId: t.operationId,
        body: t.body,
        what: `the favourite ${JSON.stringify(t.body)} toggled back`,
      });
  return undo;
}

/**
 * Sends the undo calls one by one, each checked like any answer (any declared status: something may be gone
 * already), and answers them as cases of their operations titled `clean-up: …`.
 */
export async function cleanUp(contract: Contract, ctx: ExecuteContext, cases: CaseResult[]): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const undo of undoPlan(cases)) {
    const op = contract.operations.find((o) => o.operationId === undo.operationId);
    if (!op) continue;
    results.push(
      await executeCase(
        { op, kind: 'positive', title: `clean-up: ${undo.what}`, plan: { body: undo.body }, expectStatus: 'declared' },
        ctx,
      ),
    );
  }
  return results;
}
