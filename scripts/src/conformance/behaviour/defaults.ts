import type { Contract, Operation } from '../../shared/contract.js';
import { show } from '../../shared/format.js';
import { generatedBody } from '../generate.js';
import { listOperations } from '../lists.js';
import type { CaseResult } from '../types.js';
import { callCase, skippedCase, tokenProblem, type BehaviourContext } from './call.js';

/**
 * Documented defaults (`default:` in the request schema) of every list: the list asked with those fields left
 * out must be the list asked with them set to their defaults (same items in the same order, same total). Every
 * other request sends `page` and `limit`, so a server whose page size without `limit` is not the documented one
 * (or whose default sort or page is another) is seen only here.
 */
export function defaultedFields(contract: Contract, op: Operation): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries((op.requestSchema?.properties ?? {}) as Record<string, unknown>)) {
    const schema = contract.deref(raw);
    const value = (raw as Record<string, unknown>).default ?? schema.default;
    if (value !== undefined && name !== 'datacenter_uuid') out[name] = value;
  }
  return out;
}

const listOf = (c: CaseResult) =>
  (c.response?.json as { data?: { list?: unknown; total?: unknown } } | undefined)?.data;
const identity = (item: unknown) =>
  item && typeof item === 'object' && 'id' in item ? show((item as { id: unknown }).id) : JSON.stringify(item);

export async function checkDefaults(op: Operation, ctx: BehaviourContext): Promise<CaseResult[]> {
  const defaults = defaultedFields(ctx.contract, op);
  const names = Object.keys(defaults);
  if (names.length === 0) return [];
  const titles = [
    `defaults: ${names.join(', ')} left out`,
    `defaults: ${names.join(', ')} sent as documented (${show(defaults)})`,
  ];
  const problem = tokenProblem(op, ctx);
  if (problem) return titles.map((t) => skippedCase(op, t, problem));
  const generated = generatedBody(ctx.contract, op, ctx.session, false) as Record<string, unknown>;
  const base = Object.fromEntries(
    Object.entries((ctx.ids ? ctx.ids.apply(op, generated) : generated) as Record<string, unknown>).filter(
      ([k]) => !(k in defaults),
    ),
  );
  const missingId = ctx.ids?.missing(op, base);
  if (missingId) return titles.map((t) => skippedCase(op, t, missingId));
  const left = await callCase(op, base, titles[0] as string, ctx);
  const sent = await callCase(op, { ...base, ...defaults }, titles[1] as string, ctx);
  const [a, b] = [listOf(left), listOf(sent)];
  if (left.status !== 200 || sent.status !== 200 || !Array.isArray(a?.list) || !Array.isArray(b?.list))
    return [left, sent];
  const [withoutIds, withIds] = [a.list.map(identity), b.list.map(identity)];
  if (withoutIds.length !== withIds.length) {
    left.mismatches.push({
      path: 'data.list',
      rule: 'default-value',
      expected: `${withIds.length} items, as with ${show(defaults)}`,
      got: `${withoutIds.length} items`,
    });
  } else if (withoutIds.join() !== withIds.join()) {
    const at = withoutIds.findIndex((id, i) => id !== withIds[i]);
    left.mismatches.push({
      path: `data.list[${at}]`,
      rule: 'default-value',
      expected: `${withIds[at]} (as with ${show(defaults)})`,
      got: String(withoutIds[at]),
    });
  }
  if (a.total !== b.total)
    left.mismatches.push({ path: 'data.total', rule: 'default-value', expected: show(b.total), got: show(a.total) });
  return [left, sent];
}

/** The default checks of every list operation the contract has (read from its page and limit, never listed here). */
export async function runDefaultChecks(ops: Operation[], ctx: BehaviourContext): Promise<CaseResult[]> {
  const out: CaseResult[] = [];
  for (const { op } of listOperations(ctx.contract, ops)) out.push(...(await checkDefaults(op, ctx)));
  return out;
}
