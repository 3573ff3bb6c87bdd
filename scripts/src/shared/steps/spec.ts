import path from 'node:path';
import { isMatcherObject } from '../matchers.js';
import { NAMED_SAMPLES } from '../sample-files.js';
import { loadYamlFile } from '../yaml.js';

/**
 * The step language shared by conformance sequences (openapi/sequences/*.yaml) and QA scenarios
 * (scripts/scenarios/*.yaml). Files are data so that people who do not write TypeScript can read and extend them.
 */
export interface SaveSpec {
  path: string;
  /** Save null instead of failing when the path is absent (e.g. a second data centre that may not exist). */
  optional?: boolean;
}

export interface StepSpec {
  name?: string;
  /** An operationId of the contract. */
  call?: string;
  /** A control operation by its short name: `advanceClock` calls controlAdvanceClock. */
  control?: string;
  body?: unknown;
  /** Sent as the body byte for byte instead of `body` (for malformed JSON). */
  raw_body?: string;
  headers?: Record<string, string>;
  auth?: 'auto' | 'none' | 'guest' | 'user';
  /** false: send body and headers exactly as written, without token or datacenter_uuid added. */
  conventions?: boolean;
  timeout_ms?: number;
  expect?: Record<string, unknown>;
  save?: Record<string, string | SaveSpec>;
  /** Run the step only when this (interpolated) value is present and not empty/false/0. */
  when?: unknown;
  /** Repeat `steps` for each item of a list, the item saved as `as`. */
  for_each?: unknown;
  as?: string;
  steps?: StepSpec[];
  /**
   * Get a verification code and save it: from the tester (--code / --code-command), or, where the runner allows
   * it (conformance with --include-control), from the simulator's control getLastCode for `for` and `fun_type`.
   */
  verification_code?: { save: string; for?: string; fun_type?: number };
  /**
   * Get a single-use credential of a social sign-in provider for `uid` and save it: from the tester's hook
   * (--credential-command), or, where the runner allows it, from the simulator's control socialCredential.
   */
  credential?: CredentialSpec;
  /**
   * The file parts of a multipart upload (`call:` of an operation that takes multipart/form-data), by part name:
   * a file beside the scenario, or one of the runner's named samples. Without it a part the body names gets the
   * 1x1 PNG sample.
   */
  files?: Record<string, FileSpec>;
}

/** A file to upload: `{path, type?, name?}` (path relative to the scenario's folder) or `{sample: one-pixel.png}`. */
export type FileSpec = { path: string; type?: string; name?: string } | { sample: string };

/** The social providers a credential step names, with the user_type the contract gives each. */
export const PROVIDER_USER_TYPES = { facebook: 1, google: 2 } as const;
export type SocialProvider = keyof typeof PROVIDER_USER_TYPES;

export interface CredentialSpec {
  save: string;
  provider: SocialProvider;
  uid: string;
}

/**
 * What a whole flow probes beyond the contract's calls: `limits` (rate limits and lock-outs, which use up a
 * server's windows for every later run from the same address, so a runner may leave them out).
 */
export const FLOW_NEEDS = ['limits'] as const;
export type FlowNeed = (typeof FLOW_NEEDS)[number];

export interface FlowSpec {
  file: string;
  name: string;
  description?: string;
  variables: Record<string, unknown>;
  /** What the flow probes beyond plain calls (`needs: [limits]`); empty for most. */
  needs: FlowNeed[];
  steps: StepSpec[];
}

const STEP_KEYS = [
  'name',
  'call',
  'control',
  'body',
  'raw_body',
  'headers',
  'auth',
  'conventions',
  'timeout_ms',
  'expect',
  'save',
  'when',
  'for_each',
  'as',
  'steps',
  'verification_code',
  'credential',
  'files',
];
const FLOW_KEYS = ['name', 'description', 'variables', 'needs', 'steps'];
export const SPECIAL_EXPECT_KEYS = ['outcome', 'elapsed_ms'];
export const OUTCOMES = ['answered', 'http-status', 'not-json', 'timeout', 'transport-error'];

class SpecError extends Error {}

