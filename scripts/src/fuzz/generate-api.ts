import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { isControl, type Contract, type Operation } from '../shared/contract.js';
import type { PathPart } from '../shared/json-path.js';
import { SAMPLE_PNG } from '../shared/sample-files.js';
import { exampleBody, generatedBody } from '../conformance/generate.js';
import { negativeBodies, setAt, type NegativeBody } from '../conformance/negative.js';
import { fieldPaths, TOKEN_CHOICES, type FuzzCase, type GenerateContext, type TokenChoice } from './cases.js';
import { hostileFiles, multipartBytes, multipartType, type Part } from './multipart.js';
import {
  ABSURD_PAGING,
  BAD_DATACENTERS,
  BAD_JSON,
  BAD_NAMESPACES,
  CONTENT_TYPES,
  deepValue,
  ENCODINGS,
  GARBAGE_TOKENS,
  HOSTILE_NUMBERS,
  HOSTILE_STRING_GROUPS,
  hugeString,
  PAGING_FIELDS,
  Pairs,
  PATH_SUFFIXES,
  PROTOTYPE_KEYS,
  Raw,
  serialize,
  WRONG_TYPES,
} from './payloads.js';
import { createRng, type Rng } from './random.js';

/** What one mutator decides; the rest of the case is the valid request. */
interface Mutation {
  title: string;
  /** The body as a value (JSON, or the parts of a multipart body). */
  value?: unknown;
  /** The body exactly as sent, instead of `value`. */
  raw?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  path?: string;
  method?: string;
  tokens?: TokenChoice;
  /** Multipart: file parts other than the valid PNG, by part name. */
  files?: Record<string, { filename: string; type: string; bytes: Uint8Array }>;
}

interface Base {
  op: Operation;
  valid: Record<string, unknown>;
  fields: PathPart[][];
  negatives: NegativeBody[];
  ctx: GenerateContext;
  /**
   * Where this operation starts in the catalogues of encodings, content types, path suffixes, headers and methods:
   * with a small budget (one round each) the operations together still meet every entry.
   */
  offset: number;
}

type Mutator = (rng: Rng, base: Base, round: number) => Mutation;

const text = (value: Record<string, unknown>) => serialize(value);
const bytes = (b: Uint8Array) =>
  new Uint8Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer);
const field = (rng: Rng, base: Base): PathPart[] => (base.fields.length > 0 ? rng.pick(base.fields) : ['fuzz_field']);
const at = (base: Base, path: PathPart[], value: unknown) => setAt(base.valid, path, value);
const shown = (path: PathPart[]) => path.join('.');
/** The catalogue entry of this round: a budget meets the entries in order, the first ones (the worst) always. */
const cycle = <T>(items: readonly T[], round: number): T => items[round % items.length] as T;

let bomb: Uint8Array<ArrayBuffer> | undefined;
/** 8 MB of spaces in about 8 KB of gzip: a body that only grows once it is read. */
function gzipBomb(): Uint8Array<ArrayBuffer> {
  bomb ??= bytes(gzipSync(Buffer.alloc(8_000_000, 0x20), { level: 9 }));
  return bomb;
}

