import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A JSON Schema as the contract writes it (OpenAPI 3.1 = JSON Schema 2020-12 plus `example`). */
export type Schema = Record<string, unknown>;

export type AuthMode = 'none' | 'any' | 'user-only' | 'guest-only';

export interface Operation {
  operationId: string;
  path: string;
  tags: string[];
  /** Security schemes that may authorise the call; empty means no token is needed. */
  schemes: string[];
  auth: AuthMode;
  /** JSON pointer of the operation inside the contract, for ajv $refs and reports. */
  pointer: string;
  requestSchema: Schema | undefined;
  requestExample: unknown;
  /** How the body goes: JSON, or multipart/form-data (uploads: text parts plus file parts). */
  bodyType: 'json' | 'multipart';
  /** The media type key of the request body in the contract, for pointers into it. */
  requestMedia: string;
  /** Multipart only: the parts that carry a file (format binary) and the types the contract's encoding accepts. */
  fileParts: FilePart[];
  /** The envelope schema of the HTTP 200 answer (usually oneOf success | ErrorEnvelope). */
  responseSchema: Schema | undefined;
  /** The statuses the contract says this operation answers (`x-envelope-statuses`); undefined when absent. */
  envelopeStatuses: number[] | undefined;
  /**
   * `x-tolerated-statuses`: statuses a backend may answer and stay within the contract although the contract
   * advises against them (e.g. a 404 that tells a stranger an account does not exist). The simulator never gives
   * them, so they are not counted in status coverage; answered, they are not findings.
   */
  toleratedStatuses: number[];
  /** Names of header parameters (e.g. X-Sim-Namespace on control operations). */
  headerParameters: string[];
  /**
   * `x-conformance-note`: the contract says the example's answer depends on state a fresh server does not have
   * (a code sent first, a pending social account, a cooldown, the account signed in). The text says which.
   */
  conformanceNote: string | undefined;
}

export interface FilePart {
  name: string;
  /** From `encoding.<part>.contentType` (comma separated in the contract); empty when the contract names none. */
  contentTypes: string[];
}

export const JSON_MEDIA = 'application/json';
export const MULTIPART_MEDIA = 'multipart/form-data';

export interface Contract {
  document: Record<string, unknown>;
  operations: Operation[];
  /** Follows local `$ref`s (`#/components/...`) until a schema without one. */
  deref(schema: unknown): Schema;
}

const require = createRequire(import.meta.url);

/** Where the bundled contract is: the openapi workspace's dist, unless a path is given. */
export function defaultContractPath(): string {
  return require.resolve('@storefront/openapi/openapi.json');
}

export function loadContract(file = defaultContractPath()): Contract {
  let document: Record<string, unknown>;
  try {
    document = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`Cannot read the contract at ${file} (${(error as Error).message}); run npm run build first.`, {
      cause: error,
    });
  }
  return fromDocument(document);
}

export function pointerGet(document: unknown, pointer: string): unknown {
  if (!pointer.startsWith('#/')) throw new Error(`Only local $refs are supported, got ${pointer}`);
  return pointer
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
}

export function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

function authOf(security: unknown): { schemes: string[]; auth: AuthMode } {
  const requirements = Array.isArray(security) ? (security as Record<string, unknown>[]) : [];
  // An empty requirement object ({}) means "no token is also fine".
  if (requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0))
    return { schemes: [], auth: 'none' };
  const schemes = [...new Set(requirements.flatMap((r) => Object.keys(r)))].sort();
  const user = schemes.includes('userToken');
  const guest = schemes.includes('guestToken');
  return { schemes, auth: user && guest ? 'any' : user ? 'user-only' : guest ? 'guest-only' : 'any' };
}

export function fromDocument(document: Record<string, unknown>): Contract {
  const deref = (schema: unknown): Schema => {
    let node = schema as Schema;
    for (let hops = 0; node && typeof node.$ref === 'string'; hops += 1) {
      if (hops > 32) throw new Error(`$ref loop at ${String(node.$ref)}`);
      node = pointerGet(document, node.$ref) as Schema;
    }
    return node ?? {};
  };
  const operations: Operation[] = [];
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  for (const [path, item] of Object.entries(paths)) {
    // The project's convention is POST for every call; other methods are ignored rather than guessed at.
    const op = deref(item).post as Record<string, unknown> | undefined;
    if (!op || typeof op.operationId !== 'string') continue;
    const content = deref(op.requestBody).content as Record<string, Record<string, unknown>> | undefined;
    // JSON is the convention; an operation that takes only multipart/form-data is an upload.
    const requestMedia = !content?.[JSON_MEDIA] && content?.[MULTIPART_MEDIA] ? MULTIPART_MEDIA : JSON_MEDIA;
    const media = content?.[requestMedia];
    const answer = (
      deref((op.responses as Record<string, unknown> | undefined)?.['200']).content as
        Record<string, Record<string, unknown>> | undefined
    )?.['application/json'];
    const statuses = op['x-envelope-statuses'];
    const note = op['x-conformance-note'];
    const headerParameters = ((op.parameters ?? []) as unknown[])
      .map((p) => deref(p))
      .filter((p) => p.in === 'header')
      .map((p) => String(p.name));
    operations.push({
      operationId: op.operationId,
      path,
      tags: Array.isArray(op.tags) ? (op.tags as string[]) : [],
      ...authOf(op.security ?? document.security),
      pointer: `#/paths/${escapePointer(path)}/post`,
      requestSchema: media?.schema ? deref(media.schema) : undefined,
      requestExample: media?.example ?? (media?.examples ? firstExample(deref(media.examples)) : undefined),
      bodyType: requestMedia === MULTIPART_MEDIA ? 'multipart' : 'json',
      requestMedia,
      fileParts: requestMedia === MULTIPART_MEDIA ? fileParts(media, deref) : [],
      responseSchema: answer?.schema as Schema | undefined,
      envelopeStatuses: Array.isArray(statuses) ? (statuses as number[]) : undefined,
      toleratedStatuses: Array.isArray(op['x-tolerated-statuses']) ? (op['x-tolerated-statuses'] as number[]) : [],
      headerParameters,
      conformanceNote: typeof note === 'string' && note.trim() ? note.trim() : undefined,
    });
  }
  return { document, operations, deref };
}

/** The parts of a multipart body that are files: `format: binary` (or a contentMediaType), with their accepted types. */
function fileParts(media: Record<string, unknown> | undefined, deref: (schema: unknown) => Schema): FilePart[] {
  const properties = (deref(media?.schema).properties ?? {}) as Record<string, unknown>;
  const encoding = (media?.encoding ?? {}) as Record<string, { contentType?: unknown }>;
  return Object.entries(properties)
    .filter(([, raw]) => {
      const prop = deref(raw);
      return prop.format === 'binary' || typeof prop.contentMediaType === 'string';
    })
    .map(([name]) => {
      const declared = encoding[name]?.contentType;
      const contentTypes =
        typeof declared === 'string'
          ? declared
              .split(',')
              .map((t) => t.trim())
              .filter(Boolean)
          : [];
      return { name, contentTypes };
    });
}

function firstExample(examples: Schema): unknown {
  const first = Object.values(examples)[0] as { value?: unknown } | undefined;
  return first?.value;
}

/** `--only` accepts tags and operationIds, comma separated. */
export function matchesOnly(op: Operation, only: string[]): boolean {
  return only.length === 0 || only.includes(op.operationId) || op.tags.some((t) => only.includes(t));
}

export function isControl(op: Operation): boolean {
  return op.tags.includes('control');
}
