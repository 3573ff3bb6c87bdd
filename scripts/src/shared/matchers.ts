import { show } from './format.js';
import { getPath } from './json-path.js';
import type { Mismatch } from './schema-check.js';

/**
 * The assertions QA and the backend team write in YAML, one vocabulary for scenarios and conformance
 * sequences. A plain value means "equals"; an object names matchers, all of which must hold.
 */
export const MATCHERS = [
  'equals',
  'not_equals',
  'exists',
  'type',
  'matches',
  'contains',
  'in',
  'gt',
  'gte',
  'lt',
  'lte',
  'length',
  'count',
  'each',
  'sorted',
  'disjoint',
] as const;
type MatcherName = (typeof MATCHERS)[number];

export function isMatcherObject(spec: unknown): spec is Record<string, unknown> {
  return (
    spec !== null &&
    typeof spec === 'object' &&
    !Array.isArray(spec) &&
    Object.keys(spec).length > 0 &&
    Object.keys(spec).every((k) => (MATCHERS as readonly string[]).includes(k) || k === 'where')
  );
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b as object);
  return (
    ka.length === kb.length &&
    ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function sizeOf(value: unknown): number | undefined {
  if (Array.isArray(value) || typeof value === 'string') return value.length;
  if (value !== null && typeof value === 'object') return Object.keys(value).length;
  return undefined;
}

interface Actual {
  found: boolean;
  value: unknown;
}

/** Checks one matcher spec against a value; returns what failed, empty when everything holds. */
export function evaluate(path: string, actual: Actual, spec: unknown): Mismatch[] {
  if (!isMatcherObject(spec)) return evaluate(path, actual, { equals: spec });
  const out: Mismatch[] = [];
  const fail = (rule: string, expected: string, got = show(actual.value)) => out.push({ path, rule, expected, got });
  if (!actual.found && spec.exists !== false) {
    fail('exists', 'present', 'missing');
    return out;
  }
  const value = actual.value;
  for (const [name, arg] of Object.entries(spec) as [MatcherName | 'where', unknown][]) {
    switch (name) {
      case 'where':
        break; // belongs to count
      case 'equals':
        if (!deepEqual(value, arg)) fail('equals', show(arg));
        break;
      case 'not_equals':
        if (deepEqual(value, arg)) fail('not_equals', `anything but ${show(arg)}`);
        break;
      case 'exists':
        if (actual.found !== arg) fail('exists', arg ? 'present' : 'absent', actual.found ? show(value) : 'missing');
        break;
      case 'type':
        if (typeOf(value) !== arg && !(arg === 'integer' && Number.isInteger(value)))
          fail('type', `type ${String(arg)}`, `${show(value)} (${typeOf(value)})`);
        break;
      case 'matches':
        if (!new RegExp(String(arg)).test(typeof value === 'string' ? value : show(value)))
          fail('matches', `matching /${String(arg)}/`);
        break;
      case 'contains':
        if (Array.isArray(value) ? !value.some((item) => deepEqual(item, arg)) : !String(value).includes(String(arg)))
          fail('contains', `containing ${show(arg)}`);
        break;
      case 'in':
        if (!Array.isArray(arg) || !arg.some((item) => deepEqual(item, value))) fail('in', `one of ${show(arg)}`);
        break;
      case 'gt':
      case 'gte':
      case 'lt':
      case 'lte':
        if (!compare(name, value, arg)) fail(name, `${{ gt: '>', gte: '>=', lt: '<', lte: '<=' }[name]} ${show(arg)}`);
        break;
      case 'length': {
        const size = sizeOf(value);
        const inner = evaluate(`${path}.length`, { found: size !== undefined, value: size }, arg);
        out.push(...inner.map((m) => ({ ...m, rule: `length ${m.rule}` })));
        break;
      }
      case 'count': {
        const where = (arg as { where?: Record<string, unknown> } | undefined)?.where ?? {};
        const items = Array.isArray(value) ? value : [];
        const count = items.filter((item) =>
          Object.entries(where).every(([p, m]) => evaluate(p, getPath(item, p), m).length === 0),
        ).length;
        const rest = Object.fromEntries(Object.entries(arg as object).filter(([k]) => k !== 'where'));
        const inner = evaluate(
          `${path} (count where ${show(where)})`,
          { found: true, value: count },
          Object.keys(rest).length > 0 ? rest : { gte: 1 },
        );
        out.push(...inner.map((m) => ({ ...m, rule: `count ${m.rule}` })));
        break;
      }
      case 'each': {
        if (!Array.isArray(value)) {
          fail('each', 'a list');
          break;
        }
        value.forEach((item, index) => {
          for (const [p, m] of Object.entries(arg as Record<string, unknown>)) {
            out.push(
              ...evaluate(
                p === '' || p === '.' ? `${path}[${index}]` : `${path}[${index}].${p}`,
                p === '' || p === '.' ? { found: true, value: item } : getPath(item, p),
                m,
              ),
            );
          }
        });
        break;
      }
      case 'sorted':
        out.push(...checkSorted(path, value, arg));
        break;
      case 'disjoint':
        out.push(...checkDisjoint(path, value, arg));
        break;
    }
  }
  return out;
}

function compare(op: 'gt' | 'gte' | 'lt' | 'lte', value: unknown, arg: unknown): boolean {
  if (typeof value !== 'number' || typeof arg !== 'number') return false;
  return op === 'gt' ? value > arg : op === 'gte' ? value >= arg : op === 'lt' ? value < arg : value <= arg;
}

/** `sorted: asc` or `sorted: {by: distance, order: desc}`. */
function checkSorted(path: string, value: unknown, arg: unknown): Mismatch[] {
  const spec = typeof arg === 'string' ? { order: arg } : ((arg ?? {}) as { by?: string; order?: string });
  const order = spec.order ?? 'asc';
  const label = `sorted ${spec.by ? `by ${spec.by} ` : ''}${order === 'desc' ? 'descending' : 'ascending'}`;
  if (!Array.isArray(value)) return [{ path, rule: 'sorted', expected: `a list ${label}`, got: show(value) }];
  const keys = value.map((item) => (spec.by ? getPath(item, spec.by).value : item));
  for (let i = 1; i < keys.length; i += 1) {
    const a = keys[i - 1] as number | string;
    const b = keys[i] as number | string;
    if (order === 'desc' ? a < b : a > b) {
      return [
        {
          path: `${path}[${i}]${spec.by ? `.${spec.by}` : ''}`,
          rule: 'sorted',
          expected: label,
          got: `${show(b)} after ${show(a)}`,
        },
      ];
    }
  }
  return [];
}

/** `disjoint: {from: "${page1}", by: id}`: no item shares its key with an item of the other list. */
function checkDisjoint(path: string, value: unknown, arg: unknown): Mismatch[] {
  const spec = (arg ?? {}) as { from?: unknown; by?: string };
  const key = (item: unknown) => show(spec.by ? getPath(item, spec.by).value : item, Number.MAX_SAFE_INTEGER);
  if (!Array.isArray(value) || !Array.isArray(spec.from)) {
    return [{ path, rule: 'disjoint', expected: 'two lists to compare', got: show(value) }];
  }
  const other = new Set(spec.from.map(key));
  const shared = value.map(key).filter((k) => other.has(k));
  return shared.length === 0
    ? []
    : [
        {
          path,
          rule: 'disjoint',
          expected: `no item in common${spec.by ? ` by ${spec.by}` : ''}`,
          got: `shared ${shared.join(', ')}`,
        },
      ];
}
