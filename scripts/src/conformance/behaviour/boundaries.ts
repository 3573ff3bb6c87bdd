import { isControl, pointerGet, type Contract, type Operation, type Schema } from '../../shared/contract.js';
import { formatPath, type PathPart } from '../../shared/json-path.js';
import { branchesOf, formTakes, schemaTypes } from '../generate.js';
import { setAt } from '../negative.js';
import type { PlannedCase } from '../types.js';

/**
 * The edges of every range the request schema states: the first and last allowed value of each `minimum` /
 * `maximum`, `minLength` / `maxLength` and enum, each set alone in a valid body. They must be taken: an answer that
 * refuses one of them (a 400 naming the field by a range rule) is a finding. The values just outside are the
 * negative cases' (negative.ts); the ones they leave out are added here (one character short of a minLength above
 * 1, the integer just past each end of a numeric enum).
 */
export interface BoundaryBody {
  title: string;
  body: unknown;
  /** Dotted, as data.errors[].field writes it. */
  field: string;
  /** true: the value is allowed and must be taken; false: just outside, a 400 naming the field. */
  allowed: boolean;
}

/** The operation opts out (`x-no-boundary-cases: why`): more attempts would trip its lockout or rate limits. */
export function boundaryOptOut(contract: Contract, op: Operation): string | undefined {
  const why = (pointerGet(contract.document, op.pointer) as Schema | undefined)?.['x-no-boundary-cases'];
  return typeof why === 'string' ? why : undefined;
}

/** A string of `length` characters the pattern and format take, if one of a few plain characters does. */
function stringOf(schema: Schema, length: number): string | undefined {
  if (typeof schema.format === 'string') return undefined;
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  return ['1', 'a', 'x', 'A'].map((c) => c.repeat(length)).find((s) => !pattern || pattern.test(s));
}

function edges(prop: Schema, types: string[]): { label: string; value: unknown; allowed: boolean }[] {
  const out: { label: string; value: unknown; allowed: boolean }[] = [];
  if (Array.isArray(prop.enum)) {
    const values = (prop.enum as unknown[]).filter((v) => v !== null);
    const first = values[0];
    const last = values[values.length - 1];
    out.push({ label: `first enum value ${JSON.stringify(first)}`, value: first, allowed: true });
    if (values.length > 1) out.push({ label: `last enum value ${JSON.stringify(last)}`, value: last, allowed: true });
    const numbers = values.filter((v): v is number => Number.isInteger(v));
    if (numbers.length === values.length && numbers.length > 0) {
      const [low, high] = [Math.min(...numbers), Math.max(...numbers)];
      if (!numbers.includes(low - 1))
        out.push({ label: `just below the enum (${low - 1})`, value: low - 1, allowed: false });
      if (!numbers.includes(high + 1))
        out.push({ label: `just above the enum (${high + 1})`, value: high + 1, allowed: false });
    }
    return out;
  }
  if (types.includes('integer') || types.includes('number')) {
    if (typeof prop.minimum === 'number')
      out.push({ label: `minimum ${prop.minimum}`, value: prop.minimum, allowed: true });
    if (typeof prop.maximum === 'number')
      out.push({ label: `maximum ${prop.maximum}`, value: prop.maximum, allowed: true });
    return out;
  }
  if (types.includes('string')) {
    const lengths: [string, number | undefined, boolean][] = [
      [
        `minLength ${String(prop.minLength)}`,
        typeof prop.minLength === 'number' && prop.minLength > 0 ? prop.minLength : undefined,
        true,
      ],
      [`maxLength ${String(prop.maxLength)}`, typeof prop.maxLength === 'number' ? prop.maxLength : undefined, true],
      [
        `one short of minLength ${String(prop.minLength)}`,
        typeof prop.minLength === 'number' && prop.minLength > 1 ? prop.minLength - 1 : undefined,
        false,
      ],
    ];
    for (const [label, length, allowed] of lengths) {
      const value = length === undefined ? undefined : stringOf(prop, length);
      if (value !== undefined) out.push({ label: `${label} (${length} characters)`, value, allowed });
    }
  }
  return out;
}

/**
 * A field that names a record (`…_id`, `id`, or an id the contract sources with `x-id-from`): its "first allowed
 * value" is a real record's id (side 1, plan 1) of whoever signs in, so an allowed edge would change the test
 * account's own data rather than probe a range. Its values just outside are still sent (they must be refused).
 */
function namesRecord(key: string, raw: unknown): boolean {
  return /(^|_)id$/.test(key) || (typeof raw === 'object' && raw !== null && 'x-id-from' in raw);
}

/** Every boundary body of the operation's top-level and nested fields (the valid body's objects, 3 levels deep). */
export function boundaryBodies(contract: Contract, op: Operation, valid: Record<string, unknown>): BoundaryBody[] {
  if (op.bodyType === 'multipart') return [];
  const out: BoundaryBody[] = [];
  const visit = (schemaRaw: unknown, value: unknown, parts: PathPart[], depth: number) => {
    const schema = contract.deref(schemaRaw);
    const objectValue = (value ?? {}) as Record<string, unknown>;
    for (const [key, propRaw] of Object.entries((schema.properties ?? {}) as Record<string, unknown>)) {
      if (key === 'datacenter_uuid') continue;
      const prop = contract.deref(propRaw);
      const at = [...parts, key];
      const types = schemaTypes(prop);
      // A field of several forms (a share as one number or a list): the edges of each form, and a value just outside
      // one form only when no other form takes it.
      const forms = branchesOf(contract, prop);
      const fieldEdges =
        forms.length > 0
          ? forms
              .flatMap((form) => edges(form, schemaTypes(form)))
              .filter((e) => e.allowed || !forms.some((form) => formTakes(form, e.value)))
          : edges(prop, types);
      for (const edge of fieldEdges) {
        // The value the valid body already has is no new case.
        if (JSON.stringify(objectValue[key]) === JSON.stringify(edge.value) && edge.allowed) continue;
        if (edge.allowed && namesRecord(key, propRaw)) continue;
        out.push({
          title: `boundary, ${edge.allowed ? 'allowed' : 'just outside'}: ${formatPath(at)} ${edge.label}`,
          body: setAt(valid, at, edge.value),
          field: at.join('.'),
          allowed: edge.allowed,
        });
      }
      const inner = objectValue[key];
      if (depth < 3 && types.includes('object') && inner && typeof inner === 'object' && !Array.isArray(inner))
        visit(prop, inner, at, depth + 1);
    }
  };
  visit(op.requestSchema, valid, [], 0);
  return out;
}

/** The rules of a 400 that say an allowed edge value was refused for its range (not for the server's state). */
export const RANGE_RULES = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'enum',
  'type',
  'range',
];

/**
 * The boundary cases of one operation, planned like the others: an allowed edge may get any status the operation
 * declares but must not be refused for its range (`allowedField`); a value just outside must be a 400 naming it.
 * None for the control API (test tooling) or an operation that opts out.
 */
export function boundaryCases(
  contract: Contract,
  op: Operation,
  valid: Record<string, unknown>,
  skip: string | undefined,
): PlannedCase[] {
  if (isControl(op) || boundaryOptOut(contract, op)) return [];
  return boundaryBodies(contract, op, valid).map((b) => ({
    op,
    kind: b.allowed ? ('positive' as const) : ('negative' as const),
    title: b.title,
    plan: { body: b.body },
    expectStatus: b.allowed ? ('declared' as const) : [400],
    ...(b.allowed ? { allowedField: b.field } : { namesField: b.field }),
    ...(skip ? { skip } : {}),
  }));
}
