import { show } from '../shared/format.js';
import { describeOutcome, type ApiResponse } from '../shared/http.js';
import type { Mismatch, ContractValidator } from '../shared/schema-check.js';
import { RANGE_RULES } from './behaviour/boundaries.js';
import type { PlannedCase } from './types.js';

/** Anything but a deliberate JSON answer is a finding, whatever the case expected. */
export function transportMismatch(response: ApiResponse): Mismatch | undefined {
  const rule = {
    'http-status': 'http-status',
    'not-json': 'not-json',
    timeout: 'timeout',
    'transport-error': 'transport',
  }[response.outcome as string];
  if (!rule) return undefined;
  return { path: '', rule, expected: 'an envelope with HTTP 200', got: describeOutcome(response) };
}

function statusMismatch(planned: PlannedCase, status: number): Mismatch | undefined {
  const expected =
    planned.expectStatus === 'declared'
      ? [...(planned.op.envelopeStatuses ?? [200]), ...planned.op.toleratedStatuses]
      : planned.expectStatus;
  if (status === 500 && !expected.includes(500)) {
    return {
      path: 'status',
      rule: 'server-error',
      expected: `status ${expected.join(' or ')}`,
      got: 'status 500 (server error)',
    };
  }
  if (expected.includes(status)) return undefined;
  if (planned.kind === 'negative' && status === 200) {
    return {
      path: 'status',
      rule: 'accepted-invalid',
      expected: 'status 400 (invalid input refused)',
      got: 'status 200 (the invalid input was accepted)',
    };
  }
  return { path: 'status', rule: 'status', expected: `status ${expected.join(' or ')}`, got: `status ${status}` };
}

/** On a 400 the contract promises data.errors naming each field; the case knows which field it broke. */
function namingMismatch(planned: PlannedCase, envelope: { status: number; data?: unknown }): Mismatch | undefined {
  if (!planned.namesField || envelope.status !== 400) return undefined;
  const errors = (envelope.data as { errors?: { field?: unknown }[] } | null | undefined)?.errors;
  const fields = Array.isArray(errors) ? errors.map((e) => e.field) : [];
  if (fields.includes(planned.namesField)) return undefined;
  return {
    path: 'data.errors',
    rule: 'names-field',
    expected: `an error naming field '${planned.namesField}'`,
    got: show(errors ?? null),
  };
}

/** A boundary case: the allowed edge value was refused by a range rule of its field. */
function refusedEdgeMismatch(planned: PlannedCase, envelope: { status: number; data?: unknown }): Mismatch | undefined {
  if (!planned.allowedField || envelope.status !== 400) return undefined;
  const errors = (envelope.data as { errors?: { field?: unknown; rule?: unknown }[] } | null | undefined)?.errors;
  const refusal = Array.isArray(errors)
    ? errors.find(
        (e) => e.field === planned.allowedField && (e.rule === undefined || RANGE_RULES.includes(String(e.rule))),
      )
    : undefined;
  if (!refusal) return undefined;
  return {
    path: planned.allowedField,
    rule: 'boundary-refused',
    expected: 'the allowed edge value taken (a status other than 400 for its range)',
    got: `status 400, ${show(refusal)}`,
  };
}

/** The answer's Content-Type must be the media type the contract declares (parameters such as charset aside). */
export function mediaMismatch(declared: string | undefined, response: ApiResponse): Mismatch | undefined {
  if (!declared || response.outcome !== 'answered') return undefined;
  const got = response.contentType?.split(';')[0]?.trim().toLowerCase();
  if (got === declared.toLowerCase()) return undefined;
  return {
    path: 'header content-type',
    rule: 'content-type',
    expected: declared,
    got: response.contentType ?? '(no Content-Type header)',
  };
}

/** A slower answer than the operation's budget: a finding, whatever the body says. */
export function budgetMismatch(budgetMs: number | undefined, response: ApiResponse): Mismatch | undefined {
  if (budgetMs === undefined || response.outcome === 'timeout' || response.elapsedMs <= budgetMs) return undefined;
  return {
    path: 'time',
    rule: 'time-budget',
    expected: `an answer within ${budgetMs} ms`,
    got: `${response.elapsedMs} ms`,
  };
}

/** Everything wrong with one answer to one planned case. */
export function checkCase(
  planned: PlannedCase,
  response: ApiResponse,
  validator: ContractValidator,
): { status?: number; mismatches: Mismatch[] } {
  const transport = transportMismatch(response);
  const slow = budgetMismatch(planned.timeBudgetMs, response);
  if (transport) return { mismatches: [transport, ...(slow ? [slow] : [])] };
  const mismatches = validator.check(planned.op, response.json);
  const media = mediaMismatch(planned.responseMedia, response);
  if (media) mismatches.push(media);
  if (slow) mismatches.push(slow);
  const envelope = response.json as { status?: unknown; data?: unknown };
  if (typeof envelope?.status !== 'number') return { mismatches };
  const status = envelope.status;
  const wrongStatus = statusMismatch(planned, status);
  if (wrongStatus) mismatches.push(wrongStatus);
  const naming = namingMismatch(planned, { status, data: envelope.data });
  if (naming) mismatches.push(naming);
  const refused = refusedEdgeMismatch(planned, { status, data: envelope.data });
  if (refused) mismatches.push(refused);
  return { status, mismatches };
}
