import { ms, show } from '../shared/format.js';
import type { FlowResult, StepResult } from '../shared/steps/engine.js';

const MARK = { passed: '✓', failed: '✗', skipped: '-' } as const;

/** One line per step, and under a failed step what was expected, what came back, and what was sent. */
export function stepLines(step: StepResult): string[] {
  const took = step.response ? ` (${ms(step.response.elapsedMs)})` : '';
  const lines = [
    `  ${MARK[step.status]} ${step.index} ${step.name}${took}${step.status === 'skipped' && step.note ? ` — ${step.note}` : ''}`,
  ];
  if (step.status !== 'failed') return lines;
  if (step.note) lines.push(`      ${step.note}`);
  for (const f of step.failures)
    lines.push(`      ${f.path || '(call)'} [${f.rule}]: expected ${f.expected}, got ${f.got}`);
  if (step.request)
    lines.push(
      `      sent POST ${step.request.path} ${typeof step.request.body === 'string' ? step.request.body : show(step.request.body, 160)}`,
    );
  if (step.response?.json !== undefined) lines.push(`      answer ${show(step.response.json, 240)}`);
  return lines;
}

export function summaryLine(results: FlowResult[]): string {
  const passed = results.filter((r) => r.status === 'passed').length;
  return `scenarios: ${passed} passed, ${results.length - passed} failed`;
}
