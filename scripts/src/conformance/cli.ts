#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { baseUrlOption, commaList, positiveInt, runMain, UsageError, writeReport } from '../shared/cli.js';
import { parseHeader, setExtraHeaders } from '../shared/http.js';
import { createProgress } from '../shared/progress.js';
import { commandCode, commandCredential, fixedCode } from '../shared/steps/code.js';
import { htmlReport } from './report/html.js';
import { junitReport } from './report/junit.js';
import { textReport } from './report/text.js';
import { timeBudgetOption } from './cli-options.js';
import { DEFAULT_TIME_BUDGET_MS } from './extensions.js';
import { exitStatus } from './exit-status.js';
import { DEFAULT_TIMEOUT_MS, runConformance } from './run.js';
import { resolveLogin } from './session.js';

const usage = `Usage: npm run conformance -- --base-url URL [options]

Checks a server against the contract (openapi/dist/openapi.json): every operation with the contract's
example and generated valid input, invalid input derived from the schemas (must answer status 400), token
cases (missing or unknown token: 100; guest token on a user-only operation: 401), and the stateful
sequences in openapi/sequences/. Exits 1 when anything differs from the contract
(or, with --strict, when anything could not run), 2 when the server cannot be reached or an option is wrong.

  --base-url URL         the server to check (required), e.g. http://127.0.0.1:4100
  --only LIST            only these tags or operationIds, comma separated (e.g. common,getCaseList)
  --include-control      also check the simulator's control API (tag control) and run sequences that use it
  --timeout MS           a call with no answer after MS is a finding (default ${DEFAULT_TIMEOUT_MS})
  --time-budget MS       an answer slower than MS is a finding (rule time-budget), for every operation; default:
                         each operation's x-time-budget-ms, else the contract's (${DEFAULT_TIME_BUDGET_MS} ms when it sets none)
  --junit PATH           JUnit XML report (default reports/conformance.xml)
  --html PATH            self-contained HTML report (default reports/conformance.html)
  --sequences DIR        the sequences to run (default openapi/sequences)
  --sequence LIST        only these sequence files, names without .yaml, comma separated (e.g. code-lifetime)
  --contract FILE        the bundled contract to check against (default openapi/dist/openapi.json)
  --code CODE            the verification code for sequence steps that need one (a backend's test code)
  --code-command "CMD"   a command whose stdout is the verification code; gets VERIFICATION_TARGET (phone
                         or e-mail), VERIFICATION_FUN_TYPE and VERIFICATION_NAMESPACE in its environment
  --credential-command "CMD"  a command whose stdout is a fresh social sign-in credential (your provider's test
                         tool); gets CREDENTIAL_PROVIDER (facebook, google), CREDENTIAL_USER_TYPE (1, 2),
                         CREDENTIAL_UID and CREDENTIAL_NAMESPACE in its environment
  --include-limits       also the sequences that probe rate limits and lock-outs (else not applicable: their
                         windows refuse this address's next runs for up to 15 minutes)
  --login USER:PASSWORD  sign in with login as this account (after the guest token, in the session's data
                         centre) and use its token for operations only users may call, e.g.
                         --login 34600111222:Tile2026 (a seeded account of the simulator)
                         Without --login: --login-file FILE (first line user_name:password), else the
                         CONFORMANCE_LOGIN environment variable (user_name:password)
  --login-file FILE      read the account from FILE instead of the command line
  --header NAME:VALUE    send this header on every call (repeatable), e.g. for a server behind an API key
  --strict               anything applicable and not run (listed under 'Not run') fails the run; sequences
                         listed under 'Not applicable' (clock, control API, limits left out) do not
  --advisories-fail      security advisories (listed under 'Security advisories') fail the run
  --user-token TOKEN     a signed-in user's token instead of --login
  --datacenter UUID      the data centre to use (default: the server's default one)
  --namespace NAME       X-Sim-Namespace of the run (default: a fresh one; real backends ignore it)
  --concurrency N        calls in flight at once (default 4)
  --quiet                no progress line
  --help                 this text`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      only: { type: 'string' },
      'include-control': { type: 'boolean', default: false },
      timeout: { type: 'string' },
      'time-budget': { type: 'string' },
      junit: { type: 'string', default: 'reports/conformance.xml' },
      html: { type: 'string', default: 'reports/conformance.html' },
      sequences: { type: 'string' },
      sequence: { type: 'string' },
      contract: { type: 'string' },
      code: { type: 'string' },
      'code-command': { type: 'string' },
      'credential-command': { type: 'string' },
      'include-limits': { type: 'boolean', default: false },
      'advisories-fail': { type: 'boolean', default: false },
      'user-token': { type: 'string' },
      login: { type: 'string' },
      'login-file': { type: 'string' },
      header: { type: 'string', multiple: true },
      strict: { type: 'boolean', default: false },
      datacenter: { type: 'string' },
      namespace: { type: 'string' },
      concurrency: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const baseUrl = baseUrlOption(values['base-url']);
  if (!baseUrl) throw new UsageError('--base-url is required');
  if (values.code && values['code-command']) throw new UsageError('give --code or --code-command, not both');
  if ((values.login || values['login-file']) && values['user-token'])
    throw new UsageError('give --login or --user-token, not both');
  let login;
  try {
    login = values['user-token']
      ? undefined
      : resolveLogin({ login: values.login, loginFile: values['login-file'] }, process.env, (file) =>
          readFileSync(file, 'utf8'),
        );
    setExtraHeaders(Object.fromEntries((values.header ?? []).map(parseHeader)));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }

  const progress = createProgress(process.stderr, !values.quiet);
  const report = await runConformance({
    baseUrl,
    only: commaList(values.only),
    includeControl: values['include-control'],
    timeoutMs: positiveInt(values.timeout, '--timeout', DEFAULT_TIMEOUT_MS),
    timeBudgetMs: timeBudgetOption(values['time-budget']),
    concurrency: positiveInt(values.concurrency, '--concurrency', 4),
    sequencesDir: values.sequences,
    sequenceNames: values.sequence === undefined ? undefined : commaList(values.sequence),
    contractPath: values.contract,
    userToken: values['user-token'],
    login,
    datacenter: values.datacenter,
    namespace: values.namespace,
    codeProvider: values.code
      ? fixedCode(values.code)
      : values['code-command']
        ? commandCode(values['code-command'])
        : undefined,
    credentialProvider: values['credential-command'] ? commandCredential(values['credential-command']) : undefined,
    includeLimits: values['include-limits'],
    progress,
  }).catch((error: unknown) => {
    // Clear the progress line first, so an unreachable server is one line on stderr.
    progress.done();
    throw error;
  });
  console.log(textReport(report));
  const junit = writeReport(values.junit, junitReport(report, { advisoriesFail: values['advisories-fail'] }));
  const html = writeReport(values.html, htmlReport(report));
  console.log(`reports: ${junit}, ${html}`);
  const { code, why } = exitStatus(report, { strict: values.strict, advisoriesFail: values['advisories-fail'] });
  if (why) console.error(`conformance: ${why}`);
  return code;
}

runMain(main, usage, 'conformance');
