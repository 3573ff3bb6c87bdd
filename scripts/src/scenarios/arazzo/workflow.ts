import path from 'node:path';
import { isControl, type Contract } from '../../shared/contract.js';
import { conventionalRequest, NAMESPACE_HEADER } from '../../shared/conventions.js';
import { DEFAULT_EXPECT } from '../../shared/steps/expect.js';
import { LAST_CODE_CONTROL, resolveOperation, SOCIAL_CREDENTIAL_CONTROL } from '../../shared/steps/engine.js';
import type { FlowSpec, StepSpec } from '../../shared/steps/spec.js';
import { successCriteria, type Criterion } from './criteria.js';
import { Mapping, mapValue, pathParts, pointerOf, type InputSchema } from './values.js';

/** The name of the contract among the workflow's source descriptions (backend and control operations alike). */
export const SOURCE_NAME = 'storefront';
export const ARAZZO_VERSION = '1.0.1';

export interface ArazzoStep {
  stepId: string;
  description: string;
  operationId: string;
  parameters: { name: string; in: 'header'; value: string }[];
  requestBody: { contentType: string; payload: unknown };
  successCriteria: Criterion[];
  outputs?: Record<string, string>;
  /** What of the scenario's step this step could not say (then the workflow is marked not runnable). */
  'x-storefront-unsupported'?: string[];
}

export interface ExportedFlow {
  workflowId: string;
  document: Record<string, unknown>;
  /** Empty when the workflow says everything the scenario says and can run as it is. */
  problems: string[];
  /** Inputs without a default, which the caller must give (`--input name=value`). */
  requiredInputs: string[];
  /** Calls a control operation (clock, faults, reset, codes...), which only the simulator has. */
  simulatorOnly: boolean;
}

/** A name Arazzo accepts as a workflow or step id. */
export function idOf(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'flow'
  );
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' ? 'number' : typeof value;
}

/**
 * The steps the runners take for a verification code or a provider credential, as the conformance checker takes
 * them against the simulator: a control call that reads the code the simulator sent, or issues its stand-in
 * provider's credential. A tester typing a code has no Arazzo form.
 */
function asControlStep(step: StepSpec, mapping: Mapping): StepSpec | undefined {
  if (step.verification_code) {
    const spec = step.verification_code;
    if (spec.for === undefined)
      return mapping.problem('verification_code without for: only a tester can give the code');
    const body = { content: spec.for, ...(spec.fun_type !== undefined ? { fun_type: spec.fun_type } : {}) };
    return {
      name: `${step.name ?? 'verification code'} (read from the simulator by control ${LAST_CODE_CONTROL})`,
      control: LAST_CODE_CONTROL,
      body,
      save: { [spec.save]: 'data.code' },
    };
  }
  const spec = step.credential;
  if (!spec) return step;
  return {
    name: `${step.name ?? `${spec.provider} credential`} (from the simulator's stand-in provider)`,
    control: SOCIAL_CREDENTIAL_CONTROL,
    body: { provider: spec.provider, uid: spec.uid },
    save: { [spec.save]: 'data.credential' },
  };
}

/**
 * The step keys this export writes into an Arazzo step or reports. A key the language gains later (another
 * branch may add one) is reported as not mapped rather than left out of the workflow unnoticed.
 */
const MAPPED_STEP_KEYS = new Set([
  'name',
  'call',
  'control',
  'body',
  'headers',
  'auth',
  'conventions',
  'expect',
  'save',
]);
const REPORTED_STEP_KEYS = new Set(['when', 'timeout_ms', 'raw_body']);
const MAPPED_FLOW_KEYS = new Set(['file', 'name', 'description', 'variables', 'needs', 'steps']);
const MAPPED_SAVE_KEYS = new Set(['path', 'optional']);

/** Problems of the step language's keys that no part of an Arazzo step can carry. */
function unsupportedKeys(step: StepSpec, mapping: Mapping): void {
  for (const key of Object.keys(step))
    if (!MAPPED_STEP_KEYS.has(key) && !REPORTED_STEP_KEYS.has(key))
      mapping.problem(`the step key ${key} has no Arazzo form in this export`);
  if (step.when !== undefined)
    mapping.problem(`when: ${JSON.stringify(step.when)} skips the step on a saved value; Arazzo runs every step`);
  if (step.timeout_ms !== undefined)
    mapping.problem(`timeout_ms ${step.timeout_ms}: Arazzo has no time limit per step`);
  if (step.raw_body !== undefined) mapping.problem('raw_body: a malformed body cannot be written as an Arazzo payload');
}

