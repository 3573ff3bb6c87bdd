import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Contract, Operation, Schema } from '../shared/contract.js';
import { loadYamlFile } from '../shared/yaml.js';

/**
 * The backend's own field names (openapi/backend-fields.yaml) against the contract: every field the backend's
 * documentation names must be in the contract, spelled the same, at the same place. The contract may say more.
 */

export interface EntityFields {
  name: string;
  /** "operationId path", e.g. "getAppointmentStoreList data.list[*]". */
  at: string[];
  /** Paths relative to each place, e.g. "holiday_list[*].start_date". */
  fields: string[];
}

export interface CallFields {
  payload?: string[];
  reads?: string[];
}

export interface BackendFields {
  entities: EntityFields[];
  calls: Record<string, CallFields>;
}

/** One field the contract does not have where the backend has it. */
export interface Departure {
  /** The entity or call the field belongs to. */
  of: string;
  operationId: string;
  /** The full path in the request or the answer, e.g. "data.list[*].adds". */
  path: string;
  problem: string;
}

/** The request fields every call may carry whatever the backend reads: the conventions add them. */
const CONVENTION_FIELDS = new Set(['datacenter_uuid']);

export const BACKEND_FIELDS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../openapi/backend-fields.yaml',
);

export function loadBackendFields(file = BACKEND_FIELDS_FILE): BackendFields {
  return loadYamlFile(file) as BackendFields;
}

/** Path steps: "data.list[*].adds" -> ["data", "list", "[*]", "adds"]. */
export function steps(fieldPath: string): string[] {
  return fieldPath.split('.').flatMap((part) => {
    const items = part.match(/^(.*?)((?:\[\*\])*)$/) as RegExpMatchArray;
    const name = items[1] as string;
    const stars = (items[2] as string).length / 3;
    return [...(name ? [name] : []), ...Array.from({ length: stars }, () => '[*]')];
  });
}

/** Every schema a value may match: the schema itself and each branch of allOf / oneOf / anyOf, $refs followed. */
function alternatives(contract: Contract, schema: unknown, seen = new Set<Schema>()): Schema[] {
  const node = contract.deref(schema);
  if (!node || typeof node !== 'object' || seen.has(node)) return [];
  seen.add(node);
  const branches = ['allOf', 'oneOf', 'anyOf'].flatMap((key) =>
    Array.isArray(node[key]) ? (node[key] as unknown[]) : [],
  );
  return [node, ...branches.flatMap((branch) => alternatives(contract, branch, seen))];
}

/** The schemas reached from `schema` by one step: a property by name, or an array's items for "[*]". */
function step(contract: Contract, schema: Schema, name: string): Schema[] {
  return alternatives(contract, schema).flatMap((alt) => {
    if (name === '[*]') return alt.items ? [contract.deref(alt.items)] : [];
    const properties = alt.properties as Record<string, unknown> | undefined;
    return properties && name in properties ? [contract.deref(properties[name])] : [];
  });
}

/** The schemas at this path below `root`; empty when the path does not exist in any branch. */
export function schemasAt(contract: Contract, root: Schema | undefined, fieldPath: string): Schema[] {
  let reached: Schema[] = root ? [root] : [];
  for (const name of steps(fieldPath)) reached = reached.flatMap((schema) => step(contract, schema, name));
  return reached;
}

/** The success branch of an operation's answer (status 200), so that a field of the error envelope never counts. */
export function successSchema(contract: Contract, op: Operation): Schema | undefined {
  const envelope = contract.deref(op.responseSchema);
  const branches = Array.isArray(envelope.oneOf)
    ? (envelope.oneOf as unknown[]).map((b) => contract.deref(b))
    : [envelope];
  return branches.find((b) => {
    const status = contract.deref((b.properties as Record<string, unknown> | undefined)?.status);
    return status.const === 200 || (Array.isArray(status.enum) && status.enum.includes(200));
  });
}

function requiredOf(contract: Contract, schema: Schema | undefined): string[] {
  if (!schema) return [];
  return [
    ...new Set(
      alternatives(contract, schema).flatMap((alt) => (Array.isArray(alt.required) ? (alt.required as string[]) : [])),
    ),
  ];
}

