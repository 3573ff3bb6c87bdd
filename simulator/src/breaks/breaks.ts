import { BEHAVIOUR_KINDS, behaviourBeforeAuth, runBehaviour, type BehaviourKind } from './behaviour-breaks.js';
import type { ContractBreaks } from '../http/options.js';

/**
 * Deliberate contract breaks, to prove that the conformance checker finds what a wrong backend does. Each
 * break is `kind:operationId`, `kind:operationId:path` (path as `data.list[0].id`, or `data.list[*].id` for every
 * item) or, for kinds that take a value, `kind:operationId[:path]=value`:
 *
 *   missing-field      drops the field at path from success answers (default: data's first field)
 *   wrong-type         gives the field at path a value of another JSON type (default: data's first scalar)
 *   wrong-value        gives the field at path this JSON value (a wrong unit: data.expires_in=7200000)
 *   extra-field        adds a field the contract does not have to the object at path (default: data)
 *   server-error       answers every call with status 500
 *   accept-invalid     skips request validation, like a server that takes bad input
 *   undeclared-status  answers success calls with status 404, which the operation does not list
 *   no-envelope        answers success calls with the bare data, without {status, msg, data}
 * and the behaviour kinds of behaviour-breaks.ts (paging, search, sort, regions, writes kept, lifetimes, time,
 * Content-Type, error envelopes).
 *
 * Never used by the running simulator; only tests and demos pass it to createSimulator({ breaks }).
 */
const RESPONSE_KINDS = [
  'missing-field',
  'wrong-type',
  'wrong-value',
  'extra-field',
  'server-error',
  'accept-invalid',
  'undeclared-status',
  'no-envelope',
] as const;
export const BREAK_KINDS = [...RESPONSE_KINDS, ...BEHAVIOUR_KINDS] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];
/** Kinds whose spec must end in `=value`. */
const VALUE_KINDS: readonly BreakKind[] = ['wrong-value', 'content-type', 'default-value', 'refuse-value'];

export interface ContractBreak {
  spec: string;
  kind: BreakKind;
  operationId: string;
  /** The path the break changed (filled in at the first answer when the spec gave none). */
  path?: string;
  /** The text after '=' (wrong-value: JSON; slow: milliseconds; content-type: the media type). */
  value?: string;
}

export interface SimulatorBreaks extends ContractBreaks {
  /** The breaks, with the paths they changed so far. */
  list(): ContractBreak[];
}

/** '*' stands for every item of an array. */
type Key = string | number;

const EXTRA_FIELD = 'unexpected_field';

