import { describe, expect, it } from 'vitest';
import type { Finding } from '../types.js';
import { handMadeReport } from './hand-made.js';
import { htmlReport } from './html.js';
import { junitReport } from './junit.js';
import { distinctProblems } from './problems.js';
import { textReport } from './text.js';

const report = handMadeReport;

/** A shared schema (a product's `name`) wrong in three operations' lists, 10 items each, and one other problem. */
function sharedSchemaFindings(): Finding[] {
  const findings: Finding[] = [];
  for (const operationId of ['getProductList', 'getProductFavList', 'getRecentlyViewedList']) {
    for (let i = 0; i < 10; i += 1) {
      findings.push({
        operationId,
        source: 'the contract example',
        path: `data.list[${i}].name`,
        rule: 'type',
        expected: 'type "string"',
        got: `${i} (number)`,
        request: { operationId, path: `/api/v1/product/${operationId}`, headers: {}, body: { page: 1 } },
      });
    }
  }
  findings.push({
    operationId: 'login',
    source: 'missing required field password',
    path: 'status',
    rule: 'status',
    expected: 'status 400',
    got: 'status 200',
  });
  return findings;
}

const advisories = [
  {
    operationId: 'sendCode',
    rule: 'code-in-answer',
    message: 'The answer carries the code it sent; the contract advises against it.',
    source: 'the contract example',
  },
  {
    operationId: 'thirdLogin',
    rule: 'uid-without-credential',
    message: 'A uid alone signed in; the contract advises a provider credential.',
    source: 'sequence step 4',
  },
  {
    operationId: 'sendCode',
    rule: 'code-in-answer',
    message: 'The answer carries the code it sent; the contract advises against it.',
    source: 'generated, every field',
  },
];

const timings = Array.from({ length: 12 }, (_, i) => ({
  operationId: `op${String(i).padStart(2, '0')}`,
  calls: 3,
  medianMs: 10 * i,
  maxMs: 100 * i + 50,
  budgetMs: 1000,
}));

