// `npm test`: installs what is missing, then lint, contract lint, drift check, build, type checks, unit tests (on this
// Node and on the second LTS) and browser tests, each with its time, and one summary line at the end.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  build,
  ensureChromium,
  ensureInstalled,
  ensureSecondNode,
  root,
  run,
  runLogged,
  SECOND_NODE_VERSION,
  seconds,
} from './lib.mjs';

const startedAt = performance.now();
const results = [];
const reports = path.join(root, 'reports');
mkdirSync(reports, { recursive: true });

/** `report`: the step's tests are counted from this report (vitest or e2e). */
async function step(name, action, report = null) {
  const began = performance.now();
  console.log(`\n▶ ${name}`);
  if (report) rmSync(path.join(reports, `${report}.json`), { force: true });
  const ok = await action();
  results.push({ name, ok, report, time: seconds(began) });
  console.log(`${ok ? '✓' : '✗'} ${name} (${seconds(began)})`);
  return ok;
}

const exitOk = (code) => code === 0;

function finish() {
  console.log('\nSummary');
  for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(34)} ${r.time}`);
  let passed = 0;
  let failed = 0;
  for (const r of results) {
    const counts = r.report ? countTests(r.report) : { passed: 0, failed: 0 };
    passed += counts.passed;
    // A failed step with no failed test in its report (lint, types, build, a crashed runner) counts as one failure.
    failed += r.ok || counts.failed > 0 ? counts.failed : 1;
  }
  console.log(`  total ${seconds(startedAt)}`);
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
}

function countTests(report) {
  const file = path.join(reports, `${report}.json`);
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (report.startsWith('vitest')) return { passed: data.numPassedTests ?? 0, failed: data.numFailedTests ?? 0 };
  const stats = data.stats ?? {};
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
}

if (!(await step('install', ensureInstalled))) finish();
if (!(await step('chromium', ensureChromium))) finish();

await step('lint (eslint)', async () => exitOk(await run('npx', ['eslint', '.', '--max-warnings', '0'])));
await step('format (prettier --check)', async () =>
  exitOk(await run('npx', ['prettier', '--check', '.', '--log-level', 'warn'])),
);
await step('contract lint (redocly)', async () =>
  exitOk(await run('npm', ['run', 'lint', '-w', '@storefront/openapi', '--silent'])),
);
const bundled = await step('contract bundle', async () =>
  exitOk(await run('npm', ['run', 'build', '-w', '@storefront/openapi', '--silent'])),
);
if (bundled) {
  await step('sdk types match the contract', async () =>
    exitOk(await run('npm', ['run', 'check-drift', '-w', '@storefront/sdk', '--silent'])),
  );
}
if (!(await step('build (turbo)', async () => exitOk(await build())))) finish();
await step('type checks', async () =>
  exitOk(await run('npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only', '--log-prefix=task'])),
);
// The unit tests run on this Node and on the second LTS side by side. On two cores vitest gives each pass one
// worker, which runs its files one after another, so one pass alone left a core idle: side by side the two took
// about as long as the first alone (each pass still sees its files in the same order in one shared module graph).
// The second pass's output goes to a log, printed when it ends, so the two never interleave.
const secondMajor = SECOND_NODE_VERSION.split('.')[0];
const vitestEntry = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const unitTests = step(
  'unit tests (vitest)',
  async () =>
    exitOk(
      await run(process.execPath, [
        vitestEntry,
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${path.join(reports, 'vitest.json')}`,
      ]),
    ),
  'vitest',
);
// A runtime difference between the two is a real defect; skipped when this Node already is the second LTS.
const secondPass =
  process.versions.node.split('.')[0] === secondMajor
    ? null
    : step(
        `unit tests on Node ${secondMajor} (vitest)`,
        async () => {
          const secondNode = await ensureSecondNode();
          if (secondNode === null) return false;
          const log = path.join(reports, `vitest-node${secondMajor}.log`);
          const code = await runLogged(
            secondNode,
            [
              vitestEntry,
              'run',
              // The first pass keeps vitest's results cache (file order by last durations): two writers could tear it.
              '--no-cache',
              '--reporter=dot',
              '--reporter=json',
              `--outputFile.json=${path.join(reports, `vitest-node${secondMajor}.json`)}`,
            ],
            log,
          );
          console.log(`\n── unit tests on Node ${secondMajor}: its output ──\n${readFileSync(log, 'utf8')}`);
          return exitOk(code);
        },
        `vitest-node${secondMajor}`,
      );
await Promise.all([unitTests, secondPass]);
await step(
  'browser tests (playwright)',
  async () => exitOk(await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'])),
  'e2e',
);
finish();
