import type { Contract, Operation, Schema } from '../shared/contract.js';
import { exampleBody } from './generate.js';
import { executeCase, type ExecuteContext } from './execute.js';
import type { CaseResult } from './types.js';

/**
 * Ids from the server's own answers (x-id-from). A request field whose example names seeded data says where a
 * real id comes from:
 *
 *   product_id: {type: integer, minimum: 1, x-id-from: {operationId: getProductList, path: 'data.list[*].id'}}
 *
 * The checker calls each source once per run (its contract example, in the session's data centre), takes the
 * first id at the path (`[*]`: the first item that has one) and puts it in every example and generated body
 * before they are sent, so a server with other data than the simulator's seed is checked with ids it has.
 * Sequences read the same ids as `${ids.<field name>}`.
 */
export interface IdSource {
  operationId: string;
  path: string;
  /**
   * For a field that carries JSON as text (a template plan's side_list): where in that JSON the id goes,
   * `[*].product_id_str`. The id keeps the type of the value it replaces there.
   */
  inText?: string;
}

/** One request field that takes a real id: where it sits in the body (`items[*].product_id`), and its source. */
export interface IdField {
  /** The property name (`product_id`): the name sequences use, `${ids.product_id}`. */
  name: string;
  /** Path of the field in the body, `[*]` for each item of an array. */
  path: string;
  source: IdSource;
  /** The field is a string (an id list like '1,2', or a numeric string): the id is sent as text. */
  text: boolean;
}

/** A resolved source: its first id (`value`) and up to three (`values`, for sequences that need several). */
export type IdOutcome = { value: number | string; values: (number | string)[] } | { problem: string };

const ID_FROM = 'x-id-from';

function readSource(node: Record<string, unknown> | undefined): IdSource | undefined {
  const raw = node?.[ID_FROM] as Record<string, unknown> | undefined;
  if (!raw || typeof raw.operationId !== 'string' || typeof raw.path !== 'string') return undefined;
  return {
    operationId: raw.operationId,
    path: raw.path,
    ...(typeof raw.in_text === 'string' ? { inText: raw.in_text } : {}),
  };
}

function isText(contract: Contract, schema: Schema): boolean {
  // The shared id schemas take an integer or text (x-id-kind, openapi/src/components/ids.yaml): an id list goes as text.
  let shared: Schema | undefined = schema;
  while (shared && shared['x-id-kind'] === undefined && Array.isArray(shared.allOf) && shared.allOf.length === 1)
    shared = contract.deref(shared.allOf[0]);
  if (shared?.['x-id-kind'] !== undefined) return shared['x-id-kind'] === 'list';
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type];
  return types.includes('string') && !types.includes('integer');
}

/** The request fields of an operation that declare x-id-from, nested objects and array items included. */
export function idFields(contract: Contract, op: Operation): IdField[] {
  const out: IdField[] = [];
  const walk = (raw: unknown, prefix: string, depth: number) => {
    if (depth > 4 || raw === undefined) return;
    const schema = contract.deref(raw);
    for (const [name, propRaw] of Object.entries((schema.properties ?? {}) as Record<string, unknown>)) {
      const prop = contract.deref(propRaw);
      const path = prefix ? `${prefix}.${name}` : name;
      // The extension may sit beside a $ref (OpenAPI 3.1) or in the referenced schema.
      const source = readSource(propRaw as Record<string, unknown>) ?? readSource(prop as Record<string, unknown>);
      if (source) out.push({ name, path, source, text: isText(contract, prop) });
      else if (prop.items) walk(prop.items, `${path}[*]`, depth + 1);
      else if (prop.properties) walk(prop, path, depth + 1);
    }
  };
  if (op.requestSchema) walk(op.requestSchema, '', 0);
  return out;
}

export const sourceKey = (s: IdSource): string => `${s.operationId} ${s.path}`;