describe('reports a team reads', () => {
  it('group one wrong field across operations as one problem, [*] for indices, most frequent first', () => {
    const problems = distinctProblems(sharedSchemaFindings());
    expect(problems.map((p) => [p.path, p.rule, p.count, p.operations.length])).toEqual([
      ['data.list[*].name', 'type', 30, 3],
      ['status', 'status', 1, 1],
    ]);
    const text = textReport(report({ findings: sharedSchemaFindings() }));
    const head = text.split('\n').slice(0, 6).join('\n');
    // The distinct problems open the report, right after the two header lines.
    expect(head).toContain('Findings (31, 2 distinct problems) by rule and place, array indices as [*]:');
    expect(head).toContain('✗ data.list[*].name [type]: expected type "string", got 0 (number) (×30)');
    expect(head).toContain('in 3 operations: getProductList ×10, getProductFavList ×10, getRecentlyViewedList ×10');
    expect(text.split('\n').filter((l) => l.includes('data.list'))).toHaveLength(1);
  });

  it('the HTML opens with the distinct problems, folds every detail, and has no scripts', () => {
    const html = htmlReport(report({ findings: sharedSchemaFindings() }));
    expect(html).not.toMatch(/<script/i);
    expect(html.indexOf('2 distinct problems')).toBeLessThan(html.indexOf('<h2>Status coverage'));
    expect(html).toContain('<td>30</td><td>type</td><td><code>data.list[*].name</code></td>');
    expect(html).not.toContain('data.list[3].name');
    expect(html).not.toMatch(/<details open/);
  });

  it('the JUnit report opens with a suite of the distinct problems', () => {
    const xml = junitReport(report({ findings: sharedSchemaFindings() }));
    expect(xml.indexOf('<testsuite name="distinct problems" tests="2" failures="2"')).toBeGreaterThan(0);
    expect(xml).toContain(
      'message="data.list[*].name [type]: expected type &quot;string&quot;, got 0 (number) (×30, in 3 operations: getProductList ×10, getProductFavList ×10, getRecentlyViewedList ×10)"',
    );
  });

  it('show security advisories in every report, as failures only with --advisories-fail', () => {
    const withAdvisories = report({ advisories });
    const text = textReport(withAdvisories);
    expect(text).toContain('Security advisories (3; --advisories-fail makes them fail the run):');
    expect(text).toContain('  ! code-in-answer (×2)');
    expect(text).toContain(
      '      thirdLogin: A uid alone signed in; the contract advises a provider credential. (sequence step 4)',
    );
    expect(text.split('\n').at(-1)).toBe(
      'conformance: 0 findings, 3 security advisories (0 passed, 0 failed, 0 skipped)',
    );
    expect(textReport(report())).toContain(
      'Security advisories (0; --advisories-fail makes them fail the run):\n  none',
    );

    const html = htmlReport(withAdvisories);
    expect(html).toContain('<h2>Security advisories</h2>');
    expect(html).toContain('<td>code-in-answer ×2</td>');
    expect(htmlReport(report())).toContain(
      '<h2>Security advisories</h2><div class="meta">where the server takes a form the contract accepts but advises against; --advisories-fail makes them fail the run</div><p>none</p>',
    );

    const informational = junitReport(withAdvisories);
    expect(informational).toContain('<testsuite name="security advisories" tests="3" failures="0"');
    expect(informational).not.toContain('type="security-advisory"');
    const failing = junitReport(withAdvisories, { advisoriesFail: true });
    expect(failing).toContain('<testsuite name="security advisories" tests="3" failures="3"');
    expect(failing.match(/type="security-advisory"/g)).toHaveLength(3);
    expect(failing).toMatch(/<testsuites [^>]*failures="3"/);
  });

  it('show the ten slowest operations in the terminal and the HTML, marking one over its budget', () => {
    const slow = report({
      timings: [...timings, { operationId: 'getPosition', calls: 2, medianMs: 900, maxMs: 3300, budgetMs: 3000 }],
    });
    const text = textReport(slow);
    const table = text.slice(text.indexOf('Slowest operations (top 10 by slowest answer):')).split('\n').slice(2, 12);
    expect(table).toHaveLength(10);
    expect(table[0]).toMatch(/^ {2}getPosition\s+2\s+900 ms\s+3\.3 s\s+3\.0 s\s+over budget$/);
    expect(table[1]).toMatch(/^ {2}op11 /);
    expect(text).not.toContain('op01 ');
    const html = htmlReport(slow);
    expect(html).toContain('<h2>Slowest operations</h2>');
    expect(html).toContain(
      '<td><code>getPosition</code></td><td>2</td><td>900 ms</td><td class="failed">3.3 s</td><td>3.0 s</td>',
    );
    expect(html.match(/<tr><td><code>op\d\d<\/code><\/td><td>3<\/td>/g)).toHaveLength(9);
  });

  it('list not-applicable sequences apart from what did not run', () => {
    const sequences = [
      {
        name: 'guest token lives two hours',
        file: 'g.yaml',
        status: 'skipped' as const,
        notApplicable: true,
        reason: "moves the simulator's clock",
        steps: [],
        durationMs: 0,
      },
      {
        name: 'wish list',
        file: 'w.yaml',
        status: 'skipped' as const,
        reason: 'needs a verification code',
        steps: [],
        durationMs: 0,
      },
    ];
    const text = textReport(report({ sequences }));
    expect(text).toContain(
      "Not applicable (1; not gaps of this run, --strict does not fail on them):\n  · sequence guest token lives two hours: moves the simulator's clock",
    );
    expect(text).toContain(
      'Not run (1; --strict makes these fail the run):\n  - sequence wish list: needs a verification code',
    );
    expect(text).toContain('2 sequences (0 run, 1 skipped, 1 not applicable)');
    expect(htmlReport(report({ sequences }))).toContain('<h2>Not applicable</h2>');
    const xml = junitReport(report({ sequences }));
    expect(xml).toContain('<skipped message="moves the simulator&apos;s clock"/>');
    expect(xml).toMatch(/<testsuites [^>]*skipped="2"/);
  });
});