const MUTATORS: Record<string, Mutator> = {
  // The conformance checker's schema-derived invalid bodies, one per round.
  schema: (_rng, base, round) => {
    const negative = base.negatives[round % Math.max(1, base.negatives.length)];
    if (!negative) return { title: 'valid body', value: base.valid };
    return {
      title: negative.title,
      ...(negative.rawBody !== undefined ? { raw: negative.rawBody } : { value: negative.body }),
      ...(negative.headers ? { headers: negative.headers } : {}),
      ...(negative.files
        ? {
            files: Object.fromEntries(
              Object.entries(negative.files).map(([k, f]) => [k, { filename: f.name, type: f.type, bytes: f.bytes }]),
            ),
          }
        : {}),
    };
  },
  type: (rng, base) => {
    const path = field(rng, base);
    const value = rng.pick(WRONG_TYPES);
    return { title: `wrong type at ${shown(path)}`, value: at(base, path, value) };
  },
  string: (rng, base, round) => {
    const path = field(rng, base);
    // A group per round (then a huge string), so even a small budget meets every kind of string.
    const groups = Object.values(HOSTILE_STRING_GROUPS);
    const group = groups[round % (groups.length + 1)];
    const value = group ? rng.pick(group) : hugeString(rng.int(25));
    return { title: `hostile string at ${shown(path)} (${value.length} chars)`, value: at(base, path, value) };
  },
  number: (rng, base, round) => {
    const path = field(rng, base);
    if (round % 3 === 2) {
      // Every third round a number in disguise: 'NaN', 'Infinity', '-0' as strings.
      const disguised = cycle(HOSTILE_STRING_GROUPS.numeric ?? ['NaN'], Math.floor(round / 3));
      return { title: `string ${JSON.stringify(disguised)} at ${shown(path)}`, value: at(base, path, disguised) };
    }
    const value = cycle(HOSTILE_NUMBERS, round - Math.floor(round / 3));
    return { title: `number ${value.text} at ${shown(path)}`, value: at(base, path, value) };
  },
  proto: (rng, base) => {
    const payload = rng.pick<unknown>([
      { status: 200 },
      { isAdmin: true, user_id: 1 },
      null,
      'x',
      [],
      1,
      { toString: 'x' },
    ]);
    const key = rng.pick(PROTOTYPE_KEYS);
    const entries = Object.entries(base.valid);
    switch (rng.int(3)) {
      case 0:
        return {
          title: `top-level key ${key}`,
          value: new Pairs([[key, key === 'constructor' ? { prototype: payload } : payload], ...entries]),
        };
      case 1: {
        const path = field(rng, base);
        return {
          title: `object with key ${key} at ${shown(path)}`,
          value: at(base, path, new Pairs([[key, payload]])),
        };
      }
      default:
        // The same key twice: a parser keeps the last, a careless merge the first.
        return {
          title: `every prototype key, and ${entries[0]?.[0] ?? 'a key'} twice`,
          value: new Pairs([
            ...PROTOTYPE_KEYS.map((k) => [k, payload] as [string, unknown]),
            ...entries,
            ...entries.slice(0, 1).map(([k]) => [k, payload] as [string, unknown]),
          ]),
        };
    }
  },
  deep: (rng, base) => {
    const value = deepValue(rng.int(12));
    if (rng.chance(0.3))
      return { title: `the whole body nested ${value.text.length} characters deep`, raw: value.text };
    const path = field(rng, base);
    return { title: `nested ${value.text.length} characters deep at ${shown(path)}`, value: at(base, path, value) };
  },
  missing: (rng, base) => {
    const keys = Object.keys(base.valid);
    switch (rng.int(3)) {
      case 0:
        return { title: 'empty object', value: {} };
      case 1: {
        const kept = Object.fromEntries(Object.entries(base.valid).filter(() => rng.chance(0.5)));
        return { title: `only ${Object.keys(kept).join(', ') || 'nothing'} of ${keys.join(', ')}`, value: kept };
      }
      default: {
        const path = field(rng, base);
        return { title: `without ${shown(path)}`, value: setAt(base.valid, path, undefined, true) };
      }
    }
  },
  extra: (rng, base) => {
    const count = rng.pick([1, 30, 1000, 8000]);
    const names = [
      '',
      ' ',
      'a.b',
      '$where',
      '0',
      '-1',
      'x'.repeat(1000),
      '\u0000',
      '🧱',
      'status',
      'data',
      ...PROTOTYPE_KEYS,
    ];
    // Many keys with small values: the size is in the keys (and in the error list a server may build from them).
    const value = () => (count > 30 ? rng.pick([1, 'x', null, true]) : rng.pick(WRONG_TYPES));
    const extra: [string, unknown][] = Array.from({ length: count }, (_, i) => [
      count === 1 ? rng.pick(names) : `${rng.pick(names)}${i}`,
      value(),
    ]);
    const title = `${count} unknown field(s)`;
    if (count <= 30 || base.op.bodyType === 'multipart')
      return { title, value: new Pairs([...Object.entries(base.valid), ...extra]) };
    // Written flat: tens of thousands of entries through serialize() would cost more than the request.
    const valid = text(base.valid);
    const keys = extra.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',');
    return { title, raw: valid === '{}' ? `{${keys}}` : `${valid.slice(0, -1)},${keys}}` };
  },
  json: (rng, base) => {
    const valid = text(base.valid);
    switch (rng.int(5)) {
      case 0:
      case 1:
        return { title: 'not one JSON object', raw: rng.pick(BAD_JSON) };
      case 2: {
        const cut = rng.int(Math.max(1, valid.length - 1));
        return { title: `valid body cut after ${cut} characters`, raw: valid.slice(0, cut) };
      }
      case 3:
        return {
          title: 'valid body and trailing garbage',
          raw: `${valid}${rng.pick(['x', '}', ',{}', '\u0000', ' // c'])}`,
        };
      default: {
        // Bytes that are not UTF-8 inside a string value.
        const raw = Buffer.concat([
          Buffer.from('{"fuzz":"'),
          Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80]),
          Buffer.from(valid === '{}' ? '"}' : `",${valid.slice(1)}`),
        ]);
        return { title: 'bytes that are not UTF-8', raw: bytes(raw) };
      }
    }
  },
  'content-type': (rng, base, round) => {
    const type = cycle(CONTENT_TYPES, round + base.offset);
    const valid = text(base.valid);
    const body =
      type.includes('utf-16') && rng.chance(0.5)
        ? bytes(Buffer.from(valid, 'utf16le'))
        : type.includes('urlencoded')
          ? 'a=1&__proto__[polluted]=1&datacenter_uuid=%ZZ'
          : valid;
    return { title: `Content-Type ${JSON.stringify(type)}`, raw: body, headers: { 'content-type': type } };
  },
  encoding: (rng, base, round) => {
    const encoding = cycle(ENCODINGS, round + base.offset);
    const valid = Buffer.from(text(base.valid));
    // Made only when chosen: compressing every body of every round would cost more than sending it.
    const bodies: [string, () => Uint8Array][] = [
      ['plain', () => valid],
      ['gzip', () => gzipSync(valid)],
      ['cut gzip', () => gzipSync(valid).subarray(0, 12)],
      ['gzip bomb', gzipBomb],
      ['deflate', () => deflateSync(valid)],
      ['brotli', () => brotliCompressSync(valid)],
      ['random bytes', () => Uint8Array.from({ length: 64 }, () => rng.int(256))],
    ];
    const [name, make] = rng.pick(bodies);
    return {
      title: `Content-Encoding ${JSON.stringify(encoding)} with a ${name} body`,
      raw: bytes(make()),
      headers: { 'content-encoding': encoding },
    };
  },
  path: (rng, base, round) => {
    // Two rounds in three add the next suffix of the catalogue; the third bends the path itself.
    const variants = [
      base.op.path.toUpperCase(),
      base.op.path.replace(/\/([^/]+)$/, '/%$1'),
      base.op.path.replace(/\/([^/]+)$/, '/$1%00'),
      base.op.path.replace('/', '//'),
    ];
    const path =
      round % 3 === 2
        ? rng.pick(variants)
        : `${base.op.path}${cycle(PATH_SUFFIXES, round - Math.floor(round / 3) + base.offset)}`;
    return { title: `path ${path.length > 80 ? `${path.slice(0, 80)}…` : path}`, path, value: base.valid };
  },
  paging: (rng, base) => {
    const props = Object.keys((base.op.requestSchema?.properties ?? {}) as Record<string, unknown>);
    const own = PAGING_FIELDS.filter((f) => props.includes(f));
    const names = own.length > 0 ? own : PAGING_FIELDS;
    let value: Record<string, unknown> = base.valid;
    const titles: string[] = [];
    for (const name of names.filter(() => rng.chance(0.6)).concat(rng.pick(names))) {
      const absurd = rng.pick(ABSURD_PAGING);
      value = setAt(value, [name], absurd) as Record<string, unknown>;
      titles.push(`${name}=${absurd instanceof Raw ? absurd.text : JSON.stringify(absurd)}`);
    }
    return { title: `paging ${titles.join(' ')}`, value };
  },
  token: (rng, base) => {
    const tokens: TokenChoice = rng.chance(0.6)
      ? rng.pick(TOKEN_CHOICES)
      : { garbage: rng.pick(GARBAGE_TOKENS), header: rng.chance(0.5) ? 'user' : 'guest' };
    return { title: `token ${typeof tokens === 'string' ? tokens : 'garbage'}`, value: base.valid, tokens };
  },
  datacenter: (rng, base, round) => {
    const value =
      round % 5 === 4 && base.ctx.otherDatacenter ? base.ctx.otherDatacenter : cycle(BAD_DATACENTERS, round);
    return {
      title: `datacenter_uuid ${JSON.stringify(value)?.slice(0, 40)}`,
      value: setAt(base.valid, ['datacenter_uuid'], value),
    };
  },
  header: (rng, base, round) => {
    const headers = cycle<Record<string, string>>(
      [
        { 'x-sim-namespace': rng.pick(BAD_NAMESPACES) },
        { accept: rng.pick(['application/xml', '', '*/*;q=abc', 'text/html']) },
        { 'x-http-method-override': 'GET' },
        { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' },
        { 'x-fuzz': 'a'.repeat(8000) },
        { 'x-control-token': rng.pick(GARBAGE_TOKENS) },
        { 'accept-language': '__proto__', 'if-none-match': '*', range: 'bytes=0-0' },
      ],
      round + base.offset,
    );
    return { title: `headers ${Object.keys(headers).join(', ')}`, value: base.valid, headers };
  },
  method: (_rng, base, round) => {
    const method = cycle(['GET', 'PUT', 'DELETE', 'PATCH'], round + base.offset);
    return { title: `method ${method}`, method, value: base.valid };
  },
};

