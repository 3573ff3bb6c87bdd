import { randomInt } from 'node:crypto';
import { show } from './format.js';
import { getPath } from './json-path.js';
import { applyFilter } from './value-filters.js';

/** Saved values of a running sequence or scenario, by name. */
export type Variables = Record<string, unknown>;

const WHOLE = /^\$\{([^}]+)\}$/;
const ANY = /\$\$\{|\$\{([^}]+)\}/g;

export class UnknownVariableError extends Error {}

/**
 * `${env.NAME}`: the environment variable NAME, for secrets a file must not hold (a recorded walk's passwords).
 * Only the one variable named is read, and a missing one is an error naming it, never a list of the environment.
 */
function environmentValue(name: string | undefined): string {
  const value = name ? process.env[name] : undefined;
  if (value === undefined)
    throw new UnknownVariableError(
      `the environment variable ${name ?? '(no name)'} is not set (\${env.${name ?? 'NAME'}} reads it)`,
    );
  return value;
}

/** `name.path|filter|filter:arg`: the saved value, then each conversion of value-filters.ts in turn. */
function lookup(expression: string, vars: Variables): unknown {
  const [reference = '', ...filters] = expression.split('|');
  let value = lookupReference(reference, vars);
  for (const filter of filters) {
    try {
      value = applyFilter(value, filter, (name) => lookupReference(name, vars));
    } catch (error) {
      throw new UnknownVariableError(`\${${expression}}: ${(error as Error).message}`);
    }
  }
  return value;
}

function lookupReference(expression: string, vars: Variables): unknown {
  const [name = '', ...rest] = expression.trim().split('.');
  if (name === 'env' && !('env' in vars)) return environmentValue(rest[0]);
  const head = /^([^[]+)(.*)$/.exec(name);
  const varName = head?.[1] ?? name;
  if (!(varName in vars))
    throw new UnknownVariableError(
      `unknown variable '${varName}' (saved so far: ${Object.keys(vars).join(', ') || 'none'})`,
    );
  const tail = [head?.[2] ?? '', ...rest].filter(Boolean).join('.');
  if (!tail) return vars[varName];
  const found = getPath(vars[varName], tail);
  if (!found.found) throw new UnknownVariableError(`'${expression}' does not exist in ${show(vars[varName], 120)}`);
  return found.value;
}

/**
 * Replaces `${name}` (or `${name.path[0]}`) in every string of a value. A string that is exactly one
 * `${...}` becomes the saved value itself, so numbers, lists and objects keep their type; `$${` is a literal `${`.
 */
export function interpolate<T>(value: T, vars: Variables): T {
  if (typeof value === 'string') {
    const whole = WHOLE.exec(value);
    if (whole?.[1]) return lookup(whole[1], vars) as T;
    return value.replace(ANY, (match, expression: string | undefined) => {
      if (match === '$${') return '${';
      const found = lookup(expression ?? '', vars);
      return typeof found === 'string' ? found : show(found, Number.MAX_SAFE_INTEGER);
    }) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => interpolate(item, vars)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, vars)])) as T;
  }
  return value;
}

/**
 * Contact data new to the server, made once per sequence run and offered as the variable `fresh`
 * (`${fresh.phone}`, `${fresh.email}`, `${fresh.suffix}`): a register sequence run twice against the same real
 * server then meets no account left from the first run. The phone is a Spanish mobile without area code
 * (6 and eight digits), as the contract's examples write it.
 */
export function freshContact(): { phone: string; email: string; suffix: string } {
  const suffix = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return { phone: `6${suffix}`, email: `qa-${suffix}@example.com`, suffix };
}
