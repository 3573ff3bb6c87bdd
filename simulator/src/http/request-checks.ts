import {
  Ajv2020,
  type CodeKeywordDefinition,
  type ErrorObject,
  type Options,
  type ValidateFunction,
} from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import jtdTypeModule from 'ajv/dist/vocabularies/jtd/type.js';

/**
 * The contract's request checks, compiled once per operation: the same answers express-openapi-validator's request
 * step gave (its Ajv options, its rewrite of the schemas, its error paths and messages), without its per-request
 * work (a promise turn per step, a parameter parser and a schema lookup per call). Parity with it is what
 * request-checks.test.ts checks. An operation using a feature reproduced here only as far as the contract needs
 * (query, path or cookie parameters, readOnly, writeOnly, nullable, discriminators) gets no checks: the caller
 * leaves it to the validator.
 */

/** One finding, in the validator's own shape, which validatorErrorToEnvelope turns into the 400 envelope. */
export interface RequestIssue {
  path: string;
  message: string;
  errorCode?: string;
}

/** A refused request: 415 for a body of a type the operation does not take, else 400. */
export interface RequestRefusal {
  status: 400 | 415;
  message: string;
  errors: RequestIssue[];
}

/** What a check reads from the request. */
export interface CheckedRequest {
  contentType: string | undefined;
  headers: Record<string, unknown>;
  params: Record<string, unknown>;
  /** Checked as the validator did, so the contract's defaults are filled in place (Ajv's useDefaults). */
  body: unknown;
}

export type RequestCheck = (request: CheckedRequest) => RequestRefusal | undefined;

type Schema = Record<string, unknown>;
type Contract = {
  components?: { schemas?: Record<string, Schema>; parameters?: Record<string, Schema> };
  paths: Record<string, Record<string, Schema>>;
};

// The validator's Ajv options (express-openapi-validator framework/ajv/options.js, `request`): no coercion of the
// body, defaults filled in, formats checked ('fast' ajv-formats). Its parameters step coerces (headers are strings).
const BASE_OPTIONS: Options = {
  strict: false,
  strictNumbers: true,
  strictTuples: true,
  allowUnionTypes: false,
  validateSchema: false,
  useDefaults: true,
  allErrors: true,
};
const SERDES_FORMATS = new Set(['date', 'date-time']);
const UNSUPPORTED = ['readOnly', 'writeOnly', 'nullable', 'discriminator'];

// Node hands this CommonJS module over whole (the definition under `default`), Vitest hands the definition itself.
// (Cast: TypeScript merges this package's types with the validator's copy of the same Ajv version.)
const jtdType = ('default' in jtdTypeModule
  ? jtdTypeModule.default
  : jtdTypeModule) as unknown as CodeKeywordDefinition;
if (typeof jtdType.code !== 'function') throw new Error("request-checks: Ajv's JTD type keyword was not found");

function newAjv(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({ ...BASE_OPTIONS, coerceTypes });
  ajv.addFormat('media-range', true);
  addFormatsModule.default(ajv, { mode: 'fast' });
  // The validator rewrites `type: string` beside a date format into this keyword (JTD's type), so its errors
  // name the rule `x-eov-type`; kept so that those answers stay the same.
  ajv.addKeyword({ ...jtdType, keyword: 'x-eov-type', before: 'type' });
  return ajv;
}

/**
 * The validator's schema rewrite (schema.preprocessor.js, handleSerDes) for what requests can reach: a string with
 * a date or date-time format loses `type` for `x-eov-type`. Walked as it walks: one branch per schema (allOf, else
 * oneOf, else anyOf, else items, else properties, else additionalProperties), each schema once.
 */
function rewriteDateStrings(contract: Contract): void {
  const seen = new Set<unknown>();
  const visit = (schema: unknown): void => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    const s = schema as Schema;
    if (s.$ref) return; // components are roots of their own
    if (s.type === 'string' && typeof s.format === 'string' && SERDES_FORMATS.has(s.format)) {
      s['x-eov-type'] = s.type;
      delete s.type;
    }
    const children = s.allOf ?? s.oneOf ?? s.anyOf ?? (s.type === 'array' && s.items ? [s.items] : undefined);
    if (Array.isArray(children)) children.forEach(visit);
    else if (s.properties) Object.values(s.properties as Schema).forEach(visit);
    else if (s.additionalProperties) visit(s.additionalProperties);
  };
  Object.values(contract.components?.schemas ?? {}).forEach(visit);
  for (const item of Object.values(contract.paths)) {
    for (const op of Object.values(item)) {
      const content = (op.requestBody as Schema | undefined)?.content as Record<string, Schema> | undefined;
      Object.values(content ?? {}).forEach((media) => visit(media.schema));
    }
  }
}

