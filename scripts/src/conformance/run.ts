import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { defaultContractPath, isControl, loadContract, matchesOnly, type Contract } from '../shared/contract.js';
import { silentProgress, type Progress } from '../shared/progress.js';
import { ContractValidator } from '../shared/schema-check.js';
import type { CodeProvider, CredentialProvider } from '../shared/steps/code.js';
import { operationTimings, runBehaviourChecks } from './behaviour/index.js';
import { cleanUp } from './cleanup.js';
import { observations, statusCoverage } from './coverage.js';
import { executeCase, pool, type ExecuteContext } from './execute.js';
import { resolveIds } from './ids.js';
import { runListChecks } from './lists.js';
import { runReadBacks } from './read-back.js';
import { anotherRegion } from './regions.js';
import { planOperation } from './plan.js';
import { runSequences } from './sequences.js';
import { openSession, type Credentials } from './session.js';
import type { CaseResult, ConformanceReport, Finding, PlannedCase } from './types.js';

export interface ConformanceOptions {
  baseUrl: string;
  /** The bundled contract (openapi/dist/openapi.json) unless given. */
  contractPath?: string | undefined;
  /** openapi/sequences unless given. */
  sequencesDir?: string | undefined;
  /** Only these sequence files (names without .yaml); all of them unless given. */
  sequenceNames?: string[] | undefined;
  /** The contract and its compiled validator, shared by many runs in one process (the mutation suite). */
  prepared?: PreparedContract | undefined;
  includeControl?: boolean | undefined;
  /** Tags or operationIds; empty means all. */
  only?: string[] | undefined;
  timeoutMs?: number | undefined;
  /** --time-budget: the slowest answer that is not a finding, for every operation (else each one's x-time-budget-ms). */
  timeBudgetMs?: number | undefined;
  concurrency?: number | undefined;
  /** X-Sim-Namespace of the run (a real backend ignores it); a fresh one by default. */
  namespace?: string | undefined;
  userToken?: string | undefined;
  /** Sign in as this account (`--login user_name:password`) for the user-only operations, unless userToken is given. */
  login?: Credentials | undefined;
  datacenter?: string | undefined;
  codeProvider?: CodeProvider | undefined;
  /** --credential-command: social sign-in credentials for the sequences, from the tester's provider tool. */
  credentialProvider?: CredentialProvider | undefined;
  /** --include-limits: also the sequences that probe rate limits and lock-outs. */
  includeLimits?: boolean | undefined;
  /**
   * false: every sequence in the run's own namespace, as a real server (which ignores X-Sim-Namespace) keeps one
   * state for everything; by default each sequence gets its own, so none can disturb another.
   */
  namespacePerSequence?: boolean | undefined;
  progress?: Progress | undefined;
}

export interface PreparedContract {
  contractPath: string;
  contract: Contract;
  validator: ContractValidator;
}

/** Loads the contract once; compiling its schemas is most of the time of a short run, so many runs may share it. */
export function prepareContract(contractPath = defaultContractPath()): PreparedContract {
  const contract = loadContract(contractPath);
  return { contractPath, contract, validator: new ContractValidator(contract) };
}

/** The server did not answer the first call at all: the CLI prints one line and exits 2. */
export class UnreachableError extends Error {}

export const DEFAULT_TIMEOUT_MS = 10_000;

export function defaultSequencesDir(): string {
  // openapi/dist/openapi.json -> openapi/sequences: the sequences live next to the contract.
  return path.resolve(path.dirname(defaultContractPath()), '..', 'sequences');
}

