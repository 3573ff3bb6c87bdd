import type { Contract, Operation, Schema } from '../shared/contract.js';
import type { Session } from '../shared/conventions.js';

/** Strings tried, in order, for a field with a pattern; the first that fits the pattern and lengths is used. */
const STRING_CANDIDATES = [
  '',
  '1',
  '1,2',
  'a',
  'conformance',
  'A1',
  'abc-123',
  'test@example.com',
  '00:00',
  '2026-01-01',
];

const FORMAT_VALUES: Record<string, string> = {
  'date-time': '2026-01-01T00:00:00.000Z',
  date: '2026-01-01',
  time: '00:00:00Z',
  email: 'conformance@example.com',
  uri: 'https://example.com/conformance',
  url: 'https://example.com/conformance',
  uuid: '00000000-0000-4000-8000-000000000000',
  ipv4: '127.0.0.1',
  hostname: 'example.com',
};

export function schemaTypes(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.enum)
    return [
      ...new Set(
        (schema.enum as unknown[]).map((v) => (v === null ? 'null' : Number.isInteger(v) ? 'integer' : typeof v)),
      ),
    ];
  if (schema.const !== undefined) return [typeof schema.const];
  return [];
}

/**
 * The branches of a field that takes one of several forms (`oneOf` / `anyOf`, e.g. an id as an integer or a string
 * of digits), $refs followed; empty for a field of one form.
 */
export function branchesOf(contract: Contract, schema: Schema): Schema[] {
  const branches = [...((schema.oneOf ?? []) as unknown[]), ...((schema.anyOf ?? []) as unknown[])];
  return branches.map((b) => contract.deref(b));
}

/** Whether one scalar form of a field takes the value (type, enum, const, range, length, pattern). */
export function formTakes(schema: Schema, value: unknown): boolean {
  const types = schemaTypes(schema);
  const typeOk = types.some((t) =>
    t === 'integer'
      ? Number.isInteger(value)
      : t === 'number'
        ? typeof value === 'number'
        : t === 'null'
          ? value === null
          : t === 'array'
            ? Array.isArray(value)
            : t === 'object'
              ? typeof value === 'object' && value !== null && !Array.isArray(value)
              : typeof value === t,
  );
  if (types.length > 0 && !typeOk) return false;
  if (Array.isArray(schema.enum) && !(schema.enum as unknown[]).includes(value)) return false;
  if (schema.const !== undefined && schema.const !== value) return false;
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) return false;
    if (typeof schema.maximum === 'number' && value > schema.maximum) return false;
  }
  return typeof value !== 'string' || fitsString(value, schema);
}

function fitsString(value: string, schema: Schema): boolean {
  if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
  return true;
}

function generateString(schema: Schema): string | undefined {
  if (typeof schema.format === 'string' && FORMAT_VALUES[schema.format]) return FORMAT_VALUES[schema.format];
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const candidates = [
    ...STRING_CANDIDATES.filter((c) => c !== '' || min === 0),
    'x'.repeat(Math.max(min, 1)),
    '1'.repeat(Math.max(min, 1)),
  ];
  return candidates.find((c) => fitsString(c, schema));
}

function generateNumber(schema: Schema, integer: boolean): number {
  const min =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + 1
        : undefined;
  const max =
    typeof schema.maximum === 'number'
      ? schema.maximum
      : typeof schema.exclusiveMaximum === 'number'
        ? schema.exclusiveMaximum - 1
        : undefined;
  let value = min ?? (max !== undefined && max < 1 ? max : 1);
  if (max !== undefined && value > max) value = max;
  return integer ? Math.ceil(value) : value;
}

/**
 * A valid value for a schema, chosen to be unremarkable (the default, an example, the first enum value, the
 * smallest number in range), so that a generated request is plain input rather than a business edge case.
 * `all` fills optional properties too; otherwise only required ones.
 */
export function generateValue(contract: Contract, raw: unknown, all: boolean, depth = 0): unknown {
  const schema = contract.deref(raw);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  const branches = (schema.oneOf ?? schema.anyOf ?? schema.allOf) as unknown[] | undefined;
  if (branches?.[0]) return generateValue(contract, branches[0], all, depth + 1);
  const type = schemaTypes(schema).find((t) => t !== 'null') ?? 'null';
  switch (type) {
    case 'string':
      return generateString(schema);
    case 'integer':
      return generateNumber(schema, true);
    case 'number':
      return generateNumber(schema, false);
    case 'boolean':
      return true;
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : depth > 3 ? 0 : 1;
      return Array.from({ length: count }, () => generateValue(contract, schema.items ?? {}, all, depth + 1));
    }
    case 'object':
      return generateObject(contract, schema, all, depth);
    default:
      return null;
  }
}

function generateObject(contract: Contract, schema: Schema, all: boolean, depth: number): Record<string, unknown> {
  const props = (schema.properties ?? {}) as Record<string, unknown>;
  const required = new Set((schema.required ?? []) as string[]);
  const out: Record<string, unknown> = {};
  for (const [key, propSchema] of Object.entries(props)) {
    if (!required.has(key) && (!all || depth > 3)) continue;
    const value = generateValue(contract, propSchema, all, depth + 1);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * A body planned from an example or the schema: the session's data centre replaces the one it names (a token only
 * works with its own). Sending it adds the session's where the body names none (the SDK's rule, conventions.ts).
 */
function inSessionDatacenter(op: Operation, body: unknown, session: Session): unknown {
  const props = op.requestSchema?.properties as Record<string, unknown> | undefined;
  if (!props || !('datacenter_uuid' in props) || !session.datacenterUuid) return body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  const required = ((op.requestSchema?.required ?? []) as string[]).includes('datacenter_uuid');
  return 'datacenter_uuid' in record || required ? { ...record, datacenter_uuid: session.datacenterUuid } : record;
}

export function exampleBody(op: Operation, session: Session): unknown {
  return op.requestExample === undefined
    ? undefined
    : inSessionDatacenter(op, structuredClone(op.requestExample), session);
}

export function generatedBody(contract: Contract, op: Operation, session: Session, all: boolean): unknown {
  if (!op.requestSchema) return {};
  return inSessionDatacenter(op, generateValue(contract, op.requestSchema, all), session);
}
