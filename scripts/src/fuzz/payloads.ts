/**
 * The hostile values the fuzz pass puts into requests. None contains "/work/" or "node_modules", and none looks
 * like a stack frame, so finding one of those in an answer always means the server leaked it.
 */

/** JSON text placed as it is where a value goes: what JSON.stringify cannot write (-0, 1e309, deep nesting). */
export class Raw {
  constructor(readonly text: string) {}
}

/** An object written key by key, so that keys JSON objects normally cannot hold twice, or at all, get through. */
export class Pairs {
  constructor(readonly entries: [string, unknown][]) {}
}

/** JSON text of a value that may hold Raw and Pairs; written iteratively enough for bodies (Raw carries depth). */
export function serialize(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Pairs)
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${serialize(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : serialize(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${parts.map(([k, v]) => `${JSON.stringify(k)}:${serialize(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  'isPrototypeOf',
];

/**
 * Strings of every awkward kind, by group, so that a small budget still meets each group: control and invisible
 * characters, broken UTF-16, injections, markup, traversal, names of prototype members, numbers in disguise and
 * escape garbage.
 */
export const HOSTILE_STRING_GROUPS: Readonly<Record<string, readonly string[]>> = {
  control: ['', ' ', '\t\n\r', '\u0000', 'a\u0000b', '\u0007\u001b[31mred\u001b[0m\u0008', '\r\nX-Injected: 1'],
  unicode: [
    '\u202eevil\u202c.png',
    '\u200b\u200c\u200d\ufeff',
    'e\u0301\u0301\u0301\u0301\u0301\u0301',
    '𝕳𝖊𝖑𝖑𝖔 🧱🔥👩‍👩‍👧',
    '\ud800',
    '\udfff\ud800x',
    '\uffff\ufffe',
    'ＡＢＣ１２３',
    'İıſK',
    '١٢٣٤٥',
  ],
  injection: [
    "' OR '1'='1",
    '1; DROP TABLE users; --',
    "admin'--",
    '1 UNION SELECT password FROM users',
    '{"$gt":""}',
    '%s%s%s%n',
    '${7*7}',
    '{{7*7}}',
    '$(id)',
  ],
  markup: [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '"><svg onload=alert(1)>',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ],
  traversal: [
    '../../../../etc/passwd',
    '..\\..\\..\\windows\\win.ini',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/etc/passwd\u0000.png',
    'file:///etc/passwd',
    '//evil.example/x',
  ],
  names: [...PROTOTYPE_KEYS, 'null', 'undefined'],
  numeric: ['NaN', 'Infinity', '-Infinity', '-0', '1e308', '1e309', '0x10', '9007199254740993', ' 42 '],
  escapes: ['%ZZ', '%', '%00', '%C0%AE'],
};

export const HOSTILE_STRINGS: readonly string[] = Object.values(HOSTILE_STRING_GROUPS).flat();

/** Long strings (the last ones pass the 1 MB body limit in UTF-8). */
export function hugeString(pick: number): string {
  const sizes = [256, 4096, 65_536, 300_000, 600_000];
  const units = ['A', '🧱', '<', 'a\u0000', '%'];
  const size = sizes[pick % sizes.length] as number;
  const unit = units[Math.floor(pick / sizes.length) % units.length] as string;
  return unit.repeat(Math.ceil(size / unit.length));
}

/** Numbers a parser, a range check or an arithmetic may choke on, as JSON text (so -0 and 1e309 survive). */
export const HOSTILE_NUMBERS: readonly Raw[] = [
  // The worst first: a budget meets them in this order.
  '-0',
  '1e308',
  '1e309',
  '-1e308',
  '9007199254740993',
  '-1e309',
  '5e-324',
  '2147483648',
  '1.7976931348623157e308',
  '1E400',
  '-2147483649',
  '9223372036854775808',
  '4294967296',
  '2147483647',
  '0',
  '-1',
  '1.5',
  '1e21',
  '1.0',
  '100000000000000000000000000000000000000000',
  '0.1e-400',
].map((text) => new Raw(text));

/** Values of every JSON type, for a field that wants another. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  [null],
  {},
  { a: 1 },
  '',
  'x',
  0,
  [[[[]]]],
  Array.from({ length: 2000 }, (_, i) => i),
  new Pairs([['__proto__', { polluted: true }]]),
];

/** page / limit / size values no list should take quietly. */
export const ABSURD_PAGING: readonly unknown[] = [
  0,
  -1,
  new Raw('-0'),
  1e9,
  2 ** 31,
  2 ** 53,
  1e308,
  new Raw('1e309'),
  1.5,
  '1',
  'a',
  null,
  [],
  { page: 1 },
  -2147483649,
  99999999999,
];

/** Field names a paging parameter may have; an operation without any gets them as unknown fields. */
export const PAGING_FIELDS = ['page', 'limit', 'page_size', 'pageSize', 'size', 'per_page', 'offset'];

/** datacenter_uuid values that name no real region. */
export const BAD_DATACENTERS: readonly unknown[] = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  'DC-EU',
  'dc-eu ',
  'dc-eu\u0000',
  'dc-xx',
  '../dc-eu',
  ['dc-eu'],
  {},
  null,
  1,
  'd'.repeat(10_000),
];

/**
 * Token header values no server issued. Header values must be ASCII here (fetch refuses control characters and
 * anything past Latin-1), so the odd ones are printable.
 */
export const GARBAGE_TOKENS: readonly string[] = [
  '',
  ' ',
  'null',
  'undefined',
  'x',
  'a'.repeat(8192),
  'Bearer abc',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%ZZ',
  'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  '0',
  '-1',
  '0'.repeat(64),
];

/** X-Sim-Namespace values the simulator must refuse with 400 (or, for the names, keep apart from others). */
export const BAD_NAMESPACES: readonly string[] = [
  '',
  ' ',
  '../x',
  'n'.repeat(65),
  'ns with space',
  '%ZZ',
  'a/b',
  'default;drop',
  '__proto__',
  'constructor',
];

/** Bodies that are not one JSON value, or not an object, or that a lenient parser would take. */
export const BAD_JSON: readonly string[] = [
  '',
  ' ',
  '{',
  '}',
  '{"a":',
  'null',
  'true',
  '0',
  '-0',
  '"x"',
  '[]',
  '[{}]',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1e999}',
  '{"a":1}{"b":2}',
  '{"a":1,}',
  '/* c */{}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"":1}',
  '{"a"\u0000:1}',
  `{${Array.from({ length: 5000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
  `{${'"a":1,'.repeat(5000)}"a":2}`,
];

/** Nesting depths for deep objects and arrays (JSON text, since JSON.stringify itself would overflow). */
export function deepValue(pick: number): Raw {
  const depths = [64, 1000, 10_000, 100_000];
  const depth = depths[pick % depths.length] as number;
  switch (Math.floor(pick / depths.length) % 3) {
    case 0:
      return new Raw(`${'['.repeat(depth)}${']'.repeat(depth)}`);
    case 1:
      return new Raw(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
    default:
      return new Raw(`${'{"__proto__":['.repeat(depth)}null${']}'.repeat(depth)}`);
  }
}

/** Content-Type values a JSON operation must refuse or read as JSON, never crash on. */
export const CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset="evil"',
  'application/xml',
  '',
  'application/json, text/plain',
  '*/*',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/json; boundary=x; charset=utf-8',
  ';;;',
  'application/octet-stream',
];

/** Content-Encoding values; which body goes with each is the generator's choice (plain, garbage, real, a bomb). */
export const ENCODINGS: readonly string[] = [
  'gzip',
  'deflate',
  'br',
  'compress',
  'x-gzip',
  'identity',
  'gzip, gzip',
  'GZIP',
  'zstd',
  'gzip;q=1',
  'identity, gzip',
  'bogus',
];

/** Garbage added to an operation's path or query. */
export const PATH_SUFFIXES: readonly string[] = [
  '%ZZ',
  '/%',
  '%00',
  '%C0%AE%C0%AE',
  '%E2%82',
  '%uFFFF',
  '/..%2f..%2fcontrol%2freset',
  '/',
  '//',
  ';x=1',
  '/%2e%2e/%2e%2e/etc/passwd',
  '?%ZZ=%ZZ',
  '?__proto__[polluted]=1&constructor[prototype][polluted]=1',
  '?page=1e308&limit=-1&page_size=NaN',
  `?${'a=1&'.repeat(2000)}`,
  '?datacenter_uuid=__proto__',
  '?q=%',
  '?%E2%82=1',
  '%20',
  '.json',
];
