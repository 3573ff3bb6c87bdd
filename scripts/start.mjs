// `npm start`: installs what is missing, builds, and serves the app with the simulator behind it on one URL.
// Options after `--`: --seed N, --state FILE (keep state across restarts), --no-control (close the control API),
// --control-token T (default $SIMULATOR_CONTROL_TOKEN). Port from $PORT (default 4100). The control API is on for
// callers on this machine only (loopback address and a localhost Host header), even with HOST=0.0.0.0.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { build, ensureInstalled, root, seconds } from './lib.mjs';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    state: { type: 'string' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    quiet: { type: 'boolean', default: false },
    control: { type: 'boolean', default: true },
    'control-token': { type: 'string' },
  },
  allowNegative: true,
});
const controlToken = values['control-token'] ?? process.env.SIMULATOR_CONTROL_TOKEN;
const port = Number(process.env.PORT ?? 4100);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${process.env.PORT}`);
  process.exit(2);
}

const startedAt = performance.now();
if (!(await ensureInstalled())) process.exit(1);
console.log('▶ building');
if ((await build()) !== 0) {
  console.error('✗ the build failed (see above)');
  process.exit(1);
}
console.log(`✓ built (${seconds(startedAt)})`);

const { createSimulator, DEFAULT_SEED } = await import(pathToFileURL(path.join(root, 'simulator/dist/index.js')).href);
const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
const simulator = createSimulator({
  seed,
  appDir: path.join(root, 'app/dist'),
  ...(values.control ? { control: controlToken ? { token: controlToken } : true } : {}),
  ...(values.state ? { stateFile: path.resolve(values.state) } : {}),
  ...(values.quiet ? {} : { log: (line) => console.log(`  ${line}`) }),
});
let running;
try {
  running = await simulator.listen(port, values.host);
} catch (error) {
  console.error(`✗ could not listen on ${values.host}:${port}: ${error.message}. Set PORT to a free port.`);
  process.exit(2);
}
console.log(`\nStorefront ready (seed ${seed}${values.state ? `, state in ${values.state}` : ', state in memory'}).`);
console.log(`Open ${running.url} in a phone-sized window (375 x 812). Ctrl-C stops it.\n`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void running.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
