#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { baseUrlOption, commaList, positiveInt, runMain, UsageError, writeReport } from '../shared/cli.js';
import { createProgress } from '../shared/progress.js';
import { UnreachableError } from '../conformance/run.js';
import { parseLogin } from '../conformance/session.js';
import { textReport } from './report.js';
import { DEFAULT_TIMEOUT_MS, hasFailures, runFuzz } from './run.js';

const usage = `Usage: npm run fuzz -- [--budget N] [--seed N] [--base-url URL | --spawn] [options]

Sends N hostile requests to every operation of the contract (wrong types, huge and control-character strings,
prototype keys, deep nesting, huge numbers, injections and traversal, missing and unknown fields, bad JSON, wrong
Content-Type and Content-Encoding, escape garbage in the path, absurd paging, every kind of token) and to the
CDN, upload, stand-in and unknown routes, then reports per operation: 5xx answers, answers that are not the
contract's error envelope (JSON or plain text outside the API), stack traces or server paths in a body, answers
slower than the bound, requests left unanswered and errors sent cacheable. Exits 1 when anything was found,
0 when clean, 2 when the server cannot be reached or an option is wrong.

  --budget N         hostile requests per operation and per route (default 200)
  --seed N           the generator's seed; the same seed sends the same requests (default 1)
  --base-url URL     the server to fuzz, e.g. http://127.0.0.1:4100 (its control API is fuzzed only with
                     --include-control)
  --spawn            start a simulator for the run (node simulator/dist/cli.js --port 0 --control); the default
                     when --base-url is not given
  --only LIST        only these tags, operationIds or route names, comma separated
  --include-control  also fuzz the control API of a --base-url server (a spawned one always is)
  --no-routes        leave out the CDN, stand-in and unknown routes
  --slow MS          an answer slower than MS is a failure (default: each operation's x-time-budget-ms)
  --timeout MS       a request with no answer after MS is a failure (default ${DEFAULT_TIMEOUT_MS})
  --concurrency N    requests in flight at once (default 4)
  --login USER:PASSWORD  the account whose token the user cases carry (default: the simulator's seeded
                     34600111222 account)
  --json FILE        also write the report as JSON
  --quiet            no progress line
  --help             this text`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      budget: { type: 'string' },
      seed: { type: 'string' },
      'base-url': { type: 'string' },
      spawn: { type: 'boolean', default: false },
      only: { type: 'string' },
      'include-control': { type: 'boolean', default: false },
      'no-routes': { type: 'boolean', default: false },
      slow: { type: 'string' },
      timeout: { type: 'string' },
      concurrency: { type: 'string' },
      login: { type: 'string' },
      json: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const baseUrl = baseUrlOption(values['base-url']);
  if (baseUrl && values.spawn) throw new UsageError('give --base-url or --spawn, not both');
  const seed = values.seed === undefined ? 1 : Number(values.seed);
  if (!Number.isInteger(seed) || seed < 0) throw new UsageError(`--seed needs a whole number, got '${values.seed}'`);
  let login;
  try {
    login = values.login ? parseLogin(values.login) : undefined;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const progress = createProgress(process.stderr, !values.quiet);
  let report;
  try {
    report = await runFuzz({
      baseUrl,
      budget: positiveInt(values.budget, '--budget', 200),
      seed,
      only: commaList(values.only),
      includeControl: baseUrl ? values['include-control'] : true,
      includeRoutes: !values['no-routes'],
      slowMs: values.slow === undefined ? undefined : positiveInt(values.slow, '--slow', 1),
      timeoutMs: positiveInt(values.timeout, '--timeout', DEFAULT_TIMEOUT_MS),
      concurrency: positiveInt(values.concurrency, '--concurrency', 4),
      login,
      progress,
    });
  } catch (error) {
    if (error instanceof UnreachableError) {
      console.error(`fuzz: ${error.message}`);
      return 2;
    }
    throw error;
  }
  console.log(textReport(report));
  if (values.json) console.log(`report: ${writeReport(values.json, `${JSON.stringify(report, null, 2)}\n`)}`);
  return hasFailures(report) ? 1 : 0;
}

runMain(main, usage, 'fuzz');
