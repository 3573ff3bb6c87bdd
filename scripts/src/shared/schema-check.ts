import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { escapePointer, type Contract, type Operation, type Schema } from './contract.js';
import { show } from './format.js';
import { getPath, joinPath, pointerToPath } from './json-path.js';

/** One place where an answer differs from the contract. */
export interface Mismatch {
  /** Where, in report notation (`data.list[0].id`); '' for the whole answer. */
  path: string;
  /** The schema keyword that failed (type, required, enum, ...). */
  rule: string;
  expected: string;
  got: string;
}

const CONTRACT_ID = 'contract';

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function describeError(error: ErrorObject, root: unknown): Mismatch {
  const at = pointerToPath(error.instancePath);
  const valueAt = (path: string) => getPath(root, path).value;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const path = joinPath(at, String(params.missingProperty));
      return { path, rule: 'required', expected: 'present (required)', got: 'missing' };
    }
    case 'additionalProperties': {
      const path = joinPath(at, String(params.additionalProperty));
      return {
        path,
        rule: 'additionalProperties',
        expected: 'no such field (additionalProperties: false)',
        got: show(valueAt(path)),
      };
    }
    case 'type':
      return {
        path: at,
        rule: 'type',
        expected: `type ${show(params.type)}`,
        got: `${show(valueAt(at))} (${jsonType(valueAt(at))})`,
      };
    case 'enum':
      return { path: at, rule: 'enum', expected: `one of ${show(params.allowedValues)}`, got: show(valueAt(at)) };
    case 'const':
      return { path: at, rule: 'const', expected: show(params.allowedValue), got: show(valueAt(at)) };
    default:
      return { path: at, rule: error.keyword, expected: error.message ?? error.keyword, got: show(valueAt(at)) };
  }
}

/** The checks every answer gets before its schema: an object with a numeric status, a msg and a data key. */
export function checkEnvelopeShape(answer: unknown): Mismatch[] {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) {
    return [{ path: '', rule: 'envelope', expected: 'an envelope {status, msg, data}', got: show(answer) }];
  }
  const envelope = answer as Record<string, unknown>;
  const problems: Mismatch[] = [];
  if (!Number.isInteger(envelope.status))
    problems.push({ path: 'status', rule: 'envelope', expected: 'an integer status', got: show(envelope.status) });
  if (typeof envelope.msg !== 'string')
    problems.push({ path: 'msg', rule: 'envelope', expected: 'a string msg', got: show(envelope.msg) });
  if (!('data' in envelope))
    problems.push({ path: 'data', rule: 'envelope', expected: 'present (required)', got: 'missing' });
  return problems;
}

interface Branches {
  success?: ValidateFunction;
  error?: ValidateFunction;
  whole: ValidateFunction;
}

/**
 * Checks answers field by field against the operation's response schema. The envelope schema is a oneOf of
 * the success shape and the error shape; validating against the branch the status picks gives one precise
 * error per field instead of ajv's "matches neither" noise.
 */
export class ContractValidator {
  private readonly ajv: Ajv2020;
  private readonly cache = new Map<string, Branches>();

  constructor(private readonly contract: Contract) {
    // strict: false because OpenAPI adds keywords JSON Schema does not know (example, x-*).
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormatsModule.default(this.ajv);
    this.ajv.addSchema(contract.document, CONTRACT_ID);
  }

  private compile(pointer: string): ValidateFunction {
    return this.ajv.compile({ $ref: `${CONTRACT_ID}${pointer}` });
  }

  private branches(op: Operation): Branches | undefined {
    if (!op.responseSchema) return undefined;
    const cached = this.cache.get(op.operationId);
    if (cached) return cached;
    const base = `${op.pointer}/responses/200/content/application~1json/schema`;
    const schema = op.responseSchema;
    const result: Branches = { whole: this.compile(base) };
    const key = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : undefined;
    if (key) {
      (schema[key] as unknown[]).forEach((branch, index) => {
        const status = (this.contract.deref(branch).properties as Record<string, Schema> | undefined)?.status;
        const isSuccess =
          status?.const === 200 || (Array.isArray(status?.enum) && status.enum.length === 1 && status.enum[0] === 200);
        if (isSuccess) result.success ??= this.compile(`${base}/${key}/${index}`);
        else result.error ??= this.compile(`${base}/${key}/${index}`);
      });
    }
    this.cache.set(op.operationId, result);
    return result;
  }

  private readonly requestCache = new Map<string, ValidateFunction>();

  /** Whether a request body the checker built is valid input by the contract (generated bodies must be). */
  checkRequest(op: Operation, body: unknown): Mismatch[] {
    if (!op.requestSchema) return [];
    let validate = this.requestCache.get(op.operationId);
    if (!validate) {
      validate = this.compile(`${op.pointer}/requestBody/content/${escapePointer(op.requestMedia)}/schema`);
      this.requestCache.set(op.operationId, validate);
    }
    return validate(body) ? [] : (validate.errors ?? []).map((e) => describeError(e, body));
  }

  /** Every mismatch between an answer and the contract; empty when it conforms. */
  check(op: Operation, answer: unknown): Mismatch[] {
    const shape = checkEnvelopeShape(answer);
    if (shape.length > 0) return shape;
    const branches = this.branches(op);
    if (!branches) return [];
    const status = (answer as { status: number }).status;
    const validate = (status === 200 ? branches.success : branches.error) ?? branches.whole;
    if (validate(answer)) return [];
    const seen = new Set<string>();
    const errors = (validate.errors ?? []).filter((e) => !['oneOf', 'anyOf', 'if'].includes(e.keyword));
    return (errors.length > 0 ? errors : (validate.errors ?? []))
      .map((e) => describeError(e, answer))
      .filter((m) => {
        const key = `${m.path}|${m.rule}|${m.expected}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  }
}