/** The first distinct ids (at most `max`) at a path like `data.list[*].id`, in the answer's order. */
export function idsAt(value: unknown, path: string, max = 3): (number | string)[] {
  const parts = path
    .split('.')
    .flatMap((p) => p.split(/(?=\[)/))
    .filter(Boolean);
  const out: (number | string)[] = [];
  const visit = (node: unknown, i: number): void => {
    if (out.length >= max) return;
    if (i === parts.length) {
      if (
        ((typeof node === 'number' && Number.isFinite(node)) || (typeof node === 'string' && node !== '')) &&
        !out.includes(node)
      )
        out.push(node);
      return;
    }
    const part = parts[i] as string;
    if (part === '[*]') {
      if (Array.isArray(node)) for (const item of node) visit(item, i + 1);
      return;
    }
    const key = /^\[(\d+)\]$/.exec(part)?.[1] ?? part;
    if (node !== null && typeof node === 'object' && key in node) visit((node as Record<string, unknown>)[key], i + 1);
  };
  visit(value, 0);
  return out;
}

/**
 * Sets every place a path (`items[*].product_id`, `[*].id`) names in a body that is already there (absent fields
 * stay absent); `value` gets the old value, so it can keep its type.
 */
function setPresent(body: unknown, path: string, value: (old: unknown) => unknown): unknown {
  const [head = '', ...rest] = path.split('.');
  const many = head.endsWith('[*]');
  const key = many ? head.slice(0, -3) : head;
  if (key === '' && many)
    return Array.isArray(body)
      ? body.map((item) => (rest.length === 0 ? value(item) : setPresent(item, rest.join('.'), value)))
      : body;
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !(key in body)) return body;
  const record = body as Record<string, unknown>;
  const inner = record[key];
  if (rest.length === 0 && !many) return { ...record, [key]: value(inner) };
  if (many)
    return Array.isArray(inner)
      ? {
          ...record,
          [key]: inner.map((item) => (rest.length === 0 ? value(item) : setPresent(item, rest.join('.'), value))),
        }
      : record;
  return { ...record, [key]: setPresent(inner, rest.join('.'), value) };
}

/** The id put into a field: as text or a number as the field says, or inside the field's JSON text (inText). */
function idSetter(field: IdField, id: number | string): (old: unknown) => unknown {
  const inText = field.source.inText;
  if (!inText) return () => (field.text ? String(id) : Number(id));
  return (old) => {
    if (typeof old !== 'string') return old;
    try {
      const replaced = setPresent(JSON.parse(old), inText, (v) => (typeof v === 'number' ? Number(id) : String(id)));
      return JSON.stringify(replaced);
    } catch {
      return old; // Not JSON: a negative case's value, sent as it is.
    }
  };
}

function bodyHas(body: unknown, path: string): boolean {
  const [head = '', ...rest] = path.split('.');
  const key = head.endsWith('[*]') ? head.slice(0, -3) : head;
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !(key in body)) return false;
  const inner = (body as Record<string, unknown>)[key];
  if (rest.length === 0) return true;
  return head.endsWith('[*]')
    ? Array.isArray(inner) && inner.some((item) => bodyHas(item, rest.join('.')))
    : bodyHas(inner, rest.join('.'));
}

/** The ids of one run, resolved once per source operation and path in the session's data centre. */
export class ResolvedIds {
  constructor(
    private readonly contract: Contract,
    readonly outcomes: ReadonlyMap<string, IdOutcome>,
    /** Resolves the sources of more operations (a sequence's), each still once per run. */
    readonly resolveFor: (ops: readonly Operation[]) => Promise<void> = async () => {},
  ) {}

  /** The body with every id field it carries set to the resolved id (unresolved ones are left as they are). */
  apply(op: Operation, body: unknown): unknown {
    let out = body;
    for (const field of idFields(this.contract, op)) {
      const outcome = this.outcomes.get(sourceKey(field.source));
      if (!outcome || !('value' in outcome)) continue;
      out = setPresent(out, field.path, idSetter(field, outcome.value));
    }
    return out;
  }

  /** Why this body cannot be sent as a valid request: each id field it carries whose source gave no id. */
  missing(op: Operation, body: unknown): string | undefined {
    const reasons = idFields(this.contract, op)
      .filter((f) => bodyHas(body, f.path))
      .flatMap((f) => {
        const outcome = this.outcomes.get(sourceKey(f.source));
        return outcome && 'problem' in outcome
          ? [`${f.path} needs a real id from ${f.source.operationId} ${f.source.path}, and ${outcome.problem}`]
          : [];
      });
    return reasons.length > 0 ? reasons.join('; ') : undefined;
  }

  /** Why no id could be had for a field name (`${ids.product_id}` of a sequence), when none could. */
  problemFor(name: string, ops: readonly Operation[]): string | undefined {
    for (const op of ops) {
      for (const field of idFields(this.contract, op).filter((f) => f.name === name)) {
        const outcome = this.outcomes.get(sourceKey(field.source));
        if (outcome && 'problem' in outcome)
          return `${field.source.operationId} ${field.source.path}: ${outcome.problem}`;
      }
    }
    return undefined;
  }