/** Mutators only the upload (multipart) has: hostile files and broken multipart. */
const MULTIPART_MUTATORS: Record<string, Mutator> = {
  file: (rng, base) => {
    const name = base.op.fileParts[0]?.name ?? 'file';
    const file = rng.pick(hostileFiles(SAMPLE_PNG.bytes));
    return {
      title: `file ${file.filename.slice(0, 40)} (${file.type || 'no type'}, ${file.bytes.length} bytes)`,
      value: base.valid,
      files: { [name]: file },
    };
  },
  multipart: (rng, base) => {
    const parts = toParts(base.op, base.valid, {});
    switch (rng.int(4)) {
      case 0:
        return {
          title: 'multipart without its closing boundary',
          raw: multipartBytes(parts, { unterminated: true }),
          headers: { 'content-type': multipartType() },
        };
      case 1:
        return {
          title: 'multipart with another boundary than declared',
          raw: multipartBytes(parts),
          headers: { 'content-type': multipartType('other') },
        };
      case 2:
        return {
          title: 'every part twice',
          raw: multipartBytes([...parts, ...parts]),
          headers: { 'content-type': multipartType() },
        };
      default:
        return { title: 'a JSON body', raw: text(base.valid), headers: { 'content-type': 'application/json' } };
    }
  },
};

