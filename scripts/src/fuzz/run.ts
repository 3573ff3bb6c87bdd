import { randomBytes } from 'node:crypto';
import {
  defaultContractPath,
  isControl,
  loadContract,
  matchesOnly,
  type Contract,
  type Operation,
} from '../shared/contract.js';
import { send } from '../shared/conventions.js';
import type { ApiResponse } from '../shared/http.js';
import { silentProgress, type Progress } from '../shared/progress.js';
import { ContractValidator } from '../shared/schema-check.js';
import { pool } from '../conformance/execute.js';
import { timeBudgetMs } from '../conformance/extensions.js';
import { anotherRegion } from '../conformance/regions.js';
import { UnreachableError } from '../conformance/run.js';
import { GUEST_TOKEN_OP, openSession, type Credentials } from '../conformance/session.js';
import { describeCase, type FuzzCase, type GenerateContext } from './cases.js';
import { apiCases } from './generate-api.js';
import { ROUTES, routeCases } from './generate-routes.js';
import { FAILURE_KINDS, Judge, type FailureKind } from './judge.js';
import { landingPath, sendCase, sentText, type FuzzTokens, type SendContext } from './send.js';
import { spawnSimulator, type SpawnedSimulator } from './spawn.js';

export interface FuzzOptions {
  /** The server to fuzz; without it a simulator is spawned for the run. */
  baseUrl?: string | undefined;
  /** Hostile requests per operation and per route. */
  budget: number;
  seed: number;
  /** Tags, operationIds or route names; empty means all. */
  only?: string[] | undefined;
  /** Fuzz the control API too (on by default with a spawned simulator, which opens it). */
  includeControl?: boolean | undefined;
  /** Fuzz the CDN, stand-in and unknown routes too (default true). */
  includeRoutes?: boolean | undefined;
  /** A slower answer is a failure (default: each operation's x-time-budget-ms, else the contract's). */
  slowMs?: number | undefined;
  timeoutMs?: number | undefined;
  concurrency?: number | undefined;
  /** The account whose user token the user cases carry (default: the simulator's first seeded account). */
  login?: Credentials | undefined;
  contractPath?: string | undefined;
  progress?: Progress | undefined;
}

export interface FailureExample {
  kind: FailureKind;
  detail: string;
  mutator: string;
  title: string;
  request: string;
  answer: string;
}

export interface TargetReport {
  target: string;
  type: 'operation' | 'route';
  sent: number;
  failures: Record<FailureKind, number>;
  /** Answers by HTTP status and envelope status ('200/400'), to see what the hostile requests met. */
  answers: Record<string, number>;
  maxMs: number;
  /** The first three of each kind of failure. */
  examples: FailureExample[];
}

export interface FuzzReport {
  baseUrl: string;
  seed: number;
  budget: number;
  namespace: string;
  startedAt: string;
  durationMs: number;
  targets: TargetReport[];
  totals: { sent: number; failed: number; failures: Record<FailureKind, number> };
  /** What the spawned simulator logged about errors (the causes of 500s). */
  serverErrors: string[];
  /** The spawned simulator ended during the run: how. */
  serverExit?: string;
  warnings: string[];
}

/** The simulator's first seeded account in dc-eu (the contract's login example). */
export const SEEDED_ACCOUNT: Credentials = { userName: '34600111222', password: 'Tile2026' };
export const DEFAULT_TIMEOUT_MS = 10_000;
const EXAMPLES_PER_KIND = 3;

const noFailures = (): Record<FailureKind, number> =>
  Object.fromEntries(FAILURE_KINDS.map((k) => [k, 0])) as Record<FailureKind, number>;

function describeAnswer(response: ApiResponse): string {
  const head =
    response.httpStatus !== undefined
      ? `HTTP ${response.httpStatus} ${response.contentType ?? ''} in ${response.elapsedMs} ms`
      : `${response.outcome} after ${response.elapsedMs} ms`;
  const body = response.json !== undefined ? JSON.stringify(response.json) : (response.text ?? '');
  return `${head}: ${body.length > 400 ? `${body.slice(0, 400)}…` : body}`;
}

/** Tokens the cases may carry, issued before the run: guest and user (the session), another region's, another namespace's. */
async function issueTokens(
  contract: Contract,
  baseUrl: string,
  namespace: string,
  controlNamespace: string,
  options: FuzzOptions,
  timeoutMs: number,
) {
  const validator = new ContractValidator(contract);
  const ctx = { baseUrl, session: {}, namespace, timeoutMs, validator };
  const opened = await openSession(contract, ctx, { login: options.login ?? SEEDED_ACCOUNT });
  const first = opened.cases[0]?.response;
  if (first?.outcome === 'transport-error')
    throw new UnreachableError(`cannot reach ${baseUrl}: ${first.text ?? 'connection failed'}`);
  const warnings: string[] = [];
  if (opened.problem)
    warnings.push(`No guest session: ${opened.problem}; cases meant to carry a guest token carry none.`);
  if (opened.signInProblem)
    warnings.push(`No user token: ${opened.signInProblem}; cases meant to carry a user token carry none.`);
  const session = opened.session;
  const otherDatacenter = await anotherRegion(contract, { ...ctx, session }, opened.cases);
  const tokenOp = contract.operations.find((op) => op.operationId === GUEST_TOKEN_OP);
  const guestIn = async (datacenter: string | undefined, ns: string) => {
    if (!tokenOp || !datacenter) return undefined;
    const { response } = await send(
      baseUrl,
      tokenOp,
      { body: { datacenter_uuid: datacenter }, auth: 'none' },
      {},
      { namespace: ns, timeoutMs },
    );
    const token = (response.json as { data?: { access_guest_token?: unknown } } | undefined)?.data?.access_guest_token;
    return typeof token === 'string' ? token : undefined;
  };
  const tokens: FuzzTokens = {
    guest: session.guestToken,
    user: session.userToken,
    otherRegion: await guestIn(otherDatacenter, namespace),
    otherNamespace: await guestIn(session.datacenterUuid, controlNamespace),
  };
  const generate: GenerateContext = { datacenterUuid: session.datacenterUuid, otherDatacenter };
  return { tokens, generate, warnings };
}