  /**
   * The variables sequences get, by field name (the first declaration of a name wins):
   * `ids.product_id` is the first id as the source answered it (a number for numeric ids), and
   * `ids_text.product_id` the first three as text (`${ids_text.product_id[1]}`), for text id fields and id lists.
   */
  variables(ops: readonly Operation[]): { ids: Record<string, number | string>; ids_text: Record<string, string[]> } {
    const ids: Record<string, number | string> = {};
    const text: Record<string, string[]> = {};
    for (const op of ops) {
      for (const field of idFields(this.contract, op)) {
        const outcome = this.outcomes.get(sourceKey(field.source));
        if (field.name in ids || !outcome || !('value' in outcome)) continue;
        ids[field.name] = outcome.value;
        text[field.name] = outcome.values.map(String);
      }
    }
    return { ids, ids_text: text };
  }
}

/**
 * Calls every source the given operations' id fields name, once each (a source may itself take an id from
 * another: resolved first, cycles refused), and answers the ids with the source calls as case results of their
 * operations (checked against the contract like any other answer).
 */
export async function resolveIds(
  contract: Contract,
  ops: readonly Operation[],
  ctx: ExecuteContext,
): Promise<{ ids: ResolvedIds; cases: CaseResult[] }> {
  const outcomes = new Map<string, IdOutcome>();
  const resolveFor = async (more: readonly Operation[]): Promise<void> => {
    const sources = new Map<string, IdSource>();
    for (const op of more) for (const f of idFields(contract, op)) sources.set(sourceKey(f.source), f.source);
    await Promise.all([...sources.values()].map((s) => resolve(s, new Set())));
  };
  const ids = new ResolvedIds(contract, outcomes, resolveFor);
  // Grows when a sequence resolves more sources; the run reads it when it reports.
  const cases: CaseResult[] = [];
  const answers = new Map<string, Promise<{ json: unknown; problem?: string }>>();

  const callSource = (sourceOp: Operation, visiting: Set<string>): Promise<{ json: unknown; problem?: string }> => {
    const cached = answers.get(sourceOp.operationId);
    if (cached) return cached;
    const pending = (async () => {
      if (sourceOp.auth === 'user-only' && !ctx.session.userToken)
        return { json: undefined, problem: `${sourceOp.operationId} needs a user token (pass --login)` };
      if (sourceOp.auth !== 'none' && !ctx.session.userToken && !ctx.session.guestToken)
        return { json: undefined, problem: `${sourceOp.operationId} needs a token, and none could be had` };
      // The source's own example, with its own id fields resolved first.
      await Promise.all(
        idFields(contract, sourceOp).map((f) => resolve(f.source, new Set([...visiting, sourceOp.operationId]))),
      );
      const example = exampleBody(sourceOp, ctx.session) ?? {};
      const body = ids.apply(sourceOp, example);
      const unresolved = ids.missing(sourceOp, body);
      if (unresolved)
        return { json: undefined, problem: `${sourceOp.operationId} could not be called (${unresolved})` };
      const result = await executeCase(
        {
          op: sourceOp,
          kind: 'positive',
          title: 'id source: the contract example',
          plan: { body },
          expectStatus: [200],
        },
        ctx,
      );
      cases.push(result);
      const status = result.status;
      if (status === undefined) {
        const why = result.mismatches[0];
        return {
          json: undefined,
          problem: `${sourceOp.operationId} gave no envelope${why ? ` (${why.path} ${why.rule}: ${why.got})` : ''}`,
        };
      }
      if (status !== 200) return { json: undefined, problem: `${sourceOp.operationId} answered status ${status}` };
      return { json: result.response?.json };
    })();
    answers.set(sourceOp.operationId, pending);
    return pending;
  };

  const resolve = async (source: IdSource, visiting: Set<string>): Promise<void> => {
    const key = sourceKey(source);
    if (outcomes.has(key)) return;
    const sourceOp = contract.operations.find((o) => o.operationId === source.operationId);
    if (!sourceOp) {
      outcomes.set(key, { problem: `the contract has no operation ${source.operationId}` });
      return;
    }
    if (visiting.has(source.operationId)) {
      outcomes.set(key, { problem: `x-id-from goes round in a circle through ${source.operationId}` });
      return;
    }
    const { json, problem } = await callSource(sourceOp, visiting);
    if (outcomes.has(key)) return;
    if (problem) {
      outcomes.set(key, { problem });
      return;
    }
    const values = idsAt(json, source.path);
    // An empty list is the usual reason: a server with no data of that kind, or none in this region.
    outcomes.set(
      key,
      values[0] === undefined
        ? { problem: `its answer has no id at ${source.path} (an empty list?)` }
        : { value: values[0], values },
    );
  };

  await resolveFor(ops);
  return { ids, cases };
}
