import { randomBytes } from 'node:crypto';
import { pointerGet, type Contract, type Operation } from '../../shared/contract.js';
import type { Advisory, CaseResult } from '../types.js';
import { callCase, skippedCase, tokenProblem, type BehaviourContext } from './call.js';

/**
 * Security advisories: forms the contract accepts but advises against, named on the operation by
 *
 *   x-security-advisory:
 *     - {rule: code-in-answer, says: '…'}
 *
 * Each rule the checker knows looks for its form; an advisory is reported on its own, never as a finding.
 * - code-in-answer: a success answer of the operation carries something that looks like the verification code
 *   (a field named like a code, holding 4 to 8 digits), in any case of the run;
 * - uid-without-credential: the operation's example sent without `credential`, with a made-up `uid` instead, is
 *   answered with success (the server took a social uid on the client's word).
 */
export interface AdvisoryRule {
  rule: string;
  says: string;
}

export function advisoryRules(contract: Contract, op: Operation): AdvisoryRule[] {
  const raw = (pointerGet(contract.document, op.pointer) as Record<string, unknown> | undefined)?.[
    'x-security-advisory'
  ];
  return Array.isArray(raw) ? (raw as AdvisoryRule[]).filter((r) => typeof r?.rule === 'string') : [];
}

/** Where an answer's data holds a code-like value under a code-like name (not an area or country code). */
export function codeInAnswer(data: unknown, at = 'data'): string | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  for (const [key, value] of Object.entries(data)) {
    const path = Array.isArray(data) ? `${at}[${key}]` : `${at}.${key}`;
    if (/code/i.test(key) && !/area|country|phone|post|zip|type/i.test(key) && /^\d{4,8}$/.test(String(value)))
      return path;
    const inner = codeInAnswer(value, path);
    if (inner) return inner;
  }
  return undefined;
}

type Checker = (
  op: Operation,
  rule: AdvisoryRule,
  cases: CaseResult[],
  ctx: BehaviourContext,
) => Promise<{ cases: CaseResult[]; advisories: Advisory[] }>;

const advisory = (op: Operation, rule: AdvisoryRule, did: string, c: CaseResult): Advisory => ({
  operationId: op.operationId,
  rule: rule.rule,
  message: `${did} ${rule.says}`,
  source: c.title,
  ...(c.request ? { request: c.request } : {}),
});

const CHECKERS: Record<string, Checker> = {
  'code-in-answer': async (op, rule, cases) => {
    for (const c of cases.filter((x) => x.operationId === op.operationId && x.status === 200)) {
      const at = codeInAnswer((c.response?.json as { data?: unknown } | undefined)?.data);
      if (at)
        return { cases: [], advisories: [advisory(op, rule, `The answer carries a verification code at ${at}.`, c)] };
    }
    return { cases: [], advisories: [] };
  },
  'uid-without-credential': async (op, rule, _cases, ctx) => {
    const title = 'security advisory: a bare uid, no provider credential';
    const problem = tokenProblem(op, ctx);
    if (problem) return { cases: [skippedCase(op, title, problem)], advisories: [] };
    const example = (op.requestExample ?? {}) as Record<string, unknown>;
    const body = {
      ...Object.fromEntries(Object.entries(example).filter(([k]) => k !== 'credential')),
      uid: `conformance-${randomBytes(6).toString('hex')}`,
    };
    // Any declared status is right for the contract; only a success is the advisory.
    const c = await callCase(op, body, title, ctx, 'declared');
    return {
      cases: [c],
      advisories:
        c.status === 200
          ? [advisory(op, rule, `A request with {user_type, uid} and no credential was answered with success.`, c)]
          : [],
    };
  },
};

export async function runAdvisoryChecks(
  ops: Operation[],
  cases: CaseResult[],
  ctx: BehaviourContext,
): Promise<{ cases: CaseResult[]; advisories: Advisory[]; warnings: string[] }> {
  const out = { cases: [] as CaseResult[], advisories: [] as Advisory[], warnings: [] as string[] };
  for (const op of ops) {
    for (const rule of advisoryRules(ctx.contract, op)) {
      const check = CHECKERS[rule.rule];
      if (!check) {
        out.warnings.push(
          `${op.operationId} names security advisory '${rule.rule}', which the checker does not know (it knows ${Object.keys(CHECKERS).join(', ')}).`,
        );
        continue;
      }
      const result = await check(op, rule, cases, ctx);
      out.cases.push(...result.cases);
      out.advisories.push(...result.advisories);
    }
  }
  return out;
}
