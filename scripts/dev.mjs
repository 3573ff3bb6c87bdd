// `npm run dev`: the simulator on $SIMULATOR_PORT (default 4100) and the app's Vite dev server with hot reload,
// which forwards /api, /control and /cdn to it. Ctrl-C stops both. The control API is on (loopback callers only;
// SIMULATOR_CONTROL_TOKEN, when set, is required in X-Control-Token).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, ensureInstalled, env, root } from './lib.mjs';

if (!(await ensureInstalled())) process.exit(1);
if ((await build()) !== 0) process.exit(1);

const simulatorPort = process.env.SIMULATOR_PORT ?? '4100';
const children = [
  spawn(process.execPath, [path.join(root, 'simulator/dist/cli.js'), '--port', simulatorPort, '--control'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', process.env.PORT ?? '5173'], {
    cwd: path.join(root, 'app'),
    env: { ...env, SIMULATOR_URL: `http://127.0.0.1:${simulatorPort}` },
    stdio: 'inherit',
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
