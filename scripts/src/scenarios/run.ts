import { randomBytes } from 'node:crypto';
import type { Contract } from '../shared/contract.js';
import type { ContractValidator } from '../shared/schema-check.js';
import type { CodeProvider } from '../shared/steps/code.js';
import { preflight, runFlow, type FlowResult, type StepResult } from '../shared/steps/engine.js';
import { loadFlow, type FlowSpec } from '../shared/steps/spec.js';

export interface ScenarioRunOptions {
  baseUrl: string;
  contract: Contract;
  validator: ContractValidator;
  timeoutMs: number;
  codeProvider?: CodeProvider | undefined;
  onStart?: ((flow: { name: string; file: string }) => void) | undefined;
  onStep?: ((step: StepResult) => void) | undefined;
  onEnd?: ((result: FlowResult) => void) | undefined;
}

/** A namespace nobody else uses, so each scenario starts from the seed and never sees another's state. */
export function scenarioNamespace(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `qa-${slug || 'scenario'}-${randomBytes(4).toString('hex')}`;
}

function failedBeforeRunning(file: string, name: string, note: string): FlowResult {
  return {
    name,
    file,
    status: 'failed',
    steps: [{ index: '0', name: 'load', status: 'failed', failures: [], note }],
    durationMs: 0,
  };
}

/** Runs scenario files one after another; a file that cannot be read or names no such operation fails. */
export async function runScenarios(files: string[], options: ScenarioRunOptions): Promise<FlowResult[]> {
  const results: FlowResult[] = [];
  for (const file of files) {
    let flow: FlowSpec;
    try {
      flow = loadFlow(file);
    } catch (error) {
      const result = failedBeforeRunning(file, file, (error as Error).message);
      options.onStart?.({ name: file, file });
      options.onStep?.(result.steps[0] as StepResult);
      options.onEnd?.(result);
      results.push(result);
      continue;
    }
    options.onStart?.(flow);
    const check = preflight(flow, options.contract);
    // Unlike conformance sequences, an unknown operation in a QA scenario is a typo to fix, not a future call.
    const problem = check.unknown.length
      ? `no operation ${check.unknown.join(', ')} in the contract`
      : check.needsCode && !options.codeProvider
        ? 'needs a verification code: pass --code-command "cmd" or --code 123456'
        : undefined;
    const result = problem
      ? failedBeforeRunning(file, flow.name, problem)
      : await runFlow(flow, {
          baseUrl: options.baseUrl,
          contract: options.contract,
          validator: options.validator,
          namespace: scenarioNamespace(flow.name),
          timeoutMs: options.timeoutMs,
          codeProvider: options.codeProvider,
          onStep: options.onStep,
        });
    if (problem) options.onStep?.(result.steps[0] as StepResult);
    options.onEnd?.(result);
    results.push(result);
  }
  return results;
}
