import { isMatcherObject } from '../../shared/matchers.js';
import type { PathPart } from '../../shared/json-path.js';
import { OUTCOMES } from '../../shared/steps/spec.js';
import { singleValueAt, type AnswerPath } from './answer-types.js';
import { referenceExpression, pathParts, pointerOf, type Mapping } from './values.js';

/**
 * A step's `expect:` as Arazzo success criteria. The HTTP status and the envelope's `status` are simple
 * conditions; every other expectation is a JSONPath filter over the answer (the criterion's `context` is the
 * part of the body it is about), one criterion per matcher so a report names the one that failed. Respect
 * evaluates JSONPath as RFC 9535 (`length()`, `count()`, `search()`); in its filters a key segment works but an
 * index segment does not, so a path ending in an index is addressed through the context instead.
 */
export interface Criterion {
  condition: string;
  context?: string;
  type?: 'jsonpath' | 'regex';
}

const HTTP_OK: Criterion = { condition: '$statusCode == 200' };

function body(parts: readonly PathPart[]): string {
  return parts.length ? `$response.body#${pointerOf(parts)}` : '$response.body';
}

function jsonpath(parts: readonly PathPart[], filter: string): Criterion {
  return { context: body(parts), condition: `$[?${filter}]`, type: 'jsonpath' };
}

function selector(part: PathPart): string {
  return typeof part === 'number' ? `[${part}]` : `[${JSON.stringify(part)}]`;
}

/**
 * `a && (b && c)` rather than `a && b && c`, and the same for `||`: Respect's JSONPath reads a chain of three or more
 * wrongly (checked with Respect 2.77: true && true && false passed), so every chain is nested two by two.
 */