interface Target {
  name: string;
  type: 'operation' | 'route';
  op?: Operation;
  cases: () => FuzzCase[];
}

/** Sends `budget` hostile requests to every operation (and route) and reports what the server got wrong. */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const progress = options.progress ?? silentProgress;
  const contract = loadContract(options.contractPath ?? defaultContractPath());
  const judge = new Judge(contract);
  const only = options.only ?? [];
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let spawned: SpawnedSimulator | undefined;
  if (!options.baseUrl) spawned = await spawnSimulator();
  const baseUrl = options.baseUrl ?? (spawned as SpawnedSimulator).url;
  try {
    const includeControl = options.includeControl ?? Boolean(spawned);
    const namespace = `fuzz-${options.seed}-${randomBytes(3).toString('hex')}`;
    const controlNamespace = `${namespace}-control`;
    progress.update(0, 1, 'session', 'data centres and tokens');
    const issued = await issueTokens(contract, baseUrl, namespace, controlNamespace, options, timeoutMs);

    const ops = contract.operations.filter((op) => (includeControl || !isControl(op)) && matchesOnly(op, only));
    const targets: Target[] = ops.map((op) => ({
      name: op.operationId,
      type: 'operation',
      op,
      cases: () => apiCases(contract, op, options.budget, options.seed, issued.generate),
    }));
    if (options.includeRoutes ?? true) {
      for (const route of ROUTES.filter((r) => only.length === 0 || only.includes(r.name)))
        targets.push({ name: route.name, type: 'route', cases: () => routeCases(route, options.budget, options.seed) });
    }
    if (targets.length === 0)
      throw new Error(
        `--only ${only.join(',')} matches no operation or route${includeControl ? '' : ' (control needs --include-control)'}`,
      );

    const sendContext: SendContext = {
      baseUrl,
      namespace,
      controlNamespace,
      tokens: issued.tokens,
      timeoutMs,
      operations: new Map(contract.operations.map((op) => [op.operationId, op])),
    };
    const total = targets.length * options.budget;
    const reports: TargetReport[] = [];
    let done = 0;
    for (const target of targets) {
      if (spawned?.exited()) break;
      const slowMs = options.slowMs ?? timeBudgetMs(contract, target.op ?? ({ pointer: '#/none' } as Operation));
      const report: TargetReport = {
        target: target.name,
        type: target.type,
        sent: 0,
        failures: noFailures(),
        answers: {},
        maxMs: 0,
        examples: [],
      };
      // Generated per target and dropped after: the budget's huge bodies never all sit in memory at once.
      await pool(target.cases(), options.concurrency ?? 4, async (c) => {
        if (spawned?.exited()) return;
        const response = await sendCase(c, sendContext);
        done += 1;
        progress.update(done, total, target.name, c.kind);
        report.sent += 1;
        report.maxMs = Math.max(report.maxMs, response.elapsedMs);
        const envelope = (response.json as { status?: unknown } | undefined)?.status;
        const answer =
          response.httpStatus === undefined
            ? response.outcome
            : `${response.httpStatus}${typeof envelope === 'number' ? `/${envelope}` : ''}`;
        report.answers[answer] = (report.answers[answer] ?? 0) + 1;
        for (const verdict of judge.judge(landingPath(baseUrl, c.path), response, sentText(c), slowMs)) {
          report.failures[verdict.kind] += 1;
          if (report.examples.filter((e) => e.kind === verdict.kind).length < EXAMPLES_PER_KIND) {
            report.examples.push({
              kind: verdict.kind,
              detail: verdict.detail,
              mutator: c.kind,
              title: c.title,
              request: describeCase(c),
              answer: describeAnswer(response),
            });
          }
        }
      });
      reports.push(report);
    }
    progress.done();

    const failures = noFailures();
    for (const r of reports) for (const k of FAILURE_KINDS) failures[k] += r.failures[k];
    const serverExit = spawned?.exited();
    return {
      baseUrl,
      seed: options.seed,
      budget: options.budget,
      namespace,
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
      targets: reports,
      totals: {
        sent: reports.reduce((n, r) => n + r.sent, 0),
        failed: reports.filter((r) => FAILURE_KINDS.some((k) => r.failures[k] > 0)).length,
        failures,
      },
      serverErrors: spawned ? [...spawned.errorLines] : [],
      ...(serverExit ? { serverExit } : {}),
      warnings: issued.warnings,
    };
  } finally {
    progress.done();
    await spawned?.stop();
  }
}

/** Whether the run found anything (the CLI's exit 1). */
export function hasFailures(report: FuzzReport): boolean {
  return report.serverExit !== undefined || FAILURE_KINDS.some((k) => report.totals.failures[k] > 0);
}