function callStep(step: StepSpec, stepNumber: number, contract: Contract, mapping: Mapping): ArazzoStep | undefined {
  const op = resolveOperation(step, contract);
  if (!op) return mapping.problem(`no operation ${step.call ?? `control ${step.control ?? ''}`} in the contract`);
  const stepId = `s${String(stepNumber).padStart(2, '0')}_${op.operationId}`;
  const first = mapping.problems.length;
  unsupportedKeys(step, mapping);
  if (op.bodyType === 'multipart')
    mapping.problem(`${op.operationId} is an upload (multipart with a file), which these workflows do not send`);
  const conventions = step.conventions !== false;
  const headers = mapValue(step.headers ?? {}, mapping) as Record<string, unknown>;
  // The runners' own convention function, given runtime expressions instead of values: the same token header,
  // the same datacenter_uuid rule, the namespace header on every call.
  const request = conventionalRequest(
    op,
    {
      body: mapValue(step.body ?? {}, mapping),
      headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])),
      auth: conventions ? (step.auth ?? 'auto') : 'none',
      addDatacenter: conventions,
    },
    {
      guestToken: mapping.scope.get('guest_token'),
      userToken: mapping.scope.get('user_token'),
      datacenterUuid: mapping.scope.get('datacenter_uuid'),
    },
    '$inputs.namespace',
  );
  mapping.answer = { contract, operation: op };
  const criteria = successCriteria((step.expect ?? DEFAULT_EXPECT) as Record<string, unknown>, mapping);
  const outputs: Record<string, string> = {};
  for (const [name, spec] of Object.entries(step.save ?? {})) {
    const { path: from, optional } = typeof spec === 'string' ? { path: spec, optional: false } : spec;
    if (typeof spec !== 'string')
      for (const key of Object.keys(spec))
        if (!MAPPED_SAVE_KEYS.has(key)) mapping.problem(`save ${name}: ${key} has no Arazzo form in this export`);
    if (!/^[A-Za-z0-9._-]+$/.test(name)) {
      mapping.problem(`save: '${name}' is not a name an Arazzo output can have`);
      continue;
    }
    // Later steps refer to this step's outputs, never to copies of the values. A save that cannot be an output
    // is reported here, once; its later uses still name the output, in a workflow marked not runnable.
    mapping.scope.set(name, `$steps.${stepId}.outputs.${name}`);
    if (from === 'elapsed_ms') {
      mapping.problem(`save ${name}: elapsed_ms has no runtime expression`);
      continue;
    }
    if (optional) mapping.problem(`save ${name}: optional saves null when absent; an absent Arazzo output is not null`);
    const parts = pathParts(from, mapping);
    if (parts) outputs[name] = parts.length ? `$response.body#${pointerOf(parts)}` : '$response.body';
  }
  const unsupported = mapping.problems.slice(first);
  return {
    stepId,
    description: step.name ?? (step.call ? step.call : `control ${step.control ?? ''}`),
    operationId: op.operationId,
    parameters: Object.entries(request.headers).map(([name, value]) => ({ name, in: 'header', value })),
    requestBody: { contentType: 'application/json', payload: request.body },
    successCriteria: criteria,
    ...(Object.keys(outputs).length ? { outputs } : {}),
    ...(unsupported.length ? { 'x-storefront-unsupported': unsupported } : {}),
  };
}

const CONVENTIONS_NOTE = `Our request conventions are written out in every step: the header ${NAMESPACE_HEADER} from the input \
namespace (an isolated copy of the simulator's state), the token header the contract's security asks for from the \
token step's outputs, and datacenter_uuid in the body of every backend call once a step has saved one.`;

/**
 * One scenario or conformance sequence as an Arazzo document with one workflow. Everything the file says is either
 * in the workflow or listed in `x-storefront-not-runnable-because` (and in `problems`), never left out quietly.
 */
export function flowToArazzo(
  flow: FlowSpec,
  contract: Contract,
  options: { source: string; contractUrl: string; group: string },
): ExportedFlow {
  const mapping = new Mapping();
  const workflowId = idOf(path.basename(flow.file).replace(/\.ya?ml$/i, ''));
  const inputs: Record<string, InputSchema> = {
    namespace: {
      type: 'string',
      // The simulator takes namespaces of letters, digits, '-' and '_', at most 64.
      default: `arazzo-${options.group}-${workflowId}`.slice(0, 64),
      description: `${NAMESPACE_HEADER} of every call: the simulator's state for this run. Pass a new one to start from the seed again.`,
    },
  };
  for (const [name, value] of Object.entries(flow.variables)) {
    inputs[name] = { type: jsonType(value), default: value };
    mapping.scope.set(name, `$inputs.${name}`);
  }
  for (const key of Object.keys(flow))
    if (!MAPPED_FLOW_KEYS.has(key)) mapping.problem(`the file key ${key} has no Arazzo form in this export`);
  const steps: ArazzoStep[] = [];
  let simulatorOnly = false;
  for (const [index, raw] of flow.steps.entries()) {
    mapping.where = `step ${index + 1}${raw.name ? ` (${raw.name})` : ''}`;
    if (raw.for_each !== undefined) {
      mapping.problem('for_each repeats steps for each item of a saved list; Arazzo has no loops');
      continue;
    }
    const step = asControlStep(raw, mapping);
    const mapped = step && callStep(step, steps.length + 1, contract, mapping);
    if (mapped) steps.push(mapped);
    if (mapped && contract.operations.some((op) => op.operationId === mapped.operationId && isControl(op)))
      simulatorOnly = true;
  }
  for (const [name, schema] of mapping.inputs) inputs[name] = schema;
  const problems = [...mapping.problems];
  const requiredInputs = [...mapping.requiredInputs];
  const workflow = {
    workflowId,
    summary: flow.name,
    description: [flow.description?.trim(), CONVENTIONS_NOTE].filter(Boolean).join('\n\n'),
    'x-storefront-source': options.source,
    'x-storefront-runnable': problems.length === 0,
    'x-storefront-simulator-only': simulatorOnly,
    ...(problems.length ? { 'x-storefront-not-runnable-because': problems } : {}),
    inputs: { type: 'object', properties: inputs, ...(requiredInputs.length ? { required: requiredInputs } : {}) },
    steps,
  };
  return {
    workflowId,
    problems,
    requiredInputs,
    simulatorOnly,
    document: {
      arazzo: ARAZZO_VERSION,
      info: { title: flow.name, version: '1.0.0', description: `Exported from ${options.source}.` },
      sourceDescriptions: [{ name: SOURCE_NAME, type: 'openapi', url: options.contractUrl }],
      workflows: [workflow],
    },
  };
}
