/**
 * One notation for places inside an answer, used by reports, sequence/scenario files and break specs alike:
 * `data.list[0].id`. Files may also write `data.list.0.id`; both read the same.
 */
export type PathPart = string | number;

export function parsePath(path: string): PathPart[] {
  const parts: PathPart[] = [];
  for (const raw of path.split('.').filter((p) => p !== '')) {
    const match = /^([^[\]]*)((?:\[\d+\])*)$/.exec(raw);
    if (!match) throw new Error(`Bad path '${path}': write it like data.list[0].id`);
    if (match[1]) parts.push(/^\d+$/.test(match[1]) ? Number(match[1]) : match[1]);
    for (const index of match[2]?.matchAll(/\[(\d+)\]/g) ?? []) parts.push(Number(index[1]));
  }
  return parts;
}

export function formatPath(parts: readonly PathPart[]): string {
  return parts.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part),
    '',
  );
}

/** ajv's instancePath (`/data/list/0/id`) in the report notation. */
export function pointerToPath(pointer: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  return formatPath(parts);
}

export function joinPath(base: string, key: string | number): string {
  return formatPath([...parsePath(base), key]);
}

const MISSING = Symbol('missing');

/**
 * The value at a path, or `undefined` with `found: false` when any step is absent. A path written as alternatives,
 * `data.list[0].id|data[0].id`, reads the first that is there: for an answer the backend may give in either of two
 * forms the contract accepts (the data-centre list as `{list}` or as the array).
 */
export function getPath(value: unknown, path: string | readonly PathPart[]): { found: boolean; value: unknown } {
  if (typeof path === 'string' && path.includes('|')) {
    for (const alternative of path.split('|')) {
      const got = getPath(value, alternative.trim());
      if (got.found) return got;
    }
    return { found: false, value: undefined };
  }
  const parts = typeof path === 'string' ? parsePath(path) : path;
  let node: unknown = value;
  for (const part of parts) {
    if (node === null || typeof node !== 'object') return { found: false, value: undefined };
    const next: unknown = part in (node as object) ? (node as Record<PathPart, unknown>)[part] : MISSING;
    if (next === MISSING) return { found: false, value: undefined };
    node = next;
  }
  return { found: true, value: node };
}