function usesUnsupported(schema: unknown, components: Record<string, Schema>, seen = new Set<unknown>()): boolean {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return false;
  seen.add(schema);
  const s = schema as Schema;
  if (UNSUPPORTED.some((k) => k in s)) return true; // a property of that name too: falling back is safe
  const ref = typeof s.$ref === 'string' ? components[s.$ref.replace('#/components/schemas/', '')] : undefined;
  return usesUnsupported(ref, components, seen) || Object.values(s).some((v) => usesUnsupported(v, components, seen));
}

/** The validator's view of a Content-Type (middlewares/util.js ContentType), kept to its quirks. */
class ContentType {
  mediaType: string | null = null;
  parameters: Record<string, string> = {};
  constructor(header: string | undefined) {
    if (!header) return;
    for (const match of header.matchAll(/;\s*([^=]+)=([^;]+)/g)) {
      const key = match[1]!.toLowerCase();
      this.parameters[key] = key === 'charset' ? match[2]!.toLowerCase() : match[2]!;
    }
    this.mediaType = header.split(';')[0]!.toLowerCase().trim();
  }
  normalize(exclude = ['boundary']): string | undefined {
    if (!this.mediaType) return undefined;
    const params = Object.keys(this.parameters)
      .sort()
      .filter((k) => !exclude.includes(k));
    return this.mediaType + params.map((k) => `; ${k}=${this.parameters[k]}`).join('');
  }
  equivalents(): ContentType[] {
    if (!this.mediaType) return [];
    const types = [new ContentType(this.mediaType)];
    if (!this.parameters.charset) types.push(new ContentType(`${this.normalize(['charset'])}; charset=utf-8`));
    return types;
  }
}

/** The declared media type a request's Content-Type selects (body.parse.js, toSchema), or undefined. */
function selectMediaType(declared: string[], header: ContentType): string | undefined {
  const normalized = header.normalize();
  const exact = declared.find((type) => new ContentType(type).normalize() === normalized);
  if (exact) return exact;
  const equivalents = header.equivalents().map((e) => e.normalize());
  const equivalent = declared.find((type) => equivalents.includes(new ContentType(type).normalize()));
  if (equivalent) return equivalent;
  for (const type of [...declared].sort().reverse()) {
    if (type === '*/*') return type;
    if (/^[a-z]+\/\*$/.test(type) && new RegExp(`^${type.split('/', 1)[0]}/.+$`).test(String(normalized))) return type;
  }
  return undefined;
}

/** The validator's mapping of Ajv errors (util.js augmentAjvErrors and ajvErrorsToValidatorError). */
function toIssues(errors: ErrorObject[]): RequestIssue[] {
  return errors.map((e) => {
    const params = e.params as Record<string, unknown>;
    const allowed = params.allowedValues as unknown[] | undefined;
    const message = e.keyword === 'enum' && allowed ? `${e.message}: ${allowed.join(', ')}` : e.message;
    const required = params.missingProperty && `${e.instancePath}/${String(params.missingProperty)}`;
    const additional = params.additionalProperty && `${e.instancePath}/${String(params.additionalProperty)}`;
    const unevaluated = params.unevaluatedProperty && `${e.instancePath}/${String(params.unevaluatedProperty)}`;
    const path = (required ?? additional ?? unevaluated ?? e.instancePath ?? e.schemaPath) as string;
    return { path, message: message as string, errorCode: `${e.keyword}.openapi.validation` };
  });
}

interface OperationChecks {
  content: Record<string, Schema>;
  declared: string[];
  bodyRequired: boolean;
  /** The header parameters' schema, when the operation has any. */
  headers: Schema | undefined;
  /** Compiled on first use: the body's check per declared media type, and the parameters' check. */
  body: Map<string, ValidateFunction>;
  general?: ValidateFunction;
}

