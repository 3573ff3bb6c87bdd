#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { createSimulator, DEFAULT_SEED } from './http/server.js';

const usage = `Usage: storefront-simulator [options]

  --port N      port to listen on (default: $PORT, else 4100; 0 picks a free one)
  --host H      address to listen on (default 127.0.0.1)
  --seed N      seed of the generated data (default ${DEFAULT_SEED})
  --state FILE  keep all state in FILE (a snapshot) and FILE.journal.N: restored on start; a change is
                answered only once it is on disk
  --max-namespaces N  keep at most N namespaces; a new one evicts the least recently used (default 200)
  --max-upload-mb N   uploads of all namespaces together; the least recently used lose their oldest (default 200)
  --app DIR     also serve the built app from DIR at /
  --control     open the control API (/control/*) to callers on this machine (loopback); off by default
  --control-token T  require T in the X-Control-Token header of control calls (default: $SIMULATOR_CONTROL_TOKEN)
  --control-host NAME  also accept NAME in the Host header of control calls (repeatable)
  --quiet       no line per call
  --help        this text`;

function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string' },
      state: { type: 'string' },
      'max-namespaces': { type: 'string' },
      'max-upload-mb': { type: 'string' },
      app: { type: 'string' },
      control: { type: 'boolean', default: false },
      'control-token': { type: 'string' },
      'control-host': { type: 'string', multiple: true },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const port = Number(values.port ?? process.env.PORT ?? 4100);
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be 0-65535, got ${values.port}`);
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed must be a whole number, got ${values.seed}`);

  const maxNamespaces = values['max-namespaces'] === undefined ? undefined : Number(values['max-namespaces']);
  const maxUploadMb = values['max-upload-mb'] === undefined ? undefined : Number(values['max-upload-mb']);
  if (maxNamespaces !== undefined && !(Number.isInteger(maxNamespaces) && maxNamespaces >= 1))
    throw new Error(`--max-namespaces must be a whole number of at least 1, got ${values['max-namespaces']}`);
  if (maxUploadMb !== undefined && !(Number.isFinite(maxUploadMb) && maxUploadMb >= 25))
    throw new Error(`--max-upload-mb must be at least 25 (one namespace's share), got ${values['max-upload-mb']}`);

  const controlToken = values['control-token'] ?? process.env.SIMULATOR_CONTROL_TOKEN;
  const simulator = createSimulator({
    seed,
    ...(values.control
      ? { control: { ...(controlToken ? { token: controlToken } : {}), allowedHosts: values['control-host'] ?? [] } }
      : {}),
    ...(values.state ? { stateFile: values.state } : {}),
    ...(maxNamespaces !== undefined ? { maxNamespaces } : {}),
    ...(maxUploadMb !== undefined ? { maxUploadBytes: Math.round(maxUploadMb * 1024 * 1024) } : {}),
    ...(values.app ? { appDir: values.app } : {}),
    ...(values.quiet ? {} : { log: (line: string) => console.log(line) }),
  });
  void simulator.listen(port, values.host).then(
    (running) => {
      const control = values.control
        ? `control API on for loopback${controlToken ? ' with a token' : ''}`
        : 'control API off';
      console.log(
        `Simulator listening on ${running.url} (seed ${seed}${values.state ? `, state in ${values.state}` : ''}, ${control})`,
      );
      const stop = () => {
        void running.close().then(() => process.exit(0));
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error: unknown) => {
      // A port another process holds is the tester's to fix: one line, no stack, exit 2 like a wrong option.
      console.error(listenFailure(error, values.host, port));
      process.exit(2);
    },
  );
}

/** One line saying why the simulator could not listen, e.g. a port another process holds. */
function listenFailure(error: unknown, host: string, port: number): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return `storefront-simulator: port ${port} on ${host} is already in use; pass another --port (0 picks a free one)`;
  if (code === 'EACCES')
    return `storefront-simulator: no permission to listen on ${host}:${port}; pass a port above 1023`;
  return `storefront-simulator: cannot listen on ${host}:${port}: ${(error as Error).message}`;
}

try {
  main();
} catch (error) {
  console.error(`storefront-simulator: ${(error as Error).message}`);
  console.error(usage);
  process.exit(2);
}