function chain(operator: '&&' | '||', terms: string[]): string {
  if (terms.length === 0) return operator === '&&' ? 'true' : 'false';
  const [head, ...rest] = terms as [string, ...string[]];
  return rest.length === 0 ? head : `(${head} ${operator} ${chain(operator, rest)})`;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A value written into a JSONPath filter: JSON for text, numbers, true, false and null; a saved value as
 * `{$steps...}`, which Respect replaces with the value's JSON before it evaluates the filter.
 */
function literal(value: unknown, mapping: Mapping): string | undefined {
  if (typeof value === 'string') {
    const whole = /^\$\{([^}]+)\}$/.exec(value);
    if (whole?.[1]) {
      const expression = referenceExpression(whole[1], mapping);
      return expression ? `{${expression}}` : undefined;
    }
    if (value.replace(/\$\$\{/g, '').includes('${'))
      return mapping.problem(`${JSON.stringify(value)} mixes text with a saved value inside an expectation`);
    const text = value.replace(/\$\$\{/g, '${');
    if (text.includes('{$')) return mapping.problem(`${JSON.stringify(text)} would be read as a runtime expression`);
    return JSON.stringify(text);
  }
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
  return mapping.problem(`comparing with ${JSON.stringify(value)} inside a filter (only single values)`);
}

/** Where a filter's subject is in the answer, or 'number' for a length or a count. */
type Place = AnswerPath | 'number';

/**
 * A saved value compared inside a filter: Respect writes it in as JSON, which a filter compares correctly only
 * when it is a single value (a list or an object there makes the filter invalid, so the criterion would fail even
 * when the values are equal). So the contract must say the compared place holds a single value.
 */
function savedComparable(value: string | undefined, place: Place, mapping: Mapping): string | undefined {
  if (!value?.startsWith('{$') || place === 'number') return value;
  const single = mapping.answer && singleValueAt(mapping.answer.contract, mapping.answer.operation, place);
  if (single) return value;
  return mapping.problem(
    `compares ${place.join('.') || 'the answer'} with a saved value, and the contract ${single === false ? 'allows a list or an object there' : 'does not say it is a single value'}: Respect can compare a saved value inside a filter only when it is one`,
  );
}

const COMPARISON = { equals: '==', not_equals: '!=', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

function typeFilter(subject: string, type: unknown, mapping: Mapping): string | undefined {
  switch (type) {
    case 'string':
      return `search(${subject}, '')`; // true for text only
    case 'number':
      return `(${subject} >= 0 || ${subject} < 0)`; // comparisons hold for numbers only
    case 'boolean':
      return `(${subject} == true || ${subject} == false)`;
    case 'null':
      return `${subject} == null`;
    default:
      return mapping.problem(`type ${String(type)}: no JSONPath filter tells it apart`);
  }
}

/**
 * Equality with a whole object inside a filter: as many members, each one equal (a list item's object, e.g. its
 * size). A non-empty list cannot be compared so, as Respect's filters do not read an index.
 */
function wholeEquals(subject: string, expected: object, mapping: Mapping): string | undefined {
  const entries = Object.entries(expected);
  if (Array.isArray(expected) && entries.length)
    return mapping.problem(`equals ${JSON.stringify(expected)} inside a filter: a list there would be read by index`);
  const members = entries.map(([key, value]) => {
    const member = `${subject}${selector(key)}`;
    if (value !== null && typeof value === 'object') return wholeEquals(member, value, mapping);
    const text = literal(value, mapping);
    return text && `${member} == ${text}`;
  });
  if (members.some((m) => m === undefined)) return undefined;
  return chain('&&', [`length(${subject}) == ${entries.length}`, ...(members as string[])]);
}

/** Filter expressions over `subject` for one value's matchers; a matcher with no filter form is a problem. */
function filters(subject: string, raw: unknown, mapping: Mapping, place: Place): string[] {
  const spec = isMatcherObject(raw) ? raw : { equals: raw };
  const out: (string | undefined)[] = [];
  for (const [name, arg] of Object.entries(spec)) {
    switch (name) {
      case 'where':
      case 'exists':
        break; // `where` belongs to count; presence is written by the caller, as a guard
      case 'equals':
      case 'not_equals':
      case 'gt':
      case 'gte':
      case 'lt':
      case 'lte': {
        if (name === 'equals' && arg !== null && typeof arg === 'object') {
          out.push(wholeEquals(subject, arg, mapping));
          break;
        }
        if (name.startsWith('g') || name.startsWith('l')) {
          if (typeof arg !== 'number' && !(typeof arg === 'string' && arg.startsWith('${'))) {
            out.push(mapping.problem(`${name} ${JSON.stringify(arg)} compares something other than a number`));
            break;
          }
        }
        const value = savedComparable(literal(arg, mapping), place, mapping);
        out.push(value && `${subject} ${COMPARISON[name]} ${value}`);
        break;
      }
      case 'type':
        out.push(typeFilter(subject, arg, mapping));
        break;
      case 'matches':
        out.push(`search(${subject}, ${JSON.stringify(String(arg))})`);
        break;
      case 'contains': {
        const value = literal(arg, mapping);
        if (value?.startsWith('{$')) {
          out.push(mapping.problem('contains a saved value: a list item or a piece of text, unknown until the run'));
          break;
        }
        // A list holding the value, or a text holding it: as in the runners, whichever the answer is.
        out.push(
          value &&
            `(count(${subject}[?@ == ${value}]) >= 1 || search(${subject}, ${JSON.stringify(escapeRegex(String(arg)))}))`,
        );
        break;
      }
      case 'in': {
        const values = Array.isArray(arg)
          ? arg.map((item) => savedComparable(literal(item, mapping), place, mapping))
          : [undefined];
        out.push(
          values.every(Boolean)
            ? chain(
                '||',
                values.map((v) => `${subject} == ${v}`),
              )
            : undefined,
        );
        break;
      }
      case 'length':
        out.push(...filters(`length(${subject})`, arg, mapping, 'number'));
        break;
      case 'count': {
        const { where = {}, ...rest } = (arg ?? {}) as { where?: Record<string, unknown> };
        const items = Object.keys(where).length ? `${subject}[?${itemFilter(where, mapping, place)}]` : `${subject}[*]`;
        out.push(...filters(`count(${items})`, Object.keys(rest).length ? rest : { gte: 1 }, mapping, 'number'));
        break;
      }
      case 'each':
        // Every item holds: no item fails.
        out.push(`count(${subject}[?!(${itemFilter(arg as Record<string, unknown>, mapping, place)})]) == 0`);
        break;
      case 'sorted':
        out.push(mapping.problem('sorted: a JSONPath filter cannot compare an item with the one before it'));
        break;
      case 'disjoint':
        out.push(mapping.problem('disjoint: a JSONPath filter cannot compare two lists item by item'));
        break;
      default:
        out.push(mapping.problem(`matcher ${name} has no JSONPath form`));
    }
  }
  return out.filter((f): f is string => f !== undefined);
}

/** An item of a list matches `{field: matchers, ...}` (count's `where`, each's fields); a field must be there. */
function itemFilter(fields: Record<string, unknown>, mapping: Mapping, list: Place): string {
  const parts = Object.entries(fields ?? {}).map(([path, raw]) => {
    const steps = path === '' || path === '.' ? [] : pathParts(path, mapping);
    if (!steps) return 'false';
    if (steps.some((s) => typeof s === 'number')) {
      mapping.problem(`'${path}' inside a list filter has an index, which Respect's JSONPath does not read there`);
      return 'false';
    }
    const subject = `@${steps.map(selector).join('')}`;
    const spec = isMatcherObject(raw) ? raw : { equals: raw };
    if (spec.exists === false) return `!${subject}`;
    const guard = steps.length ? [subject] : [];
    const place: Place = list === 'number' ? list : [...list, '*', ...steps];
    return chain('&&', [...guard, ...filters(subject, spec, mapping, place)]);
  });
  return chain('&&', parts);
}

/**
 * A pattern as a regex criterion. Respect reads `/.../flags` as a pattern with flags, so a pattern of ours that
 * looks like that (`/api/v1/`) is wrapped in slashes once more to keep its own.
 */
function regexCondition(pattern: string): string {
  return /^\/(.*)\/([gimsuy]*)$/.test(pattern) ? `/${pattern}/` : pattern;
}

/** The criteria of one expectation `path: value-or-matchers`. */
function expectationCriteria(parts: PathPart[], raw: unknown, mapping: Mapping): Criterion[] {
  const spec = isMatcherObject(raw) ? raw : { equals: raw };
  const last = parts[parts.length - 1] as PathPart;
  const parent = parts.slice(0, -1);
  const out: Criterion[] = [];
  if (spec.exists === false) {
    if (Object.keys(spec).length > 1) mapping.problem(`${pointerOf(parts)}: matchers beside exists: false`);
    return [jsonpath(parent, `!@${selector(last)}`)];
  }
  // A key can be tested inside the parent's filter, so each criterion also requires the value to be there; an
  // index cannot (see above), so its presence is one criterion and the others look at the value itself.
  const byIndex = typeof last === 'number';
  const subject = byIndex ? '@' : `@${selector(last)}`;
  const at = byIndex ? parts : parent;
  // Each filter is one term (a comparison or a parenthesised chain), so `subject && filter` is a chain of two.
  const guarded = (filter: string) => jsonpath(at, byIndex ? filter : `${subject} && ${filter}`);
  if (byIndex || spec.exists === true || spec.matches !== undefined || Object.keys(spec).length === 0)
    out.push(jsonpath(parent, `@${selector(last)}`));
  for (const [name, arg] of Object.entries(spec)) {
    if (name === 'exists') continue;
    if (name === 'matches') {
      if (String(arg).includes('${')) mapping.problem(`matches ${String(arg)}: a pattern built from a saved value`);
      else out.push({ context: body(parts), condition: regexCondition(String(arg)), type: 'regex' });
    } else if (name === 'equals' && arg !== null && typeof arg === 'object') {
      // A whole object or list: as many members, and each one equal.
      const entries = Object.entries(arg as object);
      out.push(guarded(`length(${subject}) == ${entries.length}`));
      for (const [key, child] of entries)
        out.push(
          ...expectationCriteria([...parts, Array.isArray(arg) ? Number(key) : key], { equals: child }, mapping),
        );
    } else if (name === 'equals' && parts.length === 1 && last === 'status' && typeof arg === 'number') {
      out.push({ condition: `$response.body#/status == ${arg}` }); // the envelope's code, as people read it
    } else {
      out.push(...filters(subject, { [name]: arg }, mapping, parts).map(guarded));
    }
  }
  return out;
}

/** A step's `expect:` (the runners' default is `{status: 200}`) as success criteria, HTTP 200 first. */
export function successCriteria(expect: Record<string, unknown>, mapping: Mapping): Criterion[] {
  const out: Criterion[] = [HTTP_OK];
  for (const [key, raw] of Object.entries(expect)) {
    if (key === 'outcome') {
      if (raw !== 'answered')
        mapping.problem(
          `expect.outcome ${String(raw)}: an Arazzo step succeeds or fails on an answer; it cannot expect ${OUTCOMES.includes(String(raw)) ? 'a call to end without one' : 'this outcome'}`,
        );
      continue;
    }
    if (key === 'elapsed_ms') {
      mapping.problem('expect.elapsed_ms: Arazzo has no runtime expression for how long a call took');
      continue;
    }
    if (key.includes('${')) {
      mapping.problem(`expect.${key}: a path built from a saved value`);
      continue;
    }
    const parts = pathParts(key, mapping);
    if (parts && parts.length) out.push(...expectationCriteria(parts, raw, mapping));
  }
  return out;
}
