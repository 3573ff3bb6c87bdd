// `npm test`: installs what is missing, then lint, contract lint, drift check, build, type checks, unit tests
// and browser tests, each with its time, and one summary line at the end.
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { build, ensureChromium, ensureInstalled, root, run, seconds } from './lib.mjs';

const startedAt = performance.now();
const results = [];
const reports = path.join(root, 'reports');
mkdirSync(reports, { recursive: true });

async function step(name, action) {
  const began = performance.now();
  console.log(`\n▶ ${name}`);
  const ok = await action();
  results.push({ name, ok, time: seconds(began) });
  console.log(`${ok ? '✓' : '✗'} ${name} (${seconds(began)})`);
  return ok;
}

const exitOk = (code) => code === 0;

function finish() {
  console.log('\nSummary');
  for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(34)} ${r.time}`);
  const counts = countTests();
  const failedSteps = results.filter((r) => !r.ok).length;
  console.log(`  total ${seconds(startedAt)}`);
  console.log(`\ntests: ${counts.passed} passed, ${counts.failed + failedSteps} failed`);
  process.exit(failedSteps === 0 && counts.failed === 0 ? 0 : 1);
}

function countTests() {
  let passed = 0;
  let failed = 0;
  const vitest = path.join(reports, 'vitest.json');
  if (existsSync(vitest)) {
    const data = JSON.parse(readFileSync(vitest, 'utf8'));
    passed += data.numPassedTests ?? 0;
    failed += data.numFailedTests ?? 0;
  }
  const e2e = path.join(reports, 'e2e.json');
  if (existsSync(e2e)) {
    const stats = JSON.parse(readFileSync(e2e, 'utf8')).stats ?? {};
    passed += stats.expected ?? 0;
    failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  }
  return { passed, failed };
}

if (!(await step('install', ensureInstalled))) finish();
if (!(await step('chromium', ensureChromium))) finish();

await step('lint (eslint)', async () => exitOk(await run('npx', ['eslint', '.', '--max-warnings', '0'])));
await step('contract lint (redocly)', async () => exitOk(await run('npm', ['run', 'lint', '-w', '@storefront/openapi', '--silent'])));
const bundled = await step('contract bundle', async () => exitOk(await run('npm', ['run', 'build', '-w', '@storefront/openapi', '--silent'])));
if (bundled) {
  await step('sdk types match the contract', async () => exitOk(await run('npm', ['run', 'check-drift', '-w', '@storefront/sdk', '--silent'])));
}
if (!(await step('build (turbo)', async () => exitOk(await build())))) finish();
await step('type checks', async () =>
  exitOk(await run('npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only', '--log-prefix=task'])),
);
await step('unit tests (vitest)', async () =>
  exitOk(await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, 'vitest.json')}`])),
);
await step('browser tests (playwright)', async () => exitOk(await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'])));
finish();
