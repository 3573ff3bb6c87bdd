import type { Operation } from '../shared/contract.js';
import type { RequestPlan, SentRequest, Session } from '../shared/conventions.js';
import type { ApiResponse } from '../shared/http.js';
import type { Mismatch } from '../shared/schema-check.js';
import type { FlowResult } from '../shared/steps/engine.js';

export type CaseKind = 'positive' | 'negative' | 'auth';

/** One request the checker will send, and what the contract says must come back. */
export interface PlannedCase {
  op: Operation;
  kind: CaseKind;
  title: string;
  plan: RequestPlan;
  /** Tokens to use instead of the checker's session (auth cases). */
  session?: Session;
  /** The envelope statuses that are right; 'declared' means any of the operation's x-envelope-statuses. */
  expectStatus: number[] | 'declared';
  /** On a 400, data.errors must name this field (dotted, as the contract says: items.0.item_id). */
  namesField?: string;
  /** The body sets this field to an allowed edge of its range: a 400 naming it by a range rule is a finding. */
  allowedField?: string;
  namespace?: string;
  /** Why the case cannot run (e.g. no user token); it is reported as skipped. */
  skip?: string;
  /** The media type the answer's Content-Type must carry (the contract's 200 content). */
  responseMedia?: string;
  /** An answer slower than this is a finding (x-time-budget-ms, or --time-budget). */
  timeBudgetMs?: number;
}

export interface CaseResult {
  operationId: string;
  kind: CaseKind;
  title: string;
  request?: SentRequest;
  response?: ApiResponse;
  /** The envelope status answered, when there was an envelope. */
  status?: number;
  mismatches: Mismatch[];
  skipped?: string;
}

/** Something the server got wrong: which operation, from which case or sequence step, where, expected versus got. */
export interface Finding extends Mismatch {
  operationId: string;
  source: string;
  request?: SentRequest;
}

export interface StatusCoverage {
  operationId: string;
  declared: number[] | undefined;
  seen: Record<string, number>;
  neverSeen: number[];
  undeclared: number[];
  /** The operation's x-conformance-note: why its example needs state (so why a status may go unseen). */
  note?: string;
}

export interface ConformanceReport {
  baseUrl: string;
  contract: string;
  startedAt: string;
  durationMs: number;
  operations: { operationId: string; tags: string[]; cases: CaseResult[] }[];
  sequences: FlowResult[];
  coverage: StatusCoverage[];
  findings: Finding[];
  warnings: string[];
  /** Why `--login` gave no user token, when it was given and did not. */
  signInProblem?: string;
  /**
   * Where the server takes a form the contract accepts but advises against (its `x-security-advisory`): its own
   * section of every report, a failure only with --advisories-fail.
   */
  advisories: Advisory[];
  /** Every operation's answer times in this run, slowest first: the reports' "slowest operations" table. */
  timings: OperationTiming[];
}

/** A security recommendation of the contract that the server does not follow. */
export interface Advisory {
  operationId: string;
  /** A short stable name, e.g. 'code-in-answer', 'uid-without-credential'. */
  rule: string;
  /** What the server did and what the contract recommends instead, one sentence each. */
  message: string;
  /** The case or sequence step that showed it. */
  source: string;
  request?: SentRequest;
}

export interface OperationTiming {
  operationId: string;
  calls: number;
  medianMs: number;
  maxMs: number;
  /** The operation's budget (x-time-budget-ms, the contract's default, or --time-budget). */
  budgetMs: number;
}