/** The parts of a multipart body: file parts get the valid PNG (or the mutation's file), anything else text. */
function toParts(op: Operation, value: unknown, files: Mutation['files']): Part[] {
  const entries =
    value instanceof Pairs
      ? value.entries
      : value && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value)
        : [['body', value] as [string, unknown]];
  return entries
    .filter(([, v]) => v !== undefined)
    .map(([name, v]) => {
      if (op.fileParts.some((p) => p.name === name))
        return { name, file: files?.[name] ?? { filename: 'fuzz.png', type: 'image/png', bytes: SAMPLE_PNG.bytes } };
      return { name, value: typeof v === 'string' ? v : serialize(v) };
    });
}

/** The mutators of an operation, in the order rounds visit them. */
export function mutatorsOf(op: Operation): string[] {
  return [...Object.keys(MUTATORS), ...(op.bodyType === 'multipart' ? Object.keys(MULTIPART_MUTATORS) : [])];
}

function validBase(contract: Contract, op: Operation, ctx: GenerateContext, offset: number): Base {
  const session = { datacenterUuid: ctx.datacenterUuid };
  const example = op.bodyType === 'multipart' ? undefined : exampleBody(op, session);
  const chosen = example ?? generatedBody(contract, op, session, false);
  const valid = (chosen && typeof chosen === 'object' && !Array.isArray(chosen) ? chosen : {}) as Record<
    string,
    unknown
  >;
  // Mutations reach the optional fields too: the full generated body names them all.
  const full = generatedBody(contract, op, session, true);
  const fields = [
    ...new Map(
      [...fieldPaths(valid), ...fieldPaths(full).filter((p) => p.length === 1)].map((p) => [p.join('.'), p]),
    ).values(),
  ];
  return { op, valid, fields, negatives: negativeBodies(contract, op, valid), ctx, offset };
}

/** `budget` hostile requests for one operation; the same seed gives the same requests. */
export function apiCases(
  contract: Contract,
  op: Operation,
  budget: number,
  seed: number,
  ctx: GenerateContext,
): FuzzCase[] {
  const rng = createRng(seed, op.operationId);
  const base = validBase(contract, op, ctx, rng.int(1_000_000));
  const kinds = mutatorsOf(op);
  const all: Record<string, Mutator> = { ...MUTATORS, ...MULTIPART_MUTATORS };
  return Array.from({ length: budget }, (_, i) => {
    const kind = kinds[i % kinds.length] as string;
    const round = Math.floor(i / kinds.length);
    const m = (all[kind] as Mutator)(rng, base, round);
    // Most cases carry the SDK's tokens; some get another kind, so each mutation meets guests, users and strangers.
    const tokens = m.tokens ?? (rng.chance(0.2) ? rng.pick(TOKEN_CHOICES) : 'default');
    const headers: Record<string, string> = {};
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    if (m.raw !== undefined) body = m.raw;
    else if (op.bodyType === 'multipart') {
      body = multipartBytes(toParts(op, m.value, m.files));
      headers['content-type'] = multipartType();
    } else body = serialize(m.value);
    if (!headers['content-type'] && op.bodyType !== 'multipart') headers['content-type'] = 'application/json';
    Object.assign(headers, m.headers);
    const method = m.method ?? 'POST';
    return {
      target: op.operationId,
      kind,
      title: m.title,
      method,
      path: m.path ?? op.path,
      headers,
      tokens,
      ...(method === 'GET' ? {} : { body }),
      namespace: isControl(op) ? 'control' : 'api',
    };
  });
}
