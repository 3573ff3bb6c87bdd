import type { Contract, Operation, Schema } from '../../shared/contract.js';

/** A place in an answer: keys, list indexes, or `*` for every item of a list (inside count's `where`). */
export type AnswerPath = readonly (string | number)[];

function ownTypes(node: Schema): string[] {
  if (Array.isArray(node.type)) return node.type as string[];
  if (typeof node.type === 'string') return [node.type];
  if ('const' in node) return [node.const === null ? 'null' : Array.isArray(node.const) ? 'array' : typeof node.const];
  if (Array.isArray(node.enum))
    return (node.enum as unknown[]).map((v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v));
  if (node.properties) return ['object'];
  if (node.items) return ['array'];
  return [];
}

/** The JSON types the contract allows at a path of a schema; undefined when it does not say. */
function typesAt(contract: Contract, schema: unknown, path: AnswerPath, depth = 0): Set<string> | undefined {
  if (depth > 40) return undefined;
  const node = contract.deref(schema);
  const branches = [node.oneOf, node.anyOf, node.allOf].flatMap((b) => (Array.isArray(b) ? (b as unknown[]) : []));
  const found = new Set<string>();
  let known = false;
  for (const branch of branches) {
    const inBranch = typesAt(contract, branch, path, depth + 1);
    if (inBranch) {
      known = true;
      inBranch.forEach((t) => found.add(t));
    }
  }
  const [head, ...rest] = path;
  if (head === undefined) {
    const own = ownTypes(node);
    if (own.length) {
      known = true;
      own.forEach((t) => found.add(t));
    }
  } else {
    const child =
      typeof head === 'number' || head === '*'
        ? node.items
        : (node.properties as Record<string, unknown> | undefined)?.[head];
    const inChild = child === undefined ? undefined : typesAt(contract, child, rest, depth + 1);
    if (inChild) {
      known = true;
      inChild.forEach((t) => found.add(t));
    }
  }
  return known ? found : undefined;
}

/**
 * Whether the contract says the answer of `op` holds a single value (text, number, boolean, null) at `path`:
 * false when it may be a list or an object, undefined when the contract does not say.
 */
export function singleValueAt(contract: Contract, op: Operation, path: AnswerPath): boolean | undefined {
  const types = typesAt(contract, op.responseSchema, path);
  if (!types || types.size === 0) return undefined;
  return !types.has('object') && !types.has('array');
}