/** Everything in the backend's field list that the contract does not have, or asks for beyond it. */
export function departures(contract: Contract, fields: BackendFields): Departure[] {
  const byId = new Map(contract.operations.map((op) => [op.operationId, op]));
  const found: Departure[] = [];
  const operation = (of: string, operationId: string): Operation | undefined => {
    const op = byId.get(operationId);
    if (!op) found.push({ of, operationId, path: '', problem: 'the contract has no such operation' });
    return op;
  };

  for (const entity of fields.entities) {
    for (const place of entity.at) {
      const [operationId, at] = place.split(' ') as [string, string];
      const op = operation(entity.name, operationId);
      if (!op) continue;
      const base = schemasAt(contract, successSchema(contract, op), at);
      if (base.length === 0) {
        found.push({ of: entity.name, operationId, path: at, problem: 'the answer has nothing at this place' });
        continue;
      }
      for (const field of entity.fields) {
        const reached = base.flatMap((schema) => schemasAt(contract, schema, field));
        if (reached.length === 0)
          found.push({ of: entity.name, operationId, path: `${at}.${field}`, problem: 'missing from the answer' });
      }
    }
  }

  for (const [operationId, call] of Object.entries(fields.calls)) {
    const op = operation(operationId, operationId);
    if (!op) continue;
    if (call.payload) {
      for (const field of call.payload) {
        if (schemasAt(contract, op.requestSchema, field).length === 0)
          found.push({ of: operationId, operationId, path: field, problem: 'missing from the request body' });
      }
      // A field the backend's own client never sends cannot be required: the backend would be refusing its own app.
      const allowed = new Set([...call.payload, ...CONVENTION_FIELDS]);
      for (const field of requiredOf(contract, op.requestSchema)) {
        if (!allowed.has(field))
          found.push({
            of: operationId,
            operationId,
            path: field,
            problem: "required by the contract, never sent by the backend's own client",
          });
      }
    }
    for (const read of call.reads ?? []) {
      if (schemasAt(contract, successSchema(contract, op), read).length === 0)
        found.push({ of: operationId, operationId, path: read, problem: 'missing from the answer' });
    }
  }
  return found;
}

/** How many fields the list names: entity fields counted once per place, payload and read fields once per call. */
export function fieldCounts(fields: BackendFields): {
  entityFields: number;
  payloadFields: number;
  readFields: number;
} {
  const calls = Object.values(fields.calls);
  return {
    entityFields: fields.entities.reduce((n, e) => n + e.fields.length * e.at.length, 0),
    payloadFields: calls.reduce((n, c) => n + (c.payload?.length ?? 0), 0),
    readFields: calls.reduce((n, c) => n + (c.reads?.length ?? 0), 0),
  };
}

/** The JSON types a schema accepts, across its branches: "integer|string" for an id a form or JSON body may carry. */
export function typesOf(contract: Contract, schema: Schema): string {
  const types = alternatives(contract, schema).flatMap((alt) => {
    if (Array.isArray(alt.type)) return alt.type as string[];
    if (typeof alt.type === 'string') return [alt.type];
    if ('const' in alt) return [typeof alt.const === 'number' ? 'integer' : typeof alt.const];
    return [];
  });
  return [...new Set(types)].sort().join('|');
}

/** Every request field named like an id (`…_id`), with the types each operation accepts for it. */
export function requestIdTypes(contract: Contract, operations: Operation[]): Map<string, Map<string, string[]>> {
  const byField = new Map<string, Map<string, string[]>>();
  for (const op of operations) {
    for (const alt of op.requestSchema ? alternatives(contract, op.requestSchema) : []) {
      for (const [field, raw] of Object.entries((alt.properties ?? {}) as Record<string, unknown>)) {
        if (!/_id$/.test(field)) continue;
        const types = typesOf(contract, contract.deref(raw));
        const perType = byField.get(field) ?? new Map<string, string[]>();
        perType.set(types, [...(perType.get(types) ?? []), op.operationId]);
        byField.set(field, perType);
      }
    }
  }
  return byField;
}
