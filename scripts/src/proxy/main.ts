import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { positiveInt, UsageError } from '../shared/cli.js';
import { loadContract } from '../shared/contract.js';
import { startRecorder } from './record-file.js';
import { startProxy, type RunningProxy } from './server.js';

/** The built app of the repository (app/dist), from src/ and dist/ alike. */
export const BUILT_APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'app', 'dist');
const DEFAULT_TIMEOUT_MS = 10_000;

export const usage = `Usage: npm run proxy -- --target URL [--port P] [--record FILE.yaml] [options]

Serves the built app and passes every API call it makes on to the target (a simulator or a real backend),
checking each exchange against the contract: the request body, the answer's envelope and schema, its status,
its Content-Type, the operation's time budget and the contract's security advisories. One line per finding;
the page /_proxy lists the exchanges and findings. Tokens, passwords and codes are never shown or written.

  --target URL          the server to pass the calls to (required)
  --port P              the port to serve on (default 4300; 0 picks a free one)
  --host H              the address to listen on (default 127.0.0.1)
  --record FILE.yaml    write the walk as a QA scenario (docs/scenarios.md), rewritten after every call
  --namespace NAME      send X-Sim-Namespace NAME on the app's calls (a simulator keeps the walk's state apart)
  --app DIR             the built app to serve (default app/dist; --no-app for the API only)
  --timeout MS          a call with no answer after MS is a finding, answered 504 to the app (default ${DEFAULT_TIMEOUT_MS})
  --help                this text`;

/** The proxy's CLI without process globals: starts the proxy and stays up until the process is stopped. */
export async function proxyMain(args: string[], print: (line: string) => void): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      target: { type: 'string' },
      port: { type: 'string', default: '4300' },
      host: { type: 'string', default: '127.0.0.1' },
      record: { type: 'string' },
      namespace: { type: 'string' },
      app: { type: 'string' },
      'no-app': { type: 'boolean', default: false },
      timeout: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    print(usage);
    return 0;
  }
  if (!values.target || !/^https?:\/\//.test(values.target))
    throw new UsageError(`--target needs an http:// or https:// URL, got '${values.target ?? ''}'`);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port needs a port number, got '${values.port}'`);
  if (values.record !== undefined && !/\.ya?ml$/i.test(values.record))
    throw new UsageError(`--record needs a .yaml file, got '${values.record}'`);
  const appDir = values['no-app'] ? undefined : path.resolve(values.app ?? BUILT_APP);
  if (appDir && !existsSync(path.join(appDir, 'index.html')))
    throw new UsageError(`no built app at ${appDir}: run npm run build first, or pass --no-app`);
  const contract = loadContract();
  const recorder = values.record ? startRecorder(path.resolve(values.record), contract, values.target) : undefined;

  let running: RunningProxy;
  try {
    running = await startProxy(
      {
        target: values.target,
        contract,
        appDir,
        namespace: values.namespace,
        timeoutMs: positiveInt(values.timeout, '--timeout', DEFAULT_TIMEOUT_MS),
        print,
        onExchange: recorder?.write,
      },
      port,
      values.host,
    );
  } catch (error) {
    throw new UsageError(`cannot listen on ${values.host}:${port}: ${(error as Error).message}`);
  }
  print(
    `Contract proxy to ${values.target}: every API call is checked against the contract (${contract.operations.length} operations).`,
  );
  if (recorder)
    print(`Recording the walk as a scenario in ${path.relative(process.cwd(), recorder.file) || recorder.file}.`);
  print(`Findings and exchanges: ${running.url}/_proxy`);
  print(`Open ${running.url} in a phone-sized window (375 x 812). Ctrl-C stops it.\n`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await running.close();
  if (recorder) print(recorder.summary(running.log));
  return 0;
}
