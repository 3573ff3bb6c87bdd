import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Contract, Operation } from '../shared/contract.js';
import { matchesOnly } from '../shared/contract.js';
import type { Progress } from '../shared/progress.js';
import type { ContractValidator } from '../shared/schema-check.js';
import type { CodeProvider, CredentialProvider } from '../shared/steps/code.js';
import { preflight, runFlow, skippedFlow, type FlowResult } from '../shared/steps/engine.js';
import { loadFlow, type FlowSpec } from '../shared/steps/spec.js';
import { collectYamlFiles } from '../shared/yaml.js';
import { idFields, type ResolvedIds } from './ids.js';

type IdVariables = ReturnType<ResolvedIds['variables']>;
import type { Finding } from './types.js';

export interface SequenceContext {
  contract: Contract;
  validator: ContractValidator;
  baseUrl: string;
  namespace: string;
  timeoutMs: number;
  includeControl: boolean;
  only: string[];
  /** Only the sequence files of these names (without .yaml), when given. */
  names?: string[] | undefined;
  codeProvider?: CodeProvider | undefined;
  credentialProvider?: CredentialProvider | undefined;
  /** --include-limits: run the sequences that probe rate limits and lock-outs (`needs: [limits]`). */
  includeLimits?: boolean | undefined;
  /** false: every sequence in `namespace` itself (one state, as a real server); else `namespace-seqN` each. */
  namespacePerSequence?: boolean | undefined;
  /** The run's real ids (x-id-from), offered to every sequence as `${ids.<field name>}`. */
  ids?: ResolvedIds | undefined;
  /** The operations whose x-id-from declarations name the `ids` variables (the contract's, control aside). */
  callable?: readonly Operation[] | undefined;
  progress: Progress;
}

