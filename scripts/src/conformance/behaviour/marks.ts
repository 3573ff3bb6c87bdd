import type { Contract } from '../../shared/contract.js';
import { formatPath, type PathPart } from '../../shared/json-path.js';

/**
 * Places in an operation's answer that the contract marks with an extension (x-computed, x-unguessable), found
 * by walking the answer schema ($refs, oneOf/anyOf/allOf branches, properties, array items), so a check follows
 * the contract wherever the marked schema is used and whatever its fields are called.
 */
export interface Mark {
  /** Keys from the answer's root; '*' for every item of an array. */
  path: (string | '*')[];
  /** The extension's value. */
  value: unknown;
}

const MAX_DEPTH = 12;

export function marksIn(contract: Contract, root: unknown, extension: string): Mark[] {
  const out: Mark[] = [];
  const seen = new Set<string>();
  const walk = (raw: unknown, path: (string | '*')[], stack: Set<unknown>) => {
    if (raw === undefined || raw === null || typeof raw !== 'object' || path.length > MAX_DEPTH) return;
    const schema = contract.deref(raw);
    if (stack.has(schema)) return;
    const inner = new Set(stack).add(schema);
    // An extension beside a $ref (`{$ref: …, x-unguessable: true}`) or on the schema it names.
    const value = (raw as Record<string, unknown>)[extension] ?? schema[extension];
    const key = path.join('.');
    if (value !== undefined && !seen.has(key)) {
      seen.add(key);
      out.push({ path, value });
    }
    for (const branch of ['oneOf', 'anyOf', 'allOf'] as const) {
      if (Array.isArray(schema[branch])) for (const b of schema[branch] as unknown[]) walk(b, path, inner);
    }
    for (const [name, prop] of Object.entries((schema.properties ?? {}) as Record<string, unknown>))
      walk(prop, [...path, name], inner);
    if (schema.items) walk(schema.items, [...path, '*'], inner);
  };
  walk(root, [], new Set());
  return out;
}

/** One value found at a mark's path in an answer: where it is, the object holding it, and that object's ancestors. */
export interface Found {
  at: string;
  value: unknown;
  holder: Record<string, unknown>;
  /** From the answer's root to the holder's parent (arrays included). */
  ancestors: unknown[];
}

export function valuesAt(answer: unknown, path: (string | '*')[]): Found[] {
  const out: Found[] = [];
  const walk = (node: unknown, rest: (string | '*')[], at: PathPart[], ancestors: unknown[]) => {
    if (node === null || typeof node !== 'object') return;
    const [head, ...tail] = rest;
    if (head === undefined) return;
    if (head === '*') {
      if (Array.isArray(node)) node.forEach((item, i) => walk(item, tail, [...at, i], [...ancestors, node]));
      return;
    }
    const record = node as Record<string, unknown>;
    if (!(head in record)) return;
    if (tail.length === 0) out.push({ at: formatPath([...at, head]), value: record[head], holder: record, ancestors });
    else walk(record[head], tail, [...at, head], [...ancestors, record]);
  };
  walk(answer, path, [], []);
  return out;
}
