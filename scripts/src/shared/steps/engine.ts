import type { Contract, Operation } from '../contract.js';
import { isControl } from '../contract.js';
import { send, type Session, type SentRequest } from '../conventions.js';
import type { ApiResponse } from '../http.js';
import { freshContact, interpolate, type Variables } from '../interpolate.js';
import { getPath } from '../json-path.js';
import type { SampleFile } from '../sample-files.js';
import type { ContractValidator, Mismatch } from '../schema-check.js';
import type { CodeProvider, CredentialProvider } from './code.js';
import { checkExpectations, DEFAULT_EXPECT } from './expect.js';
import { stepFiles } from './files.js';
import { allSteps, PROVIDER_USER_TYPES, type FlowSpec, type SaveSpec, type StepSpec } from './spec.js';

export interface StepResult {
  /** 1, 2, 3.1 (loop item 1 of step 3) ... */
  index: string;
  name: string;
  operationId?: string;
  status: 'passed' | 'failed' | 'skipped';
  request?: SentRequest;
  response?: ApiResponse;
  failures: Mismatch[];
  /** Why a step was skipped, or an error that is not about the answer (unknown variable, hook failed). */
  note?: string;
}

export interface FlowResult {
  name: string;
  file: string;
  status: 'passed' | 'failed' | 'skipped';
  /** Why the whole flow was skipped. */
  reason?: string;
  /**
   * Skipped because it cannot apply to this kind of server (it needs the simulator's clock or control API, or
   * probes limits the runner left out), as opposed to left out for want of something the tester can give.
   */
  notApplicable?: boolean;
  steps: StepResult[];
  durationMs: number;
}

export interface FlowOptions {
  baseUrl: string;
  contract: Contract;
  /** When given, every answer is also checked against the contract, field by field. */
  validator?: ContractValidator | undefined;
  /** Sent as X-Sim-Namespace on every call, so the flow has its own state in the simulator. */
  namespace?: string | undefined;
  timeoutMs: number;
  codeProvider?: CodeProvider | undefined;
  /**
   * Without a codeProvider, read verification codes from the simulator's control API (control getLastCode for
   * the step's `for` and `fun_type`), recorded as a step of that operation.
   */
  codeFromControl?: boolean | undefined;
  credentialProvider?: CredentialProvider | undefined;
  /** Without a credentialProvider, take provider credentials from the simulator's control socialCredential. */
  credentialFromControl?: boolean | undefined;
  onStep?: ((step: StepResult) => void) | undefined;
}

/** The control operation that reads the last code sent (`control: getLastCode`). */
export const LAST_CODE_CONTROL = 'getLastCode';
/** The control operation that issues a stand-in provider's credential (`credential:` steps against the simulator). */
export const SOCIAL_CREDENTIAL_CONTROL = 'socialCredential';
/** Control operations that move the simulator's clock: a step calling one needs the clock, not only the control API. */
const CLOCK_CONTROLS = ['setClock', 'advanceClock'];

