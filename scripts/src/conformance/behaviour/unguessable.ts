import { isControl, type Contract, type Operation } from '../../shared/contract.js';
import { exampleBody } from '../generate.js';
import { resolveIds } from '../ids.js';
import type { Advisory, CaseResult } from '../types.js';
import { callCase, skippedCase, tokenProblem, type BehaviourContext } from './call.js';
import { marksIn, valuesAt, type Mark } from './marks.js';

/**
 * Identifiers a link shares (a shopping list's, a template plan's): the contract marks the answer field with
 * `x-unguessable: true` (required: near or counting values are a finding) or `x-unguessable: advised` (a
 * recommendation the backend's id type cannot promise: an advisory). The checker makes several with the operation's
 * example, each time with fresh ids from the x-id-from sources (a server that answers a repeated request with the
 * entry it made a moment ago still makes a new one), and compares them.
 */
export const SAMPLES = 4;
/** Values closer than this (numbers, or the numbers at the end of otherwise equal texts) count as a counter. */
const NEAR = 1000;

export function unguessableMarks(contract: Contract, op: Operation): Mark[] {
  return marksIn(contract, op.responseSchema, 'x-unguessable').filter((m) => m.value === true || m.value === 'advised');
}

/** Why these ids (in the order made) could be guessed from one another, or undefined. */
export function guessable(values: unknown[]): string | undefined {
  const distinct = [...new Set(values.map(String))];
  if (distinct.length < 2) return undefined;
  const pairs = distinct.slice(1).map((b, i) => [distinct[i] as string, b] as const);
  const near = pairs.every(([a, b]) => {
    let prefix = 0;
    while (prefix < Math.min(a.length, b.length) && a[prefix] === b[prefix]) prefix += 1;
    const [restA, restB] = [a.slice(prefix), b.slice(prefix)];
    // Whole numbers, or long texts that differ only in a short tail (…0001, …0002).
    if (/^\d+$/.test(a) && /^\d+$/.test(b)) return Math.abs(Number(a) - Number(b)) <= NEAR;
    return prefix >= Math.max(4, Math.floor(Math.min(a.length, b.length) / 2)) &&
      /^\d*$/.test(restA) &&
      /^\d*$/.test(restB)
      ? Math.abs(Number(restA || 0) - Number(restB || 0)) <= NEAR
      : false;
  });
  return near
    ? `${distinct.length} ids made one after the other are near or counting: ${distinct.join(', ')}`
    : undefined;
}

export async function checkUnguessable(
  op: Operation,
  marks: Mark[],
  ctx: BehaviourContext,
): Promise<{ cases: CaseResult[]; advisories: Advisory[] }> {
  const title = (i: number) => `unguessable ids: make ${SAMPLES} and compare (${i + 1} of ${SAMPLES})`;
  const problem = tokenProblem(op, ctx);
  if (problem) return { cases: [skippedCase(op, title(0), problem)], advisories: [] };
  const cases: CaseResult[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    // Fresh ids each time: new sources' calls, so the request differs from the one before.
    const { ids, cases: sourceCases } = await resolveIds(ctx.contract, [op], ctx);
    cases.push(...sourceCases);
    const body = ids.apply(op, exampleBody(op, ctx.session));
    const missing = ids.missing(op, body);
    if (missing) return { cases: [...cases, skippedCase(op, title(i), missing)], advisories: [] };
    cases.push(await callCase(op, body, title(i), ctx));
  }
  const made = cases.filter(
    (c) => c.operationId === op.operationId && c.title.startsWith('unguessable') && c.status === 200,
  );
  const last = made[made.length - 1];
  const advisories: Advisory[] = [];
  for (const mark of marks) {
    const values = made.flatMap((c) => valuesAt(c.response?.json, mark.path).map((f) => f.value));
    const why = guessable(values);
    if (!why || !last) continue;
    const path = mark.path.join('.').replace(/\.\*/g, '[*]');
    if (mark.value === true)
      last.mismatches.push({
        path,
        rule: 'guessable-id',
        expected: 'ids no one can walk from one to the next (random, never a counter)',
        got: why,
      });
    else
      advisories.push({
        operationId: op.operationId,
        rule: 'guessable-id',
        message: `${why} at ${path}. The contract advises ids a link can share without letting a stranger walk to the next one.`,
        source: title(SAMPLES - 1),
        ...(last.request ? { request: last.request } : {}),
      });
  }
  return { cases, advisories };
}

export async function runUnguessableChecks(
  ops: Operation[],
  ctx: BehaviourContext,
): Promise<{ cases: CaseResult[]; advisories: Advisory[] }> {
  const out = { cases: [] as CaseResult[], advisories: [] as Advisory[] };
  for (const op of ops.filter((o) => !isControl(o))) {
    const marks = unguessableMarks(ctx.contract, op);
    if (marks.length === 0) continue;
    const result = await checkUnguessable(op, marks, ctx);
    out.cases.push(...result.cases);
    out.advisories.push(...result.advisories);
  }
  return out;
}
