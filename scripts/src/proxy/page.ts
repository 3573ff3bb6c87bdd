import { escapeText, escapeXml } from '../conformance/report/escape.js';
import { starPath } from '../conformance/report/summary.js';
import { ms, plural } from '../shared/format.js';
import type { SentBody } from './check.js';
import type { Exchange, ExchangeLog } from './exchanges.js';
import { redactHeaders, redactValue, scrubText } from './redact.js';

/**
 * The proxy's own pages, rendered on the server with every value escaped and every secret hidden: `/_proxy`
 * (findings by rule and operation, the exchanges in order, a filter) and `/_proxy/exchanges/N` (one request and
 * its answer). No scripts: a reload shows what came since.
 */
export const PAGE_PATH = '/_proxy';

const STYLE = `body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}
main{max-width:72rem;margin:0 auto;padding:1rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem}th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f2f2f2}td{overflow-wrap:anywhere}pre{background:#f6f6f6;padding:.6rem;overflow:auto;white-space:pre-wrap;word-break:break-all}
.bad{color:#a40000;font-weight:600}.ok{color:#1d6b1d}label{font-weight:600;margin-right:.5rem}
input{font:inherit;padding:.25rem .4rem;min-width:16rem}button{font:inherit;padding:.25rem .8rem}
a{color:#0645ad}a:focus,input:focus,button:focus{outline:3px solid #ffbf47;outline-offset:1px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}</title><style>${STYLE}</style></head>
<body><main>
${body}
</main></body></html>
`;
}

const exchangeHref = (index: number) => `${PAGE_PATH}/exchanges/${index}`;
const label = (e: Exchange) => e.operationId ?? `${e.method} ${e.path}`;

/** The filter: an exchange or finding is shown when its operation, path or rule contains the text. */
function matches(filter: string, ...texts: (string | undefined)[]): boolean {
  const needle = filter.trim().toLowerCase();
  return !needle || texts.some((t) => t?.toLowerCase().includes(needle));
}

interface Row {
  operation: string;
  where: string;
  expected: string;
  got: string;
  count: number;
  exchanges: number[];
}

/**
 * Findings by rule, then by operation and place (array indices as [*], as the conformance reports fold them): one
 * row per mistake with every exchange that showed it, once each.
 */
function findingsByRule(exchanges: Exchange[], filter: string): Map<string, Row[]> {
  const byRule = new Map<string, Map<string, Row>>();
  for (const e of exchanges) {
    for (const f of e.findings) {
      if (!matches(filter, f.rule, label(e), e.path)) continue;
      const rows = byRule.get(f.rule) ?? new Map<string, Row>();
      const where = starPath(f.path) || '(answer)';
      const key = `${label(e)}\u0000${where}\u0000${f.expected}`;
      const row = rows.get(key) ?? {
        operation: label(e),
        where,
        expected: f.expected,
        got: f.got,
        count: 0,
        exchanges: [],
      };
      row.count += 1;
      if (!row.exchanges.includes(e.index)) row.exchanges.push(e.index);
      rows.set(key, row);
      byRule.set(f.rule, rows);
    }
  }
  return new Map([...byRule].map(([rule, rows]) => [rule, [...rows.values()]]));
}

function findingsSection(exchanges: Exchange[], filter: string, scrub: (t: string) => string): string {
  const groups = findingsByRule(exchanges, filter);
  if (groups.size === 0)
    return `<h2 id="findings">Findings by rule and operation</h2>\n<p class="ok">No findings${filter ? ' match the filter' : ''}.</p>`;
  const sections = [...groups].map(([rule, rows]) => {
    const count = rows.reduce((n, r) => n + r.count, 0);
    const body = rows
      .map((r) => {
        const links = r.exchanges.map((i) => `<a href="${exchangeHref(i)}">#${i}</a>`).join(' ');
        const times = r.count > 1 ? ` (×${r.count})` : '';
        return `<tr><td>${escapeText(r.operation)}</td><td><code>${escapeText(r.where)}</code>${times}</td><td>${escapeText(scrub(r.expected))}</td><td>${escapeText(scrub(r.got))}</td><td>${links}</td></tr>`;
      })
      .join('\n');
    return `<h3>${escapeText(rule)} (${count})</h3>
<table><caption>Findings of rule ${escapeText(rule)}, by operation</caption>
<thead><tr><th scope="col">Operation</th><th scope="col">Where</th><th scope="col">Expected</th><th scope="col">Got</th><th scope="col">Exchanges</th></tr></thead>
<tbody>${body}</tbody></table>`;
  });
  return `<h2 id="findings">Findings by rule and operation</h2>\n${sections.join('\n')}`;
}

