import type { Contract, Operation, Schema } from '../shared/contract.js';
import { formatPath, type PathPart } from '../shared/json-path.js';
import { refusedFileFor, type SampleFile } from '../shared/sample-files.js';
import { branchesOf, formTakes, schemaTypes } from './generate.js';

/** One invalid body derived from the schema, and the field its 400 must name. */
export interface NegativeBody {
  title: string;
  body?: unknown;
  rawBody?: string;
  /** Headers the case needs (the Content-Type of a malformed multipart body). */
  headers?: Record<string, string>;
  /** Multipart: files other than the valid sample (a refused type). */
  files?: Record<string, SampleFile>;
  /** Dotted, as data.errors[].field writes it (items.0.item_id); '' for the body itself. */
  field?: string;
}

export const UNKNOWN_FIELD = 'conformance_unknown_field';
const MULTIPART_BOUNDARY = 'conformance-boundary';

/** A value of another JSON type than the schema allows, which no sane coercion turns into a valid one. */
function wrongTypeValue(types: string[]): unknown {
  if (!types.includes('string')) return 'not-a-number';
  if (!types.includes('integer') && !types.includes('number')) return 12345;
  if (!types.includes('object')) return { unexpected: true };
  return [];
}

function outOfEnum(values: unknown[]): unknown {
  const numbers = values.filter((v): v is number => typeof v === 'number');
  if (numbers.length === values.length) return Math.max(...numbers) + 1000;
  let text = 'not-in-enum';
  while (values.includes(text)) text += '-x';
  return text;
}

function overlong(schema: Schema, length: number): string {
  // A character the pattern accepts, so the only thing wrong is the length.
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  const char = ['1', 'a', 'x', 'A'].find((c) => !pattern || pattern.test(c.repeat(length))) ?? 'x';
  return char.repeat(length);
}

/** Each rule of one form of a field other than its type, with a value that breaks it alone. */
function ruleBreaks(prop: Schema): { title: string; bad: unknown }[] {
  const out: { title: string; bad: unknown }[] = [];
  if (Array.isArray(prop.enum)) out.push({ title: 'value outside the enum', bad: outOfEnum(prop.enum as unknown[]) });
  if (typeof prop.minimum === 'number') out.push({ title: 'below minimum', bad: prop.minimum - 1 });
  if (typeof prop.maximum === 'number') out.push({ title: 'above maximum', bad: prop.maximum + 1 });
  if (typeof prop.maxLength === 'number')
    out.push({ title: `longer than maxLength ${prop.maxLength}`, bad: overlong(prop, prop.maxLength + 1) });
  if (typeof prop.minLength === 'number' && prop.minLength > 0)
    out.push({ title: `shorter than minLength ${prop.minLength}`, bad: '' });
  if (typeof prop.pattern === 'string') {
    const bad = ['not matching ✗', '!', ' '].find((c) => !new RegExp(prop.pattern as string, 'u').test(c));
    if (bad !== undefined) out.push({ title: 'not matching the pattern', bad });
  }
  if (typeof prop.format === 'string' && schemaTypes(prop).includes('string'))
    out.push({ title: `not a ${prop.format}`, bad: 'not-a-valid-value' });
  return out;
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

/** A copy of `root` with the value at `parts` replaced (or removed); the fuzz pass mutates bodies with it too. */
export function setAt(root: unknown, parts: PathPart[], value: unknown, remove = false): unknown {
  const copy = clone(root);
  let node = copy as Record<PathPart, unknown>;
  for (const part of parts.slice(0, -1)) node = node[part] as Record<PathPart, unknown>;
  const last = parts[parts.length - 1] as PathPart;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

/**
 * Each way the schema says a body can be wrong, applied one at a time to a valid body. A multipart body's
 * text parts get the same rules, except a wrong JSON type for a string (every text part is a string); its
 * file parts can be missing and, when the contract lists their types (`encoding`), of a type it refuses.
 */
export function negativeBodies(contract: Contract, op: Operation, valid: Record<string, unknown>): NegativeBody[] {
  const out: NegativeBody[] = [];
  const multipart = op.bodyType === 'multipart';
  const isFile = (parts: PathPart[]) =>
    multipart && parts.length === 1 && op.fileParts.some((p) => p.name === parts[0]);
  const visit = (schemaRaw: unknown, value: unknown, parts: PathPart[], depth: number) => {
    const schema = contract.deref(schemaRaw);
    const props = (schema.properties ?? {}) as Record<string, unknown>;
    const required = (schema.required ?? []) as string[];
    const where = parts.length ? ` in ${formatPath(parts)}` : '';
    const objectValue = (value ?? {}) as Record<string, unknown>;
    for (const key of required) {
      if (key in objectValue)
        out.push({
          title: `missing required field ${formatPath([...parts, key])}`,
          body: setAt(valid, [...parts, key], undefined, true),
          field: [...parts, key].join('.'),
        });
    }
    if (schema.additionalProperties === false) {
      out.push({
        title: `unknown extra field${where}`,
        body: setAt(valid, [...parts, UNKNOWN_FIELD], 1),
        field: [...parts, UNKNOWN_FIELD].join('.'),
      });
    }
    for (const [key, propRaw] of Object.entries(props)) {
      const prop = contract.deref(propRaw);
      const at = [...parts, key];
      if (isFile(at)) continue;
      const name = formatPath(at);
      const field = at.join('.');
      const forms = branchesOf(contract, prop);
      const types = forms.length > 0 ? [...new Set(forms.flatMap(schemaTypes))] : schemaTypes(prop);
      if (types.length > 0 && !(multipart && types.includes('string')))
        out.push({ title: `wrong type: ${name}`, body: setAt(valid, at, wrongTypeValue(types)), field });
      // A field of several forms is wrong when no form takes the value: each form's rules, kept where the others refuse too.
      for (const rule of forms.length > 0 ? forms.flatMap(ruleBreaks) : ruleBreaks(prop)) {
        if (forms.some((form) => formTakes(form, rule.bad))) continue;
        out.push({ title: `${rule.title}: ${name}`, body: setAt(valid, at, rule.bad), field });
      }
      // Nested objects the valid body has: the same rules one level down (later operations send structures).
      const inner = objectValue[key];
      if (depth < 3 && types.includes('object') && inner && typeof inner === 'object' && !Array.isArray(inner))
        visit(prop, inner, at, depth + 1);
      if (
        depth < 3 &&
        types.includes('array') &&
        Array.isArray(inner) &&
        inner[0] &&
        typeof inner[0] === 'object' &&
        prop.items
      ) {
        visit(prop.items, inner[0], [...at, 0], depth + 1);
      }
    }
  };
  visit(op.requestSchema, valid, [], 0);
  if (!multipart) {
    out.push({ title: 'malformed JSON body', rawBody: '{"this is": not json', field: '' });
    return out;
  }
  for (const part of op.fileParts) {
    const refused = refusedFileFor(part);
    if (refused && part.name in valid) {
      out.push({
        title: `not an accepted file type: ${part.name} (text named .png, declared image/png)`,
        body: valid,
        files: { [part.name]: refused },
        field: part.name,
      });
    }
  }
  out.push({
    title: 'malformed multipart body (cut before its end)',
    rawBody: `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="conformance"\r\n\r\ncut here`,
    headers: { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
    field: '',
  });
  return out;
}