/**
 * Request checks for every operation of the contract, looked up by method and path; undefined for an operation
 * left to the validator (or a method and path the contract does not have). Schemas compile on an operation's
 * first request, as the validator's did, so start-up does not pay for all of them.
 */
export function requestChecks(contract: Contract): (method: string, path: string) => RequestCheck | undefined {
  rewriteDateStrings(contract);
  const components = contract.components ?? {};
  const schemas = components.schemas ?? {};
  const bodyAjv = newAjv(false);
  const generalAjv = newAjv(true);
  const checks = new Map<string, RequestCheck | undefined>();

  const build = (path: string, op: Schema): RequestCheck | undefined => {
    const parameters = ((op.parameters ?? []) as Schema[]).map((p) =>
      typeof p.$ref === 'string' ? components.parameters?.[p.$ref.replace(/^.+\//, '')] : p,
    );
    if (parameters.some((p) => !p || p.in !== 'header' || !p.schema || (p.schema as Schema).$ref || p.content))
      return undefined;
    const requestBody = (op.requestBody ?? {}) as Schema;
    const content = (requestBody.content ?? {}) as Record<string, Schema>;
    if (usesUnsupported(content, schemas) || usesUnsupported(parameters, schemas)) return undefined;
    let headers: Schema | undefined;
    for (const p of parameters) {
      // As the validator: header names in lower case, as Node gives them.
      headers ??= { type: 'object', properties: {} };
      (headers.properties as Schema)[String(p!.name).toLowerCase()] = p!.schema;
      if (p!.required) headers.required = [...((headers.required as string[]) ?? []), String(p!.name).toLowerCase()];
    }
    const compiled: OperationChecks = {
      content,
      declared: Object.keys(content),
      bodyRequired: requestBody.required !== false,
      headers,
      body: new Map(),
    };
    return (request) => check(path, compiled, request);
  };

  const bodyValidator = (compiled: OperationChecks, mediaType: string, schema: Schema): ValidateFunction => {
    let validate = compiled.body.get(mediaType);
    if (!validate) {
      const binary = schema.format === 'binary';
      const wrapper: Schema = { components, properties: { body: binary ? {} : schema } };
      if (schema.required && !binary) wrapper.required = ['body'];
      validate = bodyAjv.compile(wrapper);
      compiled.body.set(mediaType, validate);
    }
    return validate;
  };

  const check = (path: string, compiled: OperationChecks, request: CheckedRequest): RequestRefusal | undefined => {
    // A Content-Type that is one of the declared types to the letter selects it (as parsing it would): the usual case.
    const exact = request.contentType !== undefined && compiled.declared.includes(request.contentType);
    const header = exact ? undefined : new ContentType(request.contentType);
    const mediaType = header ? selectMediaType(compiled.declared, header) : request.contentType;
    let schema: Schema | undefined;
    if (mediaType) schema = (compiled.content[mediaType]!.schema ?? {}) as Schema;
    else if (header!.normalize() !== undefined || compiled.bodyRequired) {
      // The validator's words, "undefined" included when no Content-Type was sent.
      const message = `unsupported media type ${header!.normalize()}`;
      return { status: 415, message, errors: [{ path, message }] };
    }
    if (compiled.headers && !compiled.general) {
      const properties = { query: {}, headers: compiled.headers, params: {}, cookies: {}, body: {} };
      compiled.general = generalAjv.compile({ components, required: ['query', 'headers', 'params'], properties });
    }
    const general = compiled.general;
    const generalValid = general
      ? general({ query: {}, headers: request.headers, params: request.params, body: request.body })
      : true;
    const body = schema ? bodyValidator(compiled, mediaType!, schema) : undefined;
    const bodyValid = body ? body({ body: request.body }) : true;
    if (generalValid && bodyValid) return undefined;
    const errors = toIssues([...(general?.errors ?? []), ...(body?.errors ?? [])]);
    return { status: 400, message: 'request is invalid', errors };
  };

  for (const [path, item] of Object.entries(contract.paths)) {
    for (const [method, op] of Object.entries(item)) {
      checks.set(`${method.toUpperCase()} ${path}`, build(path, op));
    }
  }
  return (method, path) => checks.get(`${method} ${path}`);
}