function advisoriesSection(exchanges: Exchange[], filter: string, scrub: (t: string) => string): string {
  const rows = exchanges.flatMap((e) =>
    e.advisories
      .filter((a) => matches(filter, a.rule, label(e), e.path))
      .map(
        (a) =>
          `<li><a href="${exchangeHref(e.index)}">#${e.index}</a> ${escapeText(label(e))} <strong>${escapeText(a.rule)}</strong>: ${escapeText(scrub(a.message))}</li>`,
      ),
  );
  return `<h2 id="advisories">Security advisories</h2>\n${rows.length ? `<ul>${rows.join('\n')}</ul>` : '<p>None.</p>'}`;
}

function answerStatus(e: Exchange): { http: string; envelope: string } {
  if (!e.response) return { http: 'waiting', envelope: '' };
  const status = (e.response.json as { status?: unknown } | undefined)?.status;
  return {
    http: e.response.httpStatus === undefined ? e.response.outcome : String(e.response.httpStatus),
    envelope: typeof status === 'number' ? String(status) : '',
  };
}

function exchangesSection(exchanges: Exchange[], filter: string): string {
  const shown = exchanges.filter((e) => matches(filter, label(e), e.path, ...e.findings.map((f) => f.rule)));
  const rows = shown.map((e) => {
    const { http, envelope } = answerStatus(e);
    const findings = e.findings.length ? `<span class="bad">${e.findings.length}</span>` : '0';
    return `<tr><td><a href="${exchangeHref(e.index)}">#${e.index}</a></td><td>${escapeText(e.at.slice(11, 23))}</td><td>${escapeText(label(e))}</td><td>${escapeText(http)}</td><td>${escapeText(envelope)}</td><td>${e.response ? ms(e.response.elapsedMs) : ''}</td><td>${findings}</td></tr>`;
  });
  return `<h2 id="exchanges">Exchanges in order</h2>
<table><caption>${shown.length} of ${exchanges.length} exchanges, in the order the app sent them</caption>
<thead><tr><th scope="col">#</th><th scope="col">Time (UTC)</th><th scope="col">Operation</th><th scope="col">HTTP</th><th scope="col">Status</th><th scope="col">Took</th><th scope="col">Findings</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`;
}

export function overviewPage(log: ExchangeLog, target: string, filter: string): string {
  const exchanges = log.all();
  const scrub = (text: string) => scrubText(text, log.secrets);
  const findings = exchanges.reduce((n, e) => n + e.findings.length, 0);
  const advisories = exchanges.reduce((n, e) => n + e.advisories.length, 0);
  const dropped = log.dropped ? ` (the first ${log.dropped} are no longer kept)` : '';
  return page(
    `Contract proxy: ${plural(findings, 'finding')}`,
    `<h1>Contract proxy</h1>
<p>Every call the app makes goes to <code>${escapeText(target)}</code> and is checked against the contract:
${plural(exchanges.length, 'exchange')}${dropped}, <span class="${findings ? 'bad' : 'ok'}">${plural(findings, 'finding')}</span>, ${plural(advisories, 'security advisory', 'security advisories')}.
Tokens, passwords and codes are hidden. <a href="${PAGE_PATH}${filter ? `?q=${encodeURIComponent(filter)}` : ''}">Reload</a></p>
<form method="get" action="${PAGE_PATH}" role="search">
<label for="filter">Filter by operation or rule</label><input id="filter" name="q" type="search" value="${escapeXml(filter)}">
<button type="submit">Filter</button>${filter ? ` <a href="${PAGE_PATH}">Show everything</a>` : ''}
</form>
${findingsSection(exchanges, filter, scrub)}
${advisoriesSection(exchanges, filter, scrub)}
${exchangesSection(exchanges, filter)}`,
  );
}

