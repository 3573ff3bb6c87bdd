import { checkCase } from '../conformance/check.js';
import { advisoryRules, codeInAnswer } from '../conformance/behaviour/advisories.js';
import { responseMedia, timeBudgetMs } from '../conformance/extensions.js';
import type { Contract, Operation } from '../shared/contract.js';
import type { ApiResponse } from '../shared/http.js';
import type { ContractValidator, Mismatch } from '../shared/schema-check.js';

/** A security recommendation of the contract that one exchange did not follow (never a finding). */
export interface ExchangeAdvisory {
  rule: string;
  message: string;
}

export interface ExchangeCheck {
  mismatches: Mismatch[];
  advisories: ExchangeAdvisory[];
}

/** A file part of a multipart upload, as the app sent it. */
export interface UploadedFile {
  part: string;
  /** The file name and type the part declared (a server does not trust them; a replay sends them again). */
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * What the app sent: a parsed JSON body, a body that is not JSON, or a multipart upload read into its text fields
 * and its files (`unreadable` when the form could not be parsed).
 */
export type SentBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'multipart'; fields: Record<string, string>; files: UploadedFile[]; unreadable?: string };

/** The request as the contract takes it: a JSON body must be JSON and valid by the operation's request schema. */
function requestMismatches(validator: ContractValidator, op: Operation, body: SentBody): Mismatch[] {
  if (op.bodyType === 'multipart') return [];
  if (body.kind !== 'json') {
    return [
      {
        path: '(request body)',
        rule: 'request not-json',
        expected: 'a JSON body',
        got: body.kind === 'text' ? `${body.text.length} characters of text` : 'a multipart body',
      },
    ];
  }
  return validator
    .checkRequest(op, body.value)
    .map((m) => ({ ...m, path: m.path || '(request body)', rule: `request ${m.rule}` }));
}

/**
 * The advisories the conformance checker knows, read from one exchange instead of provoked: a verification code in
 * a success answer (code-in-answer), a social uid taken without a provider credential (uid-without-credential).
 */
function advisoriesOf(contract: Contract, op: Operation, body: SentBody, response: ApiResponse): ExchangeAdvisory[] {
  const envelope = response.json as { status?: unknown; data?: unknown } | undefined;
  if (response.outcome !== 'answered' || envelope?.status !== 200) return [];
  const sent =
    body.kind === 'json' && body.value !== null && typeof body.value === 'object'
      ? (body.value as Record<string, unknown>)
      : {};
  const out: ExchangeAdvisory[] = [];
  for (const { rule, says } of advisoryRules(contract, op)) {
    if (rule === 'code-in-answer') {
      const at = codeInAnswer(envelope.data);
      if (at) out.push({ rule, message: `The answer carries a verification code at ${at}. ${says}` });
    } else if (rule === 'uid-without-credential' && sent.uid !== undefined && !sent.credential) {
      out.push({ rule, message: `A request with a uid and no credential was answered with success. ${says}` });
    }
  }
  return out;
}

/**
 * Everything the contract says about one exchange the app made: its request body, then its answer exactly as the
 * conformance checker judges a case (envelope, schema by status, declared status, Content-Type, time budget).
 */
export function checkExchange(
  contract: Contract,
  validator: ContractValidator,
  op: Operation,
  body: SentBody,
  response: ApiResponse,
): ExchangeCheck {
  const planned = {
    op,
    kind: 'positive' as const,
    title: 'app exchange',
    plan: { body: body.kind === 'json' ? body.value : undefined },
    expectStatus: 'declared' as const,
    responseMedia: responseMedia(contract, op),
    timeBudgetMs: timeBudgetMs(contract, op),
  };
  const answer = checkCase(planned, response, validator);
  return {
    mismatches: [...requestMismatches(validator, op, body), ...answer.mismatches],
    advisories: advisoriesOf(contract, op, body, response),
  };
}
