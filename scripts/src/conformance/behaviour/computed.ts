import { rules } from '@storefront/sdk';
import type { Contract, Operation } from '../../shared/contract.js';
import { parsePath } from '../../shared/json-path.js';
import type { Mismatch } from '../../shared/schema-check.js';
import type { CaseResult } from '../types.js';
import { marksIn, valuesAt, type Found, type Mark } from './marks.js';

/**
 * Numbers the server computes by a shared rule of the SDK (`sdk/src/rules`). The contract marks the answer field
 * with the rule's name, `x-computed: {rule: boxesFor}`, and every answer of the run that carries the field (cases,
 * id sources, list checks) is recomputed with the SDK's own function and compared exactly. The calculator room the
 * checker makes (a side added by product, sized and given a door by editCalculatorSide's example, a share changed
 * by editCalculatorSideProduct's) comes from the x-id-from chain of those operations, so no flow is written here.
 */
type Rule = (found: Found, mark: Record<string, unknown>) => number | undefined;

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The nearest enclosing object that holds `key` (a side product's side holds side_product_list). */
const enclosing = (found: Found, key: string) =>
  [...found.ancestors].reverse().find((a): a is Record<string, unknown> => isRecord(a) && key in a);

export const COMPUTED_RULES: Record<string, Rule> = {
  // A product's boxes on its side: the side's size and openings, the tile's spec, the product's share.
  boxesFor: ({ holder, ...found }) => {
    const side = enclosing({ holder, ...found }, 'side_product_list');
    const share = holder.product_percentage;
    if (!side || typeof share !== 'number' || !isRecord(holder.product_spec)) return undefined;
    return rules.boxesFor(side as unknown as rules.BoxSide, holder.product_spec as unknown as rules.BoxSpec, share);
  },
  // A sum of box counts below the holder (`of`: where they are, relative to it).
  totalBoxes: ({ holder }, mark) => {
    if (typeof mark.of !== 'string') return undefined;
    const counts = valuesAt(holder, parsePath(mark.of.replace(/\[\*\]/g, '.*')) as (string | '*')[]).map(
      (f) => f.value,
    );
    return counts.every((c): c is number => typeof c === 'number') ? rules.totalBoxes(counts) : undefined;
  },
};

export function computedMarks(contract: Contract, op: Operation): Mark[] {
  return marksIn(contract, op.responseSchema, 'x-computed').filter(
    (m) => isRecord(m.value) && typeof m.value.rule === 'string',
  );
}

/** Each marked number in one answer that differs from its rule. */
export function computedMismatches(marks: Mark[], answer: unknown): Mismatch[] {
  const out: Mismatch[] = [];
  for (const mark of marks) {
    const spec = mark.value as Record<string, unknown>;
    const rule = COMPUTED_RULES[spec.rule as string];
    if (!rule) {
      out.push({
        path: mark.path.join('.'),
        rule: 'contract',
        expected: `a rule the checker knows (${Object.keys(COMPUTED_RULES).join(', ')})`,
        got: String(spec.rule),
      });
      continue;
    }
    for (const found of valuesAt(answer, mark.path)) {
      const expected = rule(found, spec);
      if (expected === undefined || found.value === expected) continue;
      out.push({
        path: found.at,
        rule: 'computed-value',
        expected: `${expected} (rules.${String(spec.rule)})`,
        got: JSON.stringify(found.value),
      });
    }
  }
  return out;
}

/** Adds the computed-value mismatches of every success answer to its case (so they are findings of that case). */
export function checkComputed(contract: Contract, cases: CaseResult[]): void {
  const byOp = new Map(contract.operations.map((op) => [op.operationId, computedMarks(contract, op)]));
  for (const c of cases) {
    const marks = byOp.get(c.operationId);
    const json = c.response?.json as { status?: unknown } | undefined;
    if (!marks?.length || json?.status !== 200) continue;
    c.mismatches.push(...computedMismatches(marks, json));
  }
}