function headersTable(headers: Record<string, string>, caption: string, scrub: (t: string) => string): string {
  const rows = Object.entries(redactHeaders(headers)).map(
    ([name, value]) => `<tr><th scope="row">${escapeText(name)}</th><td>${escapeText(scrub(value))}</td></tr>`,
  );
  return `<table><caption>${escapeText(caption)}</caption><tbody>${rows.join('')}</tbody></table>`;
}

/** A body for people: pretty JSON with secrets replaced, or the text as it came (scrubbed), cut at 100 000 characters. */
export function shownBody(
  value: { json?: unknown; text?: string | undefined } | undefined,
  scrub: (t: string) => string,
): string {
  if (!value) return '(none)';
  const text = value.json !== undefined ? JSON.stringify(redactValue(value.json), null, 2) : (value.text ?? '');
  const cut = text.length > 100_000 ? `${text.slice(0, 100_000)}\n… (${text.length - 100_000} more characters)` : text;
  return scrub(cut);
}

/** A multipart upload as the page shows it: the text fields (secrets hidden like JSON's) and each file described. */
function multipartShown(body: Extract<SentBody, { kind: 'multipart' }>): Record<string, unknown> {
  const files = Object.fromEntries(
    body.files.map((f) => [f.part, `<file ${f.name || '(no name)'}, ${f.type || 'no type'}, ${f.bytes.length} bytes>`]),
  );
  return { ...body.fields, ...files, ...(body.unreadable ? { '(unreadable form)': body.unreadable } : {}) };
}

export function exchangePage(log: ExchangeLog, exchange: Exchange): string {
  const scrub = (text: string) => scrubText(text, log.secrets);
  const title = `Exchange #${exchange.index}: ${label(exchange)}`;
  const sent =
    exchange.body.kind === 'json'
      ? { json: exchange.body.value }
      : exchange.body.kind === 'text'
        ? { text: exchange.body.text }
        : { json: multipartShown(exchange.body) };
  const findings = exchange.findings.length
    ? `<ul>${exchange.findings.map((f) => `<li><code>${escapeText(f.path || '(answer)')}</code> <strong>[${escapeText(f.rule)}]</strong>: expected ${escapeText(scrub(f.expected))}, got ${escapeText(scrub(f.got))}</li>`).join('\n')}</ul>`
    : '<p class="ok">None.</p>';
  const r = exchange.response;
  const answer = r
    ? `<p>${escapeText(r.httpStatus === undefined ? `No answer: ${r.outcome}` : `HTTP ${r.httpStatus}`)}, ${escapeText(r.contentType ?? 'no Content-Type')}, in ${ms(r.elapsedMs)}</p>
<pre>${escapeText(shownBody(r, scrub))}</pre>`
    : '<p>Not answered yet.</p>';
  return page(
    title,
    `<p><a href="${PAGE_PATH}">All exchanges and findings</a></p>
<h1>${escapeText(title)}</h1>
<p>${escapeText(`${exchange.method} ${exchange.path}`)}, sent ${escapeText(exchange.at)}</p>
<h2>Findings</h2>
${findings}
${exchange.advisories.length ? `<h2>Security advisories</h2><ul>${exchange.advisories.map((a) => `<li><strong>${escapeText(a.rule)}</strong>: ${escapeText(scrub(a.message))}</li>`).join('')}</ul>` : ''}
<h2 id="request">Request</h2>
${headersTable(exchange.headers, 'Request headers', scrub)}
<pre>${escapeText(shownBody(sent, scrub))}</pre>
<h2 id="answer">Answer</h2>
${answer}`,
  );
}
