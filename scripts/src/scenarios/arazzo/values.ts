import { escapePointer, type Contract, type Operation } from '../../shared/contract.js';
import { parsePath, type PathPart } from '../../shared/json-path.js';

/**
 * How a saved value of the step language becomes an Arazzo runtime expression. A scenario's `${name}` names a
 * value kept by an earlier step (`save:`) or given up front (`variables:`); in Arazzo the first is that step's
 * output (`$steps.<id>.outputs.<name>`), the second a workflow input (`$inputs.<name>`). Values are referred to,
 * never copied, so the workflow shows where each one comes from.
 */

/** A JSON Schema of one workflow input. */
export type InputSchema = Record<string, unknown>;

/** What one flow's export knows so far: the runtime expression of each name, the inputs, the problems. */
export class Mapping {
  /** name → runtime expression of its current value. */
  readonly scope = new Map<string, string>();
  readonly inputs = new Map<string, InputSchema>();
  readonly requiredInputs = new Set<string>();
  /** Constructs with no faithful Arazzo form, each with where it is and why: the workflow is not runnable. */
  readonly problems: string[] = [];
  /** The step being mapped, for problem messages. */
  where = 'the file';
  /** The operation whose answer the step's expectations read, so they can ask the contract what it holds. */
  answer: { contract: Contract; operation: Operation } | undefined;

  problem(message: string): undefined {
    const line = `${this.where}: ${message}`;
    if (!this.problems.includes(line)) this.problems.push(line);
    return undefined;
  }
}

/** `${...}` in the step language; `$${` is a literal `${`. */
const WHOLE = /^\$\{([^}]+)\}$/;
const ANY = /\$\$\{|\$\{([^}]+)\}/g;

/**
 * Values the runners offer without a `save:`, mapped to inputs the caller must give: `${env.NAME}` (a secret
 * from the environment) and `${fresh.phone}` (contact data new to the server, made once per run). Arazzo has
 * no environment and no random data, so the person running the workflow passes them (`--input NAME=...`).
 */
const GIVEN_BY_CALLER: Record<string, { prefix: string; why: string }> = {
  env: { prefix: 'env_', why: 'the environment variable' },
  fresh: { prefix: 'fresh_', why: 'contact data new to the server (the runners make it once per run):' },
};

/** Values only a runner can produce before a run, with the reason an exported workflow cannot have them. */
const RUNNER_ONLY: Record<string, string> = {
  ids: 'the real ids the conformance checker reads from the server before the run',
  ids_text: 'the real ids the conformance checker reads from the server before the run',
};

/** A path of the step language (`data.list[0].id`) as a JSON pointer (`/data/list/0/id`). */
export function pointerOf(parts: readonly PathPart[]): string {
  return parts.map((part) => `/${escapePointer(String(part))}`).join('');
}

/** `data.list[0].id` → its parts, or undefined with a problem when it is not a single path. */
export function pathParts(path: string, mapping: Mapping): PathPart[] | undefined {
  if (path.includes('|'))
    return mapping.problem(`'${path}' reads the first of several paths that is there; Arazzo has one path per output`);
  try {
    return parsePath(path);
  } catch (error) {
    return mapping.problem((error as Error).message);
  }
}

/**
 * The runtime expression of one `${...}` (without the braces), or undefined with a problem. A filter
 * (`|text`, `|plus_days:1`, or one added to the language later) is always a problem: Arazzo's runtime
 * expressions read values and cannot convert them, so nothing here depends on which filters exist.
 */
export function referenceExpression(expression: string, mapping: Mapping): string | undefined {
  const [reference = '', ...filters] = expression.split('|');
  if (filters.length > 0) {
    const names = filters.map((f) => f.trim().split(':')[0]).join(', ');
    return mapping.problem(
      `\${${expression}} converts with ${names}: Arazzo's runtime expressions cannot convert a value (no filters)`,
    );
  }
  const [head = '', ...rest] = reference.trim().split('.');
  const nameMatch = /^([^[]+)(.*)$/.exec(head);
  const name = nameMatch?.[1] ?? head;
  const tailText = [nameMatch?.[2] ?? '', ...rest].filter(Boolean).join('.');
  const tail = tailText ? pathParts(tailText, mapping) : [];
  if (!tail) return undefined;
  const known = mapping.scope.get(name);
  if (known) return tail.length ? `${known}#${pointerOf(tail)}` : known;
  const given = GIVEN_BY_CALLER[name];
  if (given && tail.length === 1) {
    const input = `${given.prefix}${String(tail[0])}`;
    if (!mapping.inputs.has(input)) {
      mapping.inputs.set(input, { type: 'string', description: `${given.why} ${String(tail[0])}` });
      mapping.requiredInputs.add(input);
    }
    return `$inputs.${input}`;
  }
  const runnerOnly = RUNNER_ONLY[name];
  if (runnerOnly) return mapping.problem(`\${${expression}} is ${runnerOnly}`);
  return mapping.problem(`\${${expression}} names '${name}', which no earlier step saved`);
}

/** Text that a runtime-expression reader would take for an expression, so it cannot be sent as written. */
function looksLikeExpression(text: string): boolean {
  return text.startsWith('$') || text.includes('{$');
}

/**
 * A body, header or expected value with every `${...}` replaced by its runtime expression: a string that is
 * exactly one `${...}` becomes the expression (the value keeps its type, as in the runners); text around one
 * embeds it as `{$...}` (Arazzo's form for an expression inside a string).
 */
export function mapValue(value: unknown, mapping: Mapping): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE.exec(value);
    // What cannot be mapped stays as written, beside its reason, so a reader of the workflow sees it.
    if (whole?.[1]) return referenceExpression(whole[1], mapping) ?? value;
    let literal = true;
    const text = value.replace(ANY, (match, expression: string | undefined) => {
      if (match === '$${') return '${';
      literal = false;
      const found = referenceExpression(expression ?? '', mapping);
      return found ? `{${found}}` : match;
    });
    if (literal && looksLikeExpression(text))
      mapping.problem(`the text ${JSON.stringify(text)} would be read as a runtime expression`);
    return text;
  }
  if (Array.isArray(value)) return value.map((item) => mapValue(item, mapping));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapValue(v, mapping)]));
  return value;
}

/** Whether a value holds any `${...}` (a saved value) rather than being fixed when the file is written. */
export function refersToSaved(value: unknown): boolean {
  return JSON.stringify(value ?? null)
    .replace(/\$\$\{/g, '')
    .includes('${');
}