/** Checks one server against the contract and returns everything it found. */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const started = Date.now();
  const progress = options.progress ?? silentProgress;
  const { contractPath, contract, validator } =
    options.prepared ?? prepareContract(options.contractPath ?? defaultContractPath());
  const only = options.only ?? [];
  const includeControl = options.includeControl ?? false;
  const namespace = options.namespace ?? `conformance-${randomBytes(4).toString('hex')}`;
  const ops = contract.operations.filter((op) => (includeControl || !isControl(op)) && matchesOnly(op, only));
  if (only.length > 0 && ops.length === 0)
    throw new Error(
      `--only ${only.join(',')} matches no tag or operationId${includeControl ? '' : ' (control needs --include-control)'}`,
    );
  const ctx: ExecuteContext = {
    baseUrl: options.baseUrl,
    session: {},
    namespace,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    validator,
  };

  progress.update(0, 1, 'session', 'data centres and guest token');
  const opened = await openSession(contract, ctx, {
    datacenter: options.datacenter,
    userToken: options.userToken,
    login: options.login,
  });
  ctx.session = opened.session;
  // No connection at all is not a finding per operation: it is one wrong --base-url (or a server that is down).
  const first = opened.cases[0]?.response;
  if (first?.outcome === 'transport-error')
    throw new UnreachableError(`cannot reach ${options.baseUrl}: ${first.text ?? 'connection failed'}`);
  const warnings: string[] = [];
  if (opened.problem) warnings.push(`No guest session: ${opened.problem}. Cases that need a token are skipped.`);
  if (opened.signInProblem)
    warnings.push(`Could not sign in: ${opened.signInProblem}. Cases of user-only operations are skipped.`);

  const otherDatacenter = await anotherRegion(contract, ctx, opened.cases);
  // Real ids from the server's own answers (x-id-from), each source called once per run: for the selected
  // operations now, for a sequence's when it needs them; so examples and sequences do not assume the seed.
  progress.update(0, 1, 'ids', 'ids from the server (x-id-from)');
  const callable = contract.operations.filter((op) => includeControl || !isControl(op));
  const { ids, cases: idCases } = await resolveIds(contract, ops, ctx);
  ctx.ids = ids;
  const planned: PlannedCase[] = ops.flatMap((op) =>
    // Control calls (reset, clock, faults) get a namespace of their own so they cannot disturb the other cases.
    planOperation(op, {
      contract,
      validator,
      session: opened.session,
      ...(opened.problem ? { sessionProblem: opened.problem } : {}),
      ...(opened.signInProblem ? { signInProblem: opened.signInProblem } : {}),
      namespace,
      ...(options.timeBudgetMs !== undefined ? { timeBudgetMs: options.timeBudgetMs } : {}),
      ...(otherDatacenter ? { otherDatacenter } : {}),
      ids,
    }).map((c) => (isControl(op) ? { ...c, namespace: `${namespace}-control` } : c)),
  );
  let done = 0;
  const results = await pool(planned, options.concurrency ?? 4, async (item) => {
    const result = await executeCase(item, ctx);
    done += 1;
    progress.update(done, planned.length, item.op.operationId, item.title);
    return result;
  });
  // Requests that reach the data: page 2, past the end, a search for nothing, on every list the contract has.
  const listResults = await runListChecks(contract, ops, ctx, options.timeBudgetMs);
  // Writes the contract marks with x-reads-back: write, read back, compare.
  listResults.push(...(await runReadBacks(contract, ops, ctx)));
  const selected = new Set(ops.map((op) => op.operationId));
  // Defaults, unguessable ids, advisories, and the numbers shared rules compute (behaviour/).
  const behaviour = await runBehaviourChecks(ops, [...idCases, ...results, ...listResults], {
    ...ctx,
    contract,
    timeBudgetOverride: options.timeBudgetMs,
  });
  // What the id sources, the cases and the behaviour checks made on the test account is removed again, so the next
  // run starts from the same account.
  const cleaned = await cleanUp(contract, ctx, [...idCases, ...results, ...listResults, ...behaviour.cases]);
  listResults.push(
    ...behaviour.cases.filter((c) => selected.has(c.operationId)),
    ...cleaned.filter((c) => selected.has(c.operationId)),
  );
  warnings.push(...behaviour.warnings);

  const sequences = await runSequences(options.sequencesDir ?? defaultSequencesDir(), {
    contract,
    validator,
    baseUrl: options.baseUrl,
    namespace,
    timeoutMs: ctx.timeoutMs,
    includeControl,
    only,
    names: options.sequenceNames,
    codeProvider: options.codeProvider,
    credentialProvider: options.credentialProvider,
    includeLimits: options.includeLimits,
    namespacePerSequence: options.namespacePerSequence,
    ids,
    callable,
    progress,
  });
  progress.done();
  // After the sequences: a sequence may have called an id source the cases did not need.
  const cases: CaseResult[] = [
    ...[...opened.cases, ...idCases].filter((c) => selected.has(c.operationId)),
    ...results,
    ...listResults,
  ];

  const { coverage, findings: statusFindings } = statusCoverage(ops, observations(cases, sequences.results));
  for (const op of ops)
    if (!op.envelopeStatuses)
      warnings.push(`${op.operationId} lists no x-envelope-statuses, so its status coverage cannot be judged.`);

  // A status the operation does not declare is one finding (undeclared-status), not one more per case that got it.
  const undeclared = new Map(coverage.map((c) => [c.operationId, new Set(c.undeclared)]));
  const sameStatusError = (c: CaseResult, rule: string) =>
    rule === 'status' && c.status !== undefined && undeclared.get(c.operationId)?.has(c.status) === true;
  const caseFindings: Finding[] = cases.flatMap((c) =>
    c.mismatches
      .filter((m) => !sameStatusError(c, m.rule))
      .map((m) => ({
        operationId: c.operationId,
        source: c.title,
        ...(c.request ? { request: c.request } : {}),
        ...m,
      })),
  );
  return {
    baseUrl: options.baseUrl,
    contract: contractPath,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    operations: ops.map((op) => ({
      operationId: op.operationId,
      tags: op.tags,
      cases: cases.filter((c) => c.operationId === op.operationId),
    })),
    sequences: sequences.results,
    coverage,
    findings: [...caseFindings, ...sequences.findings, ...statusFindings],
    warnings,
    ...(opened.signInProblem ? { signInProblem: opened.signInProblem } : {}),
    advisories: behaviour.advisories,
    timings: operationTimings(contract, cases, sequences.results, options.timeBudgetMs),
  };
}