/** The operation a step calls: `call: getAD`, or `control: advanceClock` for controlAdvanceClock. */
export function resolveOperation(step: StepSpec, contract: Contract): Operation | undefined {
  if (step.call) return contract.operations.find((op) => op.operationId === step.call);
  if (!step.control) return undefined;
  const name = step.control;
  const full = `control${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  return contract.operations.find((op) => isControl(op) && (op.operationId === full || op.operationId === name));
}

export interface Preflight {
  /** Operations the file names that the contract does not have (yet). */
  unknown: string[];
  usesControl: boolean;
  /** Moves the simulator's clock (a part of the control API no real server has). */
  usesClock: boolean;
  needsCode: boolean;
  needsCredential: boolean;
  operationIds: string[];
}

/** What a flow needs before it runs, so it can be skipped with a reason instead of failing half way. */
export function preflight(flow: FlowSpec, contract: Contract): Preflight {
  const steps = allSteps(flow.steps);
  const unknown: string[] = [];
  const operationIds: string[] = [];
  let usesControl = false;
  let usesClock = false;
  for (const step of steps) {
    if (!step.call && !step.control) continue;
    const op = resolveOperation(step, contract);
    if (!op) unknown.push(step.call ?? `control ${step.control ?? ''}`);
    else {
      operationIds.push(op.operationId);
      if (isControl(op)) usesControl = true;
      if (step.control && CLOCK_CONTROLS.includes(step.control)) usesClock = true;
    }
  }
  return {
    unknown: [...new Set(unknown)],
    usesControl,
    usesClock,
    needsCode: steps.some((s) => s.verification_code),
    needsCredential: steps.some((s) => s.credential),
    operationIds: [...new Set(operationIds)],
  };
}

function truthy(value: unknown): boolean {
  return !(
    value === undefined ||
    value === null ||
    value === false ||
    value === '' ||
    value === 0 ||
    (Array.isArray(value) && value.length === 0)
  );
}

function stepName(step: StepSpec): string {
  if (step.name) return step.name;
  if (step.call) return step.call;
  if (step.control) return `control ${step.control}`;
  if (step.for_each !== undefined) return `for each ${step.as ?? 'item'}`;
  if (step.credential) return `${step.credential.provider} credential`;
  return 'verification code';
}

/** The session the request conventions use: variables guest_token, user_token and datacenter_uuid. */
function sessionOf(vars: Variables): Session {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return {
    userToken: text(vars.user_token),
    guestToken: text(vars.guest_token),
    datacenterUuid: text(vars.datacenter_uuid),
  };
}

/** Runs one sequence or scenario: steps in order, stopping at the first failure (later steps depend on it). */
export async function runFlow(flow: FlowSpec, options: FlowOptions): Promise<FlowResult> {
  const started = performance.now();
  const vars: Variables = structuredClone(flow.variables);
  // Fresh contact data per run, unless the flow names its own `fresh` (see freshContact).
  if (!('fresh' in vars)) vars.fresh = freshContact();
  const results: StepResult[] = [];
  let failed = false;

  const record = (result: StepResult) => {
    results.push(result);
    if (result.status === 'failed') failed = true;
    options.onStep?.(result);
  };

  const runCall = async (step: StepSpec, index: string, name: string): Promise<void> => {
    const op = resolveOperation(step, options.contract);
    if (!op) {
      record({
        index,
        name,
        status: 'failed',
        failures: [],
        note: `no operation ${step.call ?? step.control ?? ''} in the contract`,
      });
      return;
    }
    let body: unknown;
    let headers: Record<string, string>;
    let expect: Record<string, unknown>;
    let files: Record<string, SampleFile> | undefined;
    try {
      body = interpolate(step.body ?? {}, vars);
      headers = interpolate(step.headers ?? {}, vars);
      expect = interpolate(step.expect ?? DEFAULT_EXPECT, vars);
      if (step.files) {
        if (op.bodyType !== 'multipart')
          throw new Error(`files: ${op.operationId} takes a JSON body, not multipart/form-data: it has no file parts`);
        files = stepFiles(step.files, flow.file);
        // A part is sent when the body names it: the files name theirs.
        if (body !== null && typeof body === 'object' && !Array.isArray(body))
          body = { ...Object.fromEntries(Object.keys(files).map((part) => [part, '(file)'])), ...body };
      }
    } catch (error) {
      record({
        index,
        name,
        operationId: op.operationId,
        status: 'failed',
        failures: [],
        note: (error as Error).message,
      });
      return;
    }
    const conventions = step.conventions !== false;
    const { request, response } = await send(
      options.baseUrl,
      op,
      {
        body,
        headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])),
        auth: conventions ? (step.auth ?? 'auto') : 'none',
        addDatacenter: conventions,
        ...(step.raw_body !== undefined ? { rawBody: step.raw_body } : {}),
        ...(files ? { files } : {}),
      },
      sessionOf(vars),
      { namespace: options.namespace, timeoutMs: step.timeout_ms ?? options.timeoutMs },
    );
    const failures = checkExpectations(expect, response);
    if (options.validator && response.outcome === 'answered') {
      failures.push(...options.validator.check(op, response.json).map((m) => ({ ...m, rule: `contract ${m.rule}` })));
    }
    if (failures.length === 0) {
      for (const [rawName, spec] of Object.entries(step.save ?? {})) {
        const { path, optional } = typeof spec === 'string' ? ({ path: spec } as SaveSpec) : spec;
        const target =
          path === 'elapsed_ms' ? { found: true, value: response.elapsedMs } : getPath(response.json, path);
        const varName = interpolate(rawName, vars);
        if (!target.found && !optional) {
          failures.push({ path, rule: 'save', expected: `a value to save as ${varName}`, got: 'missing' });
        } else {
          vars[varName] = target.found ? target.value : null;
        }
      }
    }
    record({
      index,
      name,
      operationId: op.operationId,
      status: failures.length ? 'failed' : 'passed',
      request,
      response,
      failures,
    });
  };

  const runCredential = async (
    spec: NonNullable<StepSpec['credential']>,
    index: string,
    name: string,
  ): Promise<void> => {
    let uid: string;
    try {
      uid = String(interpolate(spec.uid, vars));
    } catch (error) {
      record({ index, name, status: 'failed', failures: [], note: (error as Error).message });
      return;
    }
    if (!options.credentialProvider && options.credentialFromControl) {
      // The simulator's stand-in providers issue credentials through the control API: a control call, checked too.
      const save = { [spec.save]: 'data.credential' };
      await runCall(
        { control: SOCIAL_CREDENTIAL_CONTROL, body: { provider: spec.provider, uid }, save },
        index,
        `${name} from control ${SOCIAL_CREDENTIAL_CONTROL}`,
      );
      return;
    }
    try {
      if (!options.credentialProvider) throw new Error('needs a provider credential: pass --credential-command');
      vars[spec.save] = await options.credentialProvider({
        provider: spec.provider,
        userType: PROVIDER_USER_TYPES[spec.provider],
        uid,
        namespace: options.namespace,
      });
      record({ index, name, status: 'passed', failures: [] });
    } catch (error) {
      record({ index, name, status: 'failed', failures: [], note: (error as Error).message });
    }
  };

  const runSteps = async (steps: StepSpec[], prefix: string): Promise<void> => {
    for (const [i, step] of steps.entries()) {
      const index = prefix ? `${prefix}.${i + 1}` : String(i + 1);
      const name = stepName(step);
      if (failed) {
        if (!prefix) record({ index, name, status: 'skipped', failures: [], note: 'not run: an earlier step failed' });
        continue;
      }
      if (step.when !== undefined) {
        let value: unknown;
        try {
          value = interpolate(step.when, vars);
        } catch (error) {
          record({ index, name, status: 'failed', failures: [], note: `when: ${(error as Error).message}` });
          continue;
        }
        if (!truthy(value)) {
          record({ index, name, status: 'skipped', failures: [], note: `when: ${JSON.stringify(step.when)} is empty` });
          continue;
        }
      }
      if (step.for_each !== undefined) {
        let items: unknown;
        try {
          items = interpolate(step.for_each, vars);
        } catch (error) {
          record({ index, name, status: 'failed', failures: [], note: (error as Error).message });
          continue;
        }
        if (!Array.isArray(items)) {
          record({ index, name, status: 'failed', failures: [], note: `for_each needs a list, got ${typeof items}` });
          continue;
        }
        for (const [n, item] of items.entries()) {
          vars[step.as ?? 'item'] = item;
          await runSteps(step.steps ?? [], `${index}.${n + 1}`);
        }
      } else if (step.verification_code) {
        const spec = step.verification_code;
        let target: string | undefined;
        try {
          target = spec.for === undefined ? undefined : String(interpolate(spec.for, vars));
        } catch (error) {
          record({ index, name, status: 'failed', failures: [], note: (error as Error).message });
          continue;
        }
        if (!options.codeProvider && options.codeFromControl && target !== undefined) {
          // The simulator keeps every code it sends; reading it is a control call like any other, checked too.
          const body = { content: target, ...(spec.fun_type !== undefined ? { fun_type: spec.fun_type } : {}) };
          await runCall(
            { control: LAST_CODE_CONTROL, body, save: { [spec.save]: 'data.code' } },
            index,
            `${name} from control ${LAST_CODE_CONTROL}`,
          );
          continue;
        }
        try {
          if (!options.codeProvider) {
            throw new Error(
              options.codeFromControl
                ? 'verification_code needs for: to read the code from the control API'
                : 'needs a verification code: pass --code-command or --code',
            );
          }
          vars[spec.save] = await options.codeProvider(target, {
            funType: spec.fun_type,
            namespace: options.namespace,
          });
          record({ index, name, status: 'passed', failures: [] });
        } catch (error) {
          record({ index, name, status: 'failed', failures: [], note: (error as Error).message });
        }
      } else if (step.credential) {
        await runCredential(step.credential, index, name);
      } else {
        await runCall(step, index, name);
      }
    }
  };

  await runSteps(flow.steps, '');
  return {
    name: flow.name,
    file: flow.file,
    status: failed ? 'failed' : 'passed',
    steps: results,
    durationMs: Math.round(performance.now() - started),
  };
}

/** A flow that did not run, with the reason; `notApplicable` when no option could make it run against this server. */
export function skippedFlow(flow: FlowSpec, reason: string, notApplicable = false): FlowResult {
  return {
    name: flow.name,
    file: flow.file,
    status: 'skipped',
    reason,
    ...(notApplicable ? { notApplicable } : {}),
    steps: [],
    durationMs: 0,
  };
}
