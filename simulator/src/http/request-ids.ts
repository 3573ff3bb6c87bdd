import { contractOperations, loadContract } from './contract.js';

/**
 * The contract takes a single id as a JSON integer or a string of digits, and an id list as its text or one
 * integer (components/ids.yaml), as a backend fed form and JSON bodies alike would. Handlers see one form each: a
 * single id as its number, an id list as its text. Which fields are which comes from the contract (`x-id-kind`
 * on the shared schemas), so a field the contract moves to a shared id schema is read right without a change here.
 */
type IdKind = 'single' | 'list';
type Schema = Record<string, unknown>;

function kindOf(contract: Schema, raw: unknown, depth = 0): IdKind | undefined {
  if (!raw || typeof raw !== 'object' || depth > 5) return undefined;
  const schema = raw as Schema;
  if (schema['x-id-kind'] === 'single' || schema['x-id-kind'] === 'list') return schema['x-id-kind'];
  if (typeof schema.$ref === 'string') return kindOf(contract, resolve(contract, schema.$ref), depth + 1);
  const parts = schema.allOf as unknown[] | undefined;
  return parts?.length === 1 ? kindOf(contract, parts[0], depth + 1) : undefined;
}

function resolve(contract: Schema, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, key) => (node as Schema | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')],
      contract,
    );
}

/** Each operation's request fields that take an id or an id list (top level: no request nests ids deeper). */
function idFieldsByOperation(): Map<string, [string, IdKind][]> {
  const contract = loadContract();
  const paths = contract.paths as Record<string, { post?: Schema }>;
  const out = new Map<string, [string, IdKind][]>();
  for (const op of contractOperations) {
    const content = (paths[op.path]?.post?.requestBody as Schema | undefined)?.content as
      Record<string, Schema> | undefined;
    const schema = content?.['application/json']?.schema;
    const body =
      typeof (schema as Schema | undefined)?.$ref === 'string'
        ? resolve(contract, (schema as Schema).$ref as string)
        : schema;
    const fields: [string, IdKind][] = [];
    for (const [name, prop] of Object.entries(
      ((body as Schema | undefined)?.properties ?? {}) as Record<string, unknown>,
    )) {
      const kind = kindOf(contract, prop);
      if (kind) fields.push([name, kind]);
    }
    if (fields.length > 0) out.set(op.operationId, fields);
  }
  return out;
}

const ID_FIELDS = idFieldsByOperation();

/**
 * The body with each id in the form its handler reads: '42' becomes 42 ('' of an optional id 0), an id list sent as
 * 3 becomes '3'. Runs after the contract's check, so every value is already one of the accepted forms.
 */
export function withIdsNormalised(operationId: string, body: Record<string, unknown>): Record<string, unknown> {
  const fields = ID_FIELDS.get(operationId);
  if (!fields) return body;
  let out = body;
  for (const [name, kind] of fields) {
    const value = body[name];
    const normal =
      kind === 'single' && typeof value === 'string'
        ? Number(value || 0)
        : kind === 'list' && typeof value === 'number'
          ? String(value)
          : value;
    if (normal !== value) out = { ...out, [name]: normal };
  }
  return out;
}