/** The `${ids.NAME}` a sequence uses. */
export function idsUsed(flow: FlowSpec): string[] {
  return [
    ...new Set(
      [...JSON.stringify(flow.steps).matchAll(/\$\{ids(?:_text)?\.([A-Za-z0-9_]+)/g)].map((m) => m[1] as string),
    ),
  ];
}

/** Why a sequence cannot run here, if it cannot; `notApplicable` when it cannot apply to this kind of server at all. */
interface Skip {
  reason: string;
  notApplicable?: boolean;
}

/** Why a sequence does not apply to a server without the simulator's control API (or with limits left out). */
function notApplicableReason(
  ops: ReturnType<typeof preflight>,
  flow: FlowSpec,
  ctx: SequenceContext,
): string | undefined {
  if (ops.usesClock && !ctx.includeControl)
    return "moves the simulator's clock, which a real server does not have (runs with --include-control against the simulator)";
  if (ops.usesControl && !ctx.includeControl)
    return "drives the simulator's control API, which a real server does not have (runs with --include-control against the simulator)";
  if (flow.needs.includes('limits') && !ctx.includeLimits) {
    return "probes rate limits or lock-outs: pass --include-limits (their windows then refuse this address's next runs for up to 15 minutes)";
  }
  return undefined;
}

function skipFor(
  ops: ReturnType<typeof preflight>,
  flow: FlowSpec,
  vars: IdVariables,
  ctx: SequenceContext,
): Skip | undefined {
  const notApplicable = notApplicableReason(ops, flow, ctx);
  if (notApplicable) return { reason: notApplicable, notApplicable: true };
  const reason = skipReason(ops, flow, vars, ctx);
  return reason ? { reason } : undefined;
}

/** Why a sequence that applies here cannot run, if it cannot (something the tester can give is missing). */
function skipReason(
  ops: ReturnType<typeof preflight>,
  flow: FlowSpec,
  vars: IdVariables,
  ctx: SequenceContext,
): string | undefined {
  if (ops.unknown.length > 0) return `uses ${ops.unknown.join(', ')}, not in the contract yet`;
  // A sequence whose ids no source gave is not run: sending the seed's ids instead would be a false finding.
  const missing = 'ids' in flow.variables ? [] : idsUsed(flow).filter((name) => !(name in vars.ids));
  if (missing.length > 0) {
    return `needs ${missing.map((n) => `ids.${n}`).join(', ')}: ${missing.map((n) => ctx.ids?.problemFor(n, ctx.callable ?? ctx.contract.operations) ?? `no x-id-from field is named ${n}`).join('; ')}`;
  }
  if (ops.needsCode && !ctx.codeProvider && !ctx.includeControl) {
    return 'needs a verification code: pass --code-command "cmd" or --code 123456 (or --include-control to read it from the simulator)';
  }
  if (ops.needsCredential && !ctx.credentialProvider && !ctx.includeControl) {
    return 'needs social sign-in credentials: pass --credential-command "cmd" (or --include-control to take them from the simulator)';
  }
  if (ctx.only.length > 0) {
    const selected = ops.operationIds.some((id) => {
      const op = ctx.contract.operations.find((o) => o.operationId === id);
      return op ? matchesOnly(op, ctx.only) : false;
    });
    if (!selected) return 'none of its operations is selected by --only';
  }
  return undefined;
}

/**
 * The sequences that probe limits (`needs: [limits]`) after all others: they fill windows a server keeps per client
 * address (guest tokens a minute, failed logins and code checks), which would refuse the rest of the run.
 */
function limitProbesLast(files: string[]): string[] {
  const probesLimits = (file: string) => {
    try {
      return loadFlow(file).needs.includes('limits');
    } catch {
      return false; // reported when it is run
    }
  };
  return [...files.filter((f) => !probesLimits(f)), ...files.filter(probesLimits)];
}

/** Runs the stateful sequences (openapi/sequences/*.yaml), each in its own namespace. */
export async function runSequences(
  dir: string,
  ctx: SequenceContext,
): Promise<{ results: FlowResult[]; findings: Finding[] }> {
  const results: FlowResult[] = [];
  const findings: Finding[] = [];
  if (!existsSync(dir)) return { results, findings };
  const files = limitProbesLast(
    collectYamlFiles([dir]).filter(
      (file) => !ctx.names || ctx.names.includes(path.basename(file).replace(/\.ya?ml$/, '')),
    ),
  );
  for (const [i, file] of files.entries()) {
    const label = path.basename(file);
    ctx.progress.update(i, files.length, `sequence ${label}`);
    let flow;
    try {
      flow = loadFlow(file);
    } catch (error) {
      findings.push({
        operationId: '-',
        source: `sequence file ${label}`,
        path: '',
        rule: 'sequence-file',
        expected: 'a readable sequence',
        got: (error as Error).message,
      });
      continue;
    }
    const pre = preflight(flow, ctx.contract);
    // The ids this sequence's operations take (x-id-from), resolved now if the cases did not need them.
    const used = idsUsed(flow);
    if (ctx.ids && used.length > 0)
      await ctx.ids.resolveFor(
        (ctx.callable ?? ctx.contract.operations).filter((op) =>
          idFields(ctx.contract, op).some((f) => used.includes(f.name)),
        ),
      );
    const idVars: IdVariables = ctx.ids?.variables(ctx.callable ?? ctx.contract.operations) ?? {
      ids: {},
      ids_text: {},
    };
    const skip = skipFor(pre, flow, idVars, ctx);
    // ${ids.product_id}, ${ids_text.product_id[0]}: the run's resolved ids, unless the file sets its own `ids`.
    if (!('ids' in flow.variables)) flow = { ...flow, variables: { ...flow.variables, ...idVars } };
    const result = skip
      ? skippedFlow(flow, skip.reason, skip.notApplicable)
      : await runFlow(flow, {
          baseUrl: ctx.baseUrl,
          contract: ctx.contract,
          validator: ctx.validator,
          namespace: ctx.namespacePerSequence === false ? ctx.namespace : `${ctx.namespace}-seq${i + 1}`,
          timeoutMs: ctx.timeoutMs,
          codeProvider: ctx.codeProvider,
          // Against the simulator, with its control API allowed, codes can be read from it.
          codeFromControl: ctx.includeControl,
          credentialProvider: ctx.credentialProvider,
          credentialFromControl: ctx.includeControl,
        });
    results.push(result);
    for (const step of result.steps.filter((s) => s.status === 'failed')) {
      const source = `sequence "${flow.name}" step ${step.index} (${step.name})`;
      const base = { operationId: step.operationId ?? '-', source, ...(step.request ? { request: step.request } : {}) };
      if (step.failures.length === 0)
        findings.push({ ...base, path: '', rule: 'step', expected: 'the step to run', got: step.note ?? 'failed' });
      // The step engine marks schema failures 'contract type' (scenarios tell them from their own expectations);
      // here they are the same failure as a case's 'type', so they get its name and group with it.
      for (const failure of step.failures)
        findings.push({ ...base, ...failure, rule: failure.rule.replace(/^contract /, '') });
    }
  }
  ctx.progress.update(files.length, files.length, 'sequences');
  return { results, findings };
}
