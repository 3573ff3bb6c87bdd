import type { ContractBreaks } from './options.js';

/**
 * Deliberate contract breaks, to prove that the conformance checker finds what a wrong backend does. Each
 * break is `kind:operationId` or `kind:operationId:path` (path as `data.list[0].id`):
 *
 *   missing-field      drops the field at path from success answers (default: data's first field)
 *   wrong-type         gives the field at path a value of another JSON type (default: data's first scalar)
 *   extra-field        adds a field the contract does not have to the object at path (default: data)
 *   server-error       answers every call with status 500
 *   accept-invalid     skips request validation, like a server that takes bad input
 *   undeclared-status  answers success calls with status 404, which the operation does not list
 *   no-envelope        answers success calls with the bare data, without {status, msg, data}
 *
 * Never used by the running simulator; only tests and demos pass it to createSimulator({ breaks }).
 */
export const BREAK_KINDS = ['missing-field', 'wrong-type', 'extra-field', 'server-error', 'accept-invalid', 'undeclared-status', 'no-envelope'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

export interface ContractBreak {
  spec: string;
  kind: BreakKind;
  operationId: string;
  /** The path the break changed (filled in at the first answer when the spec gave none). */
  path?: string;
}

export interface SimulatorBreaks extends ContractBreaks {
  /** The breaks, with the paths they changed so far. */
  list(): ContractBreak[];
}

type Key = string | number;

const EXTRA_FIELD = 'unexpected_field';

function parsePath(path: string): Key[] {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function formatPath(keys: Key[]): string {
  return keys.reduce<string>((text, k) => (typeof k === 'number' ? `${text}[${k}]` : text ? `${text}.${k}` : k), '');
}

function parentOf(root: unknown, keys: Key[]): Record<Key, unknown> | undefined {
  let node = root as Record<Key, unknown> | undefined;
  for (const key of keys.slice(0, -1)) {
    node = node?.[key] as Record<Key, unknown> | undefined;
    if (node === null || typeof node !== 'object') return undefined;
  }
  return node;
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

export function createBreaks(specs: string[]): SimulatorBreaks {
  const breaks: ContractBreak[] = specs.map((spec) => {
    const [kind, operationId, ...rest] = spec.split(':');
    if (!BREAK_KINDS.includes(kind as BreakKind) || !operationId) {
      throw new Error(`Bad contract break '${spec}': write kind:operationId[:path], kind one of ${BREAK_KINDS.join(', ')}`);
    }
    const given = rest.join(':');
    // For extra-field the path names the object; the break's path is the field it adds there.
    const path = given && kind === 'extra-field' ? `${given}.${EXTRA_FIELD}` : given;
    return { spec, kind: kind as BreakKind, operationId, ...(path ? { path } : {}) };
  });

  const applyField = (b: ContractBreak, envelope: Record<string, unknown>) => {
    const copy = structuredClone(envelope);
    let keys = b.path ? parsePath(b.path) : undefined;
    if (b.kind === 'missing-field') keys ??= ['data', Object.keys((copy.data ?? {}) as object)[0] ?? 0];
    if (b.kind === 'wrong-type') keys ??= firstScalar(copy.data, ['data']);
    if (b.kind === 'extra-field') keys ??= [...(Array.isArray(copy.data) ? ['data', 0] : ['data']), EXTRA_FIELD];
    if (!keys) return copy;
    const parent = parentOf(copy, keys);
    const last = keys[keys.length - 1] as Key;
    if (!parent || (b.kind !== 'extra-field' && !(last in parent))) return copy;
    if (b.kind === 'missing-field') {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else if (b.kind === 'wrong-type') parent[last] = otherType(parent[last]);
    else parent[last] = true;
    b.path ??= formatPath(keys);
    return copy;
  };

  return {
    list: () => breaks.map((b) => ({ ...b })),
    skipsValidation: (operationId) => breaks.some((b) => b.kind === 'accept-invalid' && b.operationId === operationId),
    mutate(operationId, answer) {
      let envelope = answer as Record<string, unknown>;
      for (const b of breaks.filter((x) => x.operationId === operationId)) {
        if (b.kind === 'server-error') envelope = { status: 500, msg: 'Internal error', data: null };
        if (envelope.status !== 200) continue;
        if (b.kind === 'undeclared-status') envelope = { status: 404, msg: 'Not found', data: null };
        else if (b.kind === 'no-envelope') return envelope.data;
        else if (b.kind === 'missing-field' || b.kind === 'wrong-type' || b.kind === 'extra-field') envelope = applyField(b, envelope);
      }
      return envelope;
    },
  };
}
