import { ms, plural } from '../../shared/format.js';
import type { SentRequest } from '../../shared/conventions.js';
import type { ApiResponse } from '../../shared/http.js';
import type { Mismatch } from '../../shared/schema-check.js';
import type { ConformanceReport } from '../types.js';
import { escapeXml as h } from './escape.js';
import { caseOutcome, coverageLine, groupFindings, notRun, sequenceLine, totals } from './summary.js';

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1d2329;max-width:1200px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid #d6dbe0;padding-bottom:4px}
.meta{color:#5b6570}.verdict{font-size:18px;font-weight:600;padding:10px 14px;border-radius:6px;margin:14px 0}
.ok{background:#e3f5e6;color:#14532d}.bad{background:#fde4e4;color:#7f1d1d}
table{border-collapse:collapse;width:100%;margin:6px 0}th,td{text-align:left;padding:4px 8px;border-bottom:1px solid #eceff2;vertical-align:top}
th{background:#f5f7f9;font-weight:600}code,pre{font:12px/1.4 ui-monospace,Menlo,monospace}pre{background:#f5f7f9;padding:8px;overflow:auto;max-height:320px;margin:4px 0}
.passed{color:#15803d}.failed{color:#b91c1c;font-weight:600}.skipped{color:#8a6d00}
.pill{display:inline-block;padding:0 6px;border-radius:8px;background:#eceff2;margin:1px}.pill.miss{background:#fff4cc}.pill.und{background:#fde4e4}
details{margin:2px 0}summary{cursor:pointer}
`;

function json(value: unknown): string {
  return h(typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? 'undefined'));
}

function mismatchTable(mismatches: Mismatch[]): string {
  if (mismatches.length === 0) return '';
  const rows = mismatches.map((m) => `<tr><td><code>${h(m.path || '(answer)')}</code></td><td>${h(m.rule)}</td><td>${h(m.expected)}</td><td>${h(m.got)}</td></tr>`);
  return `<table><tr><th>JSON path</th><th>rule</th><th>expected</th><th>got</th></tr>${rows.join('')}</table>`;
}

function exchange(request?: SentRequest, response?: ApiResponse): string {
  if (!request) return '';
  const answer = response ? (response.json !== undefined ? json(response.json) : h(`${response.outcome}: ${response.text ?? ''}`)) : '';
  return `<details><summary>request and answer</summary><pre>POST ${h(request.path)}\n${json(request.headers)}\n\n${json(request.body)}</pre><pre>${answer}</pre></details>`;
}

/** One HTML file with everything inline (no scripts, no external assets), to attach to a CI run or a ticket. */
export function htmlReport(report: ConformanceReport): string {
  const t = totals(report);
  const parts: string[] = [];
  parts.push(`<h1>Contract conformance</h1><div class="meta">${h(report.baseUrl)} · contract ${h(report.contract)} · ${h(report.startedAt)} · ${ms(report.durationMs)}</div>`);
  parts.push(
    `<div class="verdict ${t.findings ? 'bad' : 'ok'}">${plural(t.findings, 'finding')} — ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped</div>` +
      `<div class="meta">${plural(t.operations, 'operation')}, ${plural(t.cases, 'case')} (${Object.entries(t.byKind).map(([k, n]) => `${n} ${k}`).join(', ')}), ${t.sequencesRun} sequences run, ${t.sequencesSkipped} skipped</div>`,
  );
  const groups = groupFindings(report.findings);
  if (groups.length > 0) {
    parts.push('<h2>Findings</h2>');
    for (const g of groups) {
      const request = g.findings[0]?.request;
      parts.push(`<h3><code>${h(g.operationId)}</code> — ${h(g.source)}</h3>${mismatchTable(g.findings)}${request ? `<pre>POST ${h(request.path)} ${json(request.body)}</pre>` : ''}`);
    }
  }
  const skipped = notRun(report);
  if (skipped.length > 0) {
    parts.push(`<h2>Not run</h2><div class="meta">--strict makes these fail the run</div><table><tr><th>what</th><th>why</th></tr>`);
    for (const x of skipped) parts.push(`<tr><td>${h(x.what)}${x.count > 1 ? ` ×${x.count}` : ''}</td><td class="skipped">${h(x.reason)}</td></tr>`);
    parts.push('</table>');
  }
  parts.push(`<h2>Status coverage</h2><div class="meta">${h(coverageLine(t))}</div><table><tr><th>operation</th><th>declared (x-envelope-statuses)</th><th>seen</th><th>never seen</th></tr>`);
  for (const c of report.coverage) {
    const seen = Object.entries(c.seen).map(([s, n]) => `<span class="pill${c.undeclared.includes(Number(s)) ? ' und' : ''}">${h(s)} ×${n}</span>`).join(' ');
    const never = c.neverSeen.map((s) => `<span class="pill miss">${s}</span>`).join(' ');
    const note = c.note ? `<div class="meta">x-conformance-note: ${h(c.note)}</div>` : '';
    parts.push(`<tr><td><code>${h(c.operationId)}</code>${note}</td><td>${c.declared ? h(c.declared.join(', ')) : '<span class="skipped">none listed</span>'}</td><td>${seen}</td><td>${never || '—'}</td></tr>`);
  }
  parts.push('</table>');
  if (report.sequences.length > 0) {
    parts.push('<h2>Sequences</h2>');
    for (const s of report.sequences) {
      const steps = s.steps
        .map((step) => `<tr><td>${h(step.index)}</td><td>${h(step.name)}</td><td class="${step.status}">${step.status}${step.note ? ` — ${h(step.note)}` : ''}</td><td>${mismatchTable(step.failures)}${exchange(step.request, step.response)}</td></tr>`)
        .join('');
      parts.push(`<details${s.status === 'failed' ? ' open' : ''}><summary><span class="${s.status}">${s.status}</span> ${h(s.name)} — ${h(sequenceLine(s))}</summary>${steps ? `<table>${steps}</table>` : ''}</details>`);
    }
  }
  parts.push('<h2>Operations</h2>');
  for (const op of report.operations) {
    const failed = op.cases.filter((c) => caseOutcome(c) === 'failed').length;
    const rows = op.cases
      .map((c) => {
        const outcome = caseOutcome(c);
        return `<tr><td>${h(c.kind)}</td><td>${h(c.title)}</td><td>${c.status ?? ''}</td><td class="${outcome}">${outcome}${c.skipped ? ` — ${h(c.skipped)}` : ''}</td><td>${mismatchTable(c.mismatches)}${exchange(c.request, c.response)}</td></tr>`;
      })
      .join('');
    parts.push(
      `<details${failed ? ' open' : ''}><summary><code>${h(op.operationId)}</code> (${h(op.tags.join(', '))}) — ${op.cases.length} cases, <span class="${failed ? 'failed' : 'passed'}">${failed} failed</span></summary>` +
        `<table><tr><th>kind</th><th>case</th><th>status</th><th>result</th><th>details</th></tr>${rows}</table></details>`,
    );
  }
  if (report.warnings.length > 0) parts.push(`<h2>Warnings</h2><ul>${report.warnings.map((w) => `<li>${h(w)}</li>`).join('')}</ul>`);
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Conformance — ${h(report.baseUrl)}</title><style>${STYLE}</style></head><body>${parts.join('\n')}</body></html>\n`;
}