function check(condition: unknown, where: string, message: string): asserts condition {
  if (!condition) throw new SpecError(`${where}: ${message}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function parseStep(raw: unknown, where: string): StepSpec {
  check(isRecord(raw), where, 'a step is a mapping (call:, expect:, ...)');
  const unknown = Object.keys(raw).filter((k) => !STEP_KEYS.includes(k));
  check(
    unknown.length === 0,
    where,
    `unknown key ${unknown.map((k) => `'${k}'`).join(', ')} (known: ${STEP_KEYS.join(', ')})`,
  );
  const kinds = ['call', 'control', 'for_each', 'verification_code', 'credential'].filter((k) => raw[k] !== undefined);
  check(
    kinds.length === 1,
    where,
    `a step has exactly one of call, control, for_each, verification_code, credential (found ${kinds.join(', ') || 'none'})`,
  );
  const step = raw as StepSpec;
  if (step.auth !== undefined)
    check(['auto', 'none', 'guest', 'user'].includes(step.auth), where, 'auth is auto, none, guest or user');
  if (step.headers !== undefined) check(isRecord(step.headers), where, 'headers is a mapping of header name to value');
  if (step.timeout_ms !== undefined)
    check(Number.isInteger(step.timeout_ms) && step.timeout_ms > 0, where, 'timeout_ms is a positive whole number');
  if (step.expect !== undefined) {
    check(isRecord(step.expect), where, 'expect is a mapping of path to value or matchers');
    const outcome = step.expect.outcome;
    if (outcome !== undefined)
      check(OUTCOMES.includes(String(outcome)), where, `expect.outcome is one of ${OUTCOMES.join(', ')}`);
    for (const [key, spec] of Object.entries(step.expect)) {
      // A mapping whose keys are not matchers is almost always a typo ("lenght:"): say so rather than compare.
      if (isRecord(spec) && !isMatcherObject(spec)) {
        throw new SpecError(
          `${where}: expect.${key}: unknown matcher in ${Object.keys(spec).join(', ')} (write {equals: {...}} to compare a whole object)`,
        );
      }
    }
  }
  if (step.save !== undefined) {
    check(isRecord(step.save), where, 'save is a mapping of variable name to path');
    for (const [name, spec] of Object.entries(step.save)) {
      check(
        typeof spec === 'string' || (isRecord(spec) && typeof spec.path === 'string'),
        where,
        `save.${name} is a path or {path, optional}`,
      );
    }
  }
  if (step.for_each !== undefined) {
    check(typeof step.as === 'string' && step.as.length > 0, where, 'for_each needs as: <variable name>');
    check(Array.isArray(step.steps) && step.steps.length > 0, where, 'for_each needs steps:');
    step.steps = step.steps.map((s, i) => parseStep(s, `${where}.steps[${i}]`));
  } else {
    check(step.steps === undefined && step.as === undefined, where, 'steps: and as: belong to for_each');
  }
  if (step.verification_code !== undefined) {
    check(
      isRecord(step.verification_code) && typeof step.verification_code.save === 'string',
      where,
      'verification_code needs save: <variable name>',
    );
    const extra = Object.keys(step.verification_code).filter((k) => !['save', 'for', 'fun_type'].includes(k));
    check(extra.length === 0, where, `verification_code: unknown key ${extra.join(', ')} (known: save, for, fun_type)`);
    const funType = step.verification_code.fun_type;
    check(
      funType === undefined || Number.isInteger(funType),
      where,
      'verification_code.fun_type is a whole number (sendCode fun_type)',
    );
  }
  if (step.credential !== undefined) {
    const spec = step.credential as unknown;
    check(
      isRecord(spec) && typeof spec.save === 'string' && typeof spec.uid === 'string',
      where,
      'credential needs save: <variable name> and uid: <provider account>',
    );
    const extra = Object.keys(spec).filter((k) => !['save', 'provider', 'uid'].includes(k));
    check(extra.length === 0, where, `credential: unknown key ${extra.join(', ')} (known: save, provider, uid)`);
    check(
      typeof spec.provider === 'string' && spec.provider in PROVIDER_USER_TYPES,
      where,
      `credential.provider is one of ${Object.keys(PROVIDER_USER_TYPES).join(', ')}`,
    );
  }
  if (step.files !== undefined) checkFiles(step, where);
  return step;
}

function checkFiles(step: StepSpec, where: string): void {
  check(step.call !== undefined, where, 'files: belongs to a call: step (an upload)');
  check(isRecord(step.files), where, 'files is a mapping of part name to {path: FILE} or {sample: NAME}');
  for (const [part, spec] of Object.entries(step.files as Record<string, unknown>)) {
    check(isRecord(spec), where, `files.${part} is {path: FILE, type?, name?} or {sample: NAME}`);
    if (spec.sample !== undefined) {
      check(
        Object.keys(spec).length === 1 && typeof spec.sample === 'string' && spec.sample in NAMED_SAMPLES,
        where,
        `files.${part}.sample is one of ${Object.keys(NAMED_SAMPLES).join(', ')}, alone`,
      );
      continue;
    }
    const extra = Object.keys(spec).filter((k) => !['path', 'type', 'name'].includes(k));
    check(
      extra.length === 0,
      where,
      `files.${part}: unknown key ${extra.join(', ')} (known: path, type, name, sample)`,
    );
    check(typeof spec.path === 'string' && spec.path.length > 0, where, `files.${part}.path names a file`);
    check(!path.isAbsolute(spec.path), where, `files.${part}.path is relative to the scenario's folder`);
    for (const key of ['type', 'name'])
      check(spec[key] === undefined || typeof spec[key] === 'string', where, `files.${part}.${key} is text`);
  }
}

/** Reads and checks one sequence or scenario file; errors name the file and the step. */
export function loadFlow(file: string): FlowSpec {
  const raw = loadYamlFile(file);
  const where = path.relative(process.cwd(), file) || file;
  check(isRecord(raw), where, 'the file is a mapping with name: and steps:');
  const unknown = Object.keys(raw).filter((k) => !FLOW_KEYS.includes(k));
  check(unknown.length === 0, where, `unknown key ${unknown.join(', ')} (known: ${FLOW_KEYS.join(', ')})`);
  check(typeof raw.name === 'string' && raw.name.length > 0, where, 'name: is required');
  check(Array.isArray(raw.steps) && raw.steps.length > 0, where, 'steps: is a non-empty list');
  check(raw.variables === undefined || isRecord(raw.variables), where, 'variables: is a mapping');
  const needs = raw.needs ?? [];
  check(
    Array.isArray(needs) && needs.every((n) => (FLOW_NEEDS as readonly unknown[]).includes(n)),
    where,
    `needs: is a list of ${FLOW_NEEDS.join(', ')}`,
  );
  return {
    file,
    name: raw.name,
    ...(typeof raw.description === 'string' ? { description: raw.description } : {}),
    variables: (raw.variables as Record<string, unknown> | undefined) ?? {},
    needs: needs as FlowNeed[],
    steps: raw.steps.map((s, i) => parseStep(s, `${where}: steps[${i}]`)),
  };
}

/** Every step, loops included, in order. */
export function allSteps(steps: StepSpec[]): StepSpec[] {
  return steps.flatMap((s) => [s, ...(s.steps ? allSteps(s.steps) : [])]);
}
