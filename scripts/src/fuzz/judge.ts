import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { Contract } from '../shared/contract.js';
import type { ApiResponse } from '../shared/http.js';
import { checkEnvelopeShape } from '../shared/schema-check.js';

/** What can be wrong with one answer to a hostile request. */
export type FailureKind = '5xx' | 'envelope' | 'leak' | 'slow' | 'no-answer' | 'cached-error';
export const FAILURE_KINDS: readonly FailureKind[] = ['5xx', 'envelope', 'leak', 'slow', 'no-answer', 'cached-error'];

export interface Verdict {
  kind: FailureKind;
  detail: string;
}

/**
 * What betrays the server's insides: a stack frame, its folders, its packages. Hostile inputs never contain
 * these, and a match the request itself carried (an echoed value) is not counted.
 */
const LEAKS: { name: string; pattern: RegExp }[] = [
  { name: 'stack frame', pattern: /at .+\(.*:\d+:\d+\)/ },
  { name: 'stack frame', pattern: /\n\s+at [\w.<>$]+ \(?(?:file:|node:|\/)/ },
  { name: 'server path', pattern: /\/work\// },
  { name: 'server path', pattern: /node_modules/ },
  { name: 'server path', pattern: /file:\/\/\// },
  { name: 'error class', pattern: /\b(?:TypeError|RangeError|ReferenceError|SyntaxError): / },
];

/** API paths answer envelopes: the contract's paths and the control API, as the simulator routes them. */
export function isApiPath(path: string): boolean {
  return path.startsWith('/api/') || path.startsWith('/control/');
}

/** Judges answers against the contract's error envelope (compiled once per run). */
export class Judge {
  private readonly errorEnvelope: ValidateFunction;

  constructor(contract: Contract) {
    const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
    ajv.addSchema(contract.document, 'contract');
    this.errorEnvelope = ajv.compile({ $ref: 'contract#/components/schemas/ErrorEnvelope' });
  }

  /** Every failure of one answer; `sent` is the request as text (URL and body) so echoes are not leaks. */
  judge(path: string, response: ApiResponse, sent: string, slowMs: number): Verdict[] {
    const out: Verdict[] = [];
    if (response.elapsedMs > slowMs && response.outcome !== 'timeout')
      out.push({ kind: 'slow', detail: `${response.elapsedMs} ms (bound ${slowMs} ms)` });
    if (response.outcome === 'timeout' || response.outcome === 'transport-error') {
      out.push({ kind: 'no-answer', detail: response.text ?? response.outcome });
      return out;
    }
    const http = response.httpStatus ?? 0;
    const json = response.json as { status?: unknown; msg?: unknown; data?: unknown } | undefined;
    const envelopeStatus = typeof json?.status === 'number' ? json.status : undefined;
    if (http >= 500) out.push({ kind: '5xx', detail: `HTTP ${http}` });
    else if (isApiPath(path) && envelopeStatus !== undefined && envelopeStatus >= 500)
      out.push({ kind: '5xx', detail: `envelope status ${envelopeStatus}: ${String(json?.msg)}` });
    const body = response.json !== undefined ? JSON.stringify(response.json) : (response.text ?? '');
    for (const leak of LEAKS) {
      const match = leak.pattern.exec(body);
      if (match && !sent.includes(match[0])) {
        out.push({
          kind: 'leak',
          detail: `${leak.name}: ${JSON.stringify(body.slice(Math.max(0, match.index - 40), match.index + 80))}`,
        });
        break;
      }
    }
    const envelope = isApiPath(path) ? this.envelopeProblem(response) : this.routeProblem(response);
    if (envelope) out.push({ kind: 'envelope', detail: envelope });
    if (http >= 400 && /max-age=[1-9]|immutable|s-maxage=[1-9]/.test(response.cacheControl ?? '')) {
      out.push({ kind: 'cached-error', detail: `HTTP ${http} with Cache-Control: ${response.cacheControl}` });
    }
    return out;
  }

  /** An API answer is an envelope; an error one is the contract's ErrorEnvelope (a refusal before the contract, by HTTP status, at least its shape). */
  private envelopeProblem(response: ApiResponse): string | undefined {
    const http = response.httpStatus ?? 0;
    if (response.json === undefined)
      return `HTTP ${http}, ${response.contentType ?? 'no Content-Type'}, not JSON: ${JSON.stringify((response.text ?? '').slice(0, 120))}`;
    const shape = checkEnvelopeShape(response.json);
    if (shape.length > 0)
      return `HTTP ${http}, not an envelope: ${shape.map((m) => `${m.path || 'body'} ${m.expected}`).join('; ')}`;
    const status = (response.json as { status: number }).status;
    if (http !== 200) {
      const errors = (response.json as { data?: { errors?: unknown } | null }).data?.errors;
      return http === status && Array.isArray(errors)
        ? undefined
        : `HTTP ${http} with envelope status ${status}${Array.isArray(errors) ? '' : ' and no data.errors'}`;
    }
    if (status === 200 || this.errorEnvelope(response.json)) return undefined;
    const first = this.errorEnvelope.errors?.[0];
    return `status ${status} is not the contract's ErrorEnvelope: ${first ? `${first.instancePath || 'body'} ${first.message ?? ''}` : 'invalid'}`;
  }

  /** Outside the API an error is JSON or plain text, never an HTML page. */
  private routeProblem(response: ApiResponse): string | undefined {
    const http = response.httpStatus ?? 0;
    if (http < 400) return undefined;
    const type = (response.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (type === 'application/json' || type === 'text/plain' || (type === '' && !(response.text ?? '')))
      return undefined;
    return `HTTP ${http} answered as ${type || 'no Content-Type'}: ${JSON.stringify((response.text ?? '').slice(0, 120))}`;
  }
}