function parsePath(path: string): Key[] {
  return path
    .replace(/\[(\d+|\*)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function formatPath(keys: Key[]): string {
  return keys.reduce<string>(
    (text, k) => (typeof k === 'number' || k === '*' ? `${text}[${k}]` : text ? `${text}.${k}` : k),
    '',
  );
}

/** The objects holding the path's last key: one, or one per item where the path has '*'. */
function parentsOf(root: unknown, keys: Key[]): Record<Key, unknown>[] {
  let nodes = [root as Record<Key, unknown>];
  for (const key of keys.slice(0, -1)) {
    const next: Record<Key, unknown>[] = [];
    for (const node of nodes) {
      const children = key === '*' ? (Array.isArray(node) ? (node as unknown[]) : []) : [node[key]];
      for (const child of children)
        if (child !== null && typeof child === 'object') next.push(child as Record<Key, unknown>);
    }
    nodes = next;
  }
  return nodes;
}

/** The first scalar under data, depth first: a default place to break. */
function firstScalar(value: unknown, at: Key[]): Key[] | undefined {
  if (value === null || typeof value !== 'object') return at;
  for (const [key, child] of Object.entries(value)) {
    const found = firstScalar(child, [...at, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return undefined;
}

function otherType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value === null) return 0;
  return 'not-a-structure';
}

function parseSpec(spec: string): ContractBreak {
  const eq = spec.indexOf('=');
  const head = eq >= 0 ? spec.slice(0, eq) : spec;
  const value = eq >= 0 ? spec.slice(eq + 1) : undefined;
  const [kind, operationId, ...rest] = head.split(':');
  if (!BREAK_KINDS.includes(kind as BreakKind) || !operationId) {
    throw new Error(
      `Bad contract break '${spec}': write kind:operationId[:path][=value], kind one of ${BREAK_KINDS.join(', ')}`,
    );
  }
  if (VALUE_KINDS.includes(kind as BreakKind) && value === undefined)
    throw new Error(`Bad contract break '${spec}': ${kind} needs =value`);
  if (kind === 'wrong-value') JSON.parse(value as string); // a bad value fails here, not at the first answer
  const given = rest.join(':');
  // For extra-field the path names the object; the break's path is the field it adds there.
  const path = given && kind === 'extra-field' ? `${given}.${EXTRA_FIELD}` : given;
  return {
    spec,
    kind: kind as BreakKind,
    operationId,
    ...(path ? { path } : {}),
    ...(value !== undefined ? { value } : {}),
  };
}

const isBehaviour = (kind: BreakKind): kind is BehaviourKind => (BEHAVIOUR_KINDS as readonly string[]).includes(kind);

export function createBreaks(specs: string[]): SimulatorBreaks {
  const breaks = specs.map(parseSpec);
  const of = (operationId: string) => breaks.filter((b) => b.operationId === operationId);

  const applyField = (b: ContractBreak, envelope: Record<string, unknown>) => {
    const copy = structuredClone(envelope);
    let keys = b.path ? parsePath(b.path) : undefined;
    if (b.kind === 'missing-field') keys ??= ['data', Object.keys((copy.data ?? {}) as object)[0] ?? 0];
    if (b.kind === 'wrong-type') keys ??= firstScalar(copy.data, ['data']);
    if (b.kind === 'extra-field') keys ??= [...(Array.isArray(copy.data) ? ['data', 0] : ['data']), EXTRA_FIELD];
    if (!keys) return copy;
    const last = keys[keys.length - 1] as Key;
    let changed = false;
    for (const parent of parentsOf(copy, keys)) {
      if (b.kind !== 'extra-field' && b.kind !== 'wrong-value' && !(last in parent)) continue;
      changed = true;
      if (b.kind === 'missing-field') {
        if (Array.isArray(parent)) parent.splice(Number(last), 1);
        else delete parent[last];
      } else if (b.kind === 'wrong-type') parent[last] = otherType(parent[last]);
      else if (b.kind === 'wrong-value') parent[last] = JSON.parse(b.value as string) as unknown;
      else parent[last] = true;
    }
    if (changed) b.path ??= formatPath(keys);
    return copy;
  };

  return {
    list: () => breaks.map((b) => ({ ...b })),
    skipsValidation: (operationId) => of(operationId).some((b) => b.kind === 'accept-invalid'),
    mutate(operationId, answer) {
      let envelope = answer as Record<string, unknown>;
      for (const b of of(operationId)) {
        if (b.kind === 'server-error') envelope = { status: 500, msg: 'Internal error', data: null };
        if (envelope.status !== 200) continue;
        if (b.kind === 'undeclared-status') envelope = { status: 404, msg: 'Not found', data: null };
        else if (b.kind === 'no-envelope') return envelope.data;
        else if (['missing-field', 'wrong-type', 'wrong-value', 'extra-field'].includes(b.kind))
          envelope = applyField(b, envelope);
      }
      return envelope;
    },
    beforeAuth(operationId, body, header) {
      for (const b of of(operationId)) if (isBehaviour(b.kind)) behaviourBeforeAuth(b.kind, body, header);
    },
    around(operationId, call) {
      // One behaviour break an operation (the first); the response breaks still apply to its answer after.
      const b = of(operationId).find((x) => isBehaviour(x.kind));
      return b ? runBehaviour(b.kind as BehaviourKind, b.value, call) : call.run(call.body);
    },
    headers(operationId) {
      const b = of(operationId).find((x) => x.kind === 'content-type');
      return b?.value ? { 'Content-Type': b.value } : undefined;
    },
  };
}
