import { ms, plural, show } from '../../shared/format.js';
import type { SentRequest } from '../../shared/conventions.js';
import type { ApiResponse } from '../../shared/http.js';
import type { Mismatch } from '../../shared/schema-check.js';
import type { ConformanceReport } from '../types.js';
import { escapeText, escapeXml as h } from './escape.js';
import {
  advisoriesByRule,
  distinctProblems,
  foldMismatches,
  operationsLine,
  slowestOperations,
  type Problem,
} from './problems.js';
import {
  caseOutcome,
  coverageLine,
  notApplicable,
  notRun,
  notRunByReason,
  sequenceLine,
  totals,
  type NotRun,
} from './summary.js';

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1d2329;max-width:1200px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid #d6dbe0;padding-bottom:4px}
.meta{color:#5b6570}.verdict{font-size:18px;font-weight:600;padding:10px 14px;border-radius:6px;margin:14px 0}
.ok{background:#e3f5e6;color:#14532d}.bad{background:#fde4e4;color:#7f1d1d}
table{border-collapse:collapse;width:100%;margin:6px 0}th,td{text-align:left;padding:4px 8px;border-bottom:1px solid #eceff2;vertical-align:top}
th{background:#f5f7f9;font-weight:600}code,pre{font:12px/1.4 ui-monospace,Menlo,monospace}pre{background:#f5f7f9;padding:8px;overflow:auto;max-height:320px;margin:4px 0}
.passed{color:#15803d}.failed{color:#b91c1c;font-weight:600}.skipped{color:#8a6d00}.na{color:#5b6570}
.pill{display:inline-block;padding:0 6px;border-radius:8px;background:#eceff2;margin:1px}.pill.miss{background:#fff4cc}.pill.und{background:#fde4e4}
details{margin:2px 0}summary{cursor:pointer}
`;

function json(value: unknown): string {
  return escapeText(typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? 'undefined'));
}

/** A case's or step's mismatches, array indices folded to [*] with a count: one line each, not a table per case. */
function mismatchLines(mismatches: Mismatch[]): string {
  return foldMismatches(mismatches)
    .map(
      (m) =>
        `<div><code>${h(m.path || '(answer)')}</code>${m.count > 1 ? ` ×${m.count}` : ''} [${h(m.rule)}]: expected ${h(m.expected)}, got ${h(m.got)}</div>`,
    )
    .join('');
}

function exchange(request?: SentRequest, response?: ApiResponse, withAnswer = true): string {
  if (!request) return '';
  if (!withAnswer) return `<div class="meta">sent ${h(show(request.body, 300))}</div>`;
  const answer = response
    ? response.json !== undefined
      ? json(response.json)
      : h(`${response.outcome}: ${response.text ?? ''}`)
    : '';
  return `<details><summary>request and answer</summary><pre>POST ${h(request.path)}\n${json(request.headers)}\n\n${json(request.body)}</pre><pre>${answer}</pre></details>`;
}

/**
 * Whether a failed case is the first of its operation to show each of its problems: only those carry the whole
 * answer (the others show what they sent), so a mistake every case meets is not repeated hundreds of times.
 */
function firstToShow(shown: Set<string>, mismatches: Mismatch[]): boolean {
  const keys = foldMismatches(mismatches).map((m) => `${m.rule}\u0000${m.path}\u0000${m.expected}`);
  const fresh = keys.some((k) => !shown.has(k));
  for (const k of keys) shown.add(k);
  return fresh;
}

/** The distinct problems, one row each; where each showed is folded under it. */
function problemsSection(problems: Problem[], findings: number): string {
  if (problems.length === 0) return '';
  const rows = problems.map((p) => {
    const where = `<details><summary>${h(operationsLine(p, 3))}</summary><div class="meta">${h(operationsLine(p, p.operations.length))}</div><div>first in ${h(p.sources.join('; '))}</div>${
      p.request ? `<pre>POST ${h(p.request.path)} ${json(p.request.body)}</pre>` : ''
    }</details>`;
    return `<tr><td>${p.count}</td><td>${h(p.rule)}</td><td><code>${h(p.path || '(answer)')}</code></td><td>${h(p.expected)}</td><td>${h(p.got)}</td><td>${where}</td></tr>`;
  });
  return (
    `<h2>Findings: ${plural(problems.length, 'distinct problem')}</h2><div class="meta">${plural(findings, 'finding')} grouped by rule and place across operations, array indices as [*]</div>` +
    `<table><tr><th>count</th><th>rule</th><th>where</th><th>expected</th><th>got (first)</th><th>in</th></tr>${rows.join('')}</table>`
  );
}

function advisoriesSection(report: ConformanceReport): string {
  const head = `<h2>Security advisories</h2><div class="meta">where the server takes a form the contract accepts but advises against; --advisories-fail makes them fail the run</div>`;
  if (report.advisories.length === 0) return `${head}<p>none</p>`;
  const rows = advisoriesByRule(report.advisories).map(
    (g) =>
      `<tr><td>${h(g.rule)} ×${g.advisories.length}</td><td><details><summary>${h(g.advisories[0]?.message ?? '')}</summary><table>${g.advisories
        .map((a) => `<tr><td><code>${h(a.operationId)}</code></td><td>${h(a.message)}</td><td>${h(a.source)}</td></tr>`)
        .join('')}</table></details></td></tr>`,
  );
  return `${head}<table><tr><th>advisory</th><th>what the server did</th></tr>${rows.join('')}</table>`;
}

function slowestSection(report: ConformanceReport): string {
  const slowest = slowestOperations(report.timings);
  if (slowest.length === 0) return '';
  const rows = slowest.map(
    (t) =>
      `<tr><td><code>${h(t.operationId)}</code></td><td>${t.calls}</td><td>${ms(t.medianMs)}</td><td class="${t.maxMs > t.budgetMs ? 'failed' : ''}">${ms(t.maxMs)}</td><td>${ms(t.budgetMs)}</td></tr>`,
  );
  return `<h2>Slowest operations</h2><table><tr><th>operation</th><th>calls</th><th>median</th><th>max</th><th>budget</th></tr>${rows.join('')}</table>`;
}

function listSection(title: string, note: string, items: NotRun[], css: string): string {
  if (items.length === 0) return '';
  const rows = items.map(
    (x) => `<tr><td>${h(x.what)}${x.count > 1 ? ` ×${x.count}` : ''}</td><td class="${css}">${h(x.reason)}</td></tr>`,
  );
  return `<h2>${title}</h2><div class="meta">${note}</div><table><tr><th>what</th><th>why</th></tr>${rows.join('')}</table>`;
}

/**
 * One HTML file with everything inline (no scripts, no external assets), to attach to a CI run or a ticket. It
 * opens with the distinct problems; every detail (where, each case, the request and answer of what failed) is folded.
 */
export function htmlReport(report: ConformanceReport): string {
  const t = totals(report);
  const parts: string[] = [];
  parts.push(
    `<h1>Contract conformance</h1><div class="meta">${h(report.baseUrl)} · contract ${h(report.contract)} · ${h(report.startedAt)} · ${ms(report.durationMs)}</div>`,
  );
  const problems = distinctProblems(report.findings);
  parts.push(
    `<div class="verdict ${t.findings ? 'bad' : 'ok'}">${plural(problems.length, 'distinct problem')} (${plural(t.findings, 'finding')}) — ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped</div>` +
      `<div class="meta">${plural(t.operations, 'operation')}, ${plural(t.cases, 'case')} (${Object.entries(t.byKind)
        .map(([k, n]) => `${n} ${k}`)
        .join(
          ', ',
        )}), ${t.sequencesRun} sequences run, ${t.sequencesSkipped} skipped, ${t.sequencesNotApplicable} not applicable</div>`,
  );
  parts.push(problemsSection(problems, t.findings), advisoriesSection(report), slowestSection(report));
  parts.push(listSection('Not run', '--strict makes these fail the run', notRunByReason(notRun(report)), 'skipped'));
  parts.push(
    listSection(
      'Not applicable',
      'cannot apply to this server (clock, control API, limits left out); --strict does not fail on them',
      notApplicable(report),
      'na',
    ),
  );
  parts.push(
    `<h2>Status coverage</h2><div class="meta">${h(coverageLine(t))}</div><details><summary>per operation</summary><table><tr><th>operation</th><th>declared (x-envelope-statuses)</th><th>seen</th><th>never seen</th></tr>`,
  );
  for (const c of report.coverage) {
    const seen = Object.entries(c.seen)
      .map(([s, n]) => `<span class="pill${c.undeclared.includes(Number(s)) ? ' und' : ''}">${h(s)} ×${n}</span>`)
      .join(' ');
    const never = c.neverSeen.map((s) => `<span class="pill miss">${s}</span>`).join(' ');
    const note = c.note ? `<div class="meta">x-conformance-note: ${h(c.note)}</div>` : '';
    parts.push(
      `<tr><td><code>${h(c.operationId)}</code>${note}</td><td>${c.declared ? h(c.declared.join(', ')) : '<span class="skipped">none listed</span>'}</td><td>${seen}</td><td>${never || '—'}</td></tr>`,
    );
  }
  parts.push('</table></details>');
  if (report.sequences.length > 0) {
    const failedSequences = report.sequences.filter((s) => s.status === 'failed').length;
    parts.push(
      `<h2>Sequences</h2><details><summary>${plural(report.sequences.length, 'sequence')}, ${t.sequencesRun} run, ${failedSequences} failed, step by step</summary>`,
    );
    for (const s of report.sequences) {
      const steps = s.steps
        .map(
          (step) =>
            `<tr><td>${h(step.index)}</td><td>${h(step.name)}</td><td class="${step.status}">${step.status}${step.note ? ` — ${h(step.note)}` : ''}</td><td>${mismatchLines(step.failures)}${step.status === 'failed' ? exchange(step.request, step.response) : ''}</td></tr>`,
        )
        .join('');
      const css = s.notApplicable ? 'na' : s.status;
      parts.push(
        `<details><summary><span class="${css}">${s.notApplicable ? 'not applicable' : s.status}</span> ${h(s.name)} — ${h(sequenceLine(s))}</summary>${steps ? `<table>${steps}</table>` : ''}</details>`,
      );
    }
    parts.push('</details>');
  }
  const failedOperations = report.operations.filter((op) => op.cases.some((c) => caseOutcome(c) === 'failed')).length;
  parts.push(
    `<h2>Operations</h2><details><summary>${plural(t.operations, 'operation')}, ${failedOperations} with failed cases, case by case</summary>`,
  );
  for (const op of report.operations) {
    const failed = op.cases.filter((c) => caseOutcome(c) === 'failed').length;
    const shown = new Set<string>();
    const rows = op.cases
      .map((c) => {
        const outcome = caseOutcome(c);
        const sent = outcome === 'failed' ? exchange(c.request, c.response, firstToShow(shown, c.mismatches)) : '';
        return `<tr><td>${h(c.kind)}</td><td>${h(c.title)}</td><td>${c.status ?? ''}</td><td class="${outcome}">${outcome}${c.skipped ? ` — ${h(c.skipped)}` : ''}</td><td>${mismatchLines(c.mismatches)}${sent}</td></tr>`;
      })
      .join('');
    parts.push(
      `<details><summary><code>${h(op.operationId)}</code> (${h(op.tags.join(', '))}) — ${op.cases.length} cases, <span class="${failed ? 'failed' : 'passed'}">${failed} failed</span></summary>` +
        `<table><tr><th>kind</th><th>case</th><th>status</th><th>result</th><th>details</th></tr>${rows}</table></details>`,
    );
  }
  parts.push('</details>');
  if (report.warnings.length > 0)
    parts.push(`<h2>Warnings</h2><ul>${report.warnings.map((w) => `<li>${h(w)}</li>`).join('')}</ul>`);
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Conformance — ${h(report.baseUrl)}</title><style>${STYLE}</style></head><body>${parts.filter(Boolean).join('\n')}</body></html>\n`;
}
