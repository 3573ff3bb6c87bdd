// Helpers for the root commands. Plain JavaScript with no dependencies: these run before anything is installed.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
  DO_NOT_TRACK: '1',
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NPM_CONFIG_UPDATE_NOTIFIER: 'false',
};

export function seconds(startedAt) {
  return `${((performance.now() - startedAt) / 1000).toFixed(1)}s`;
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs a command with its output (stdout and stderr) written to `logFile`; resolves with its exit code. */
export async function runLogged(command, args, logFile) {
  const fd = openSync(logFile, 'w');
  try {
    return await run(command, args, { stdio: ['ignore', fd, fd] });
  } finally {
    closeSync(fd);
  }
}

/** Installs the workspace with `npm ci` when node_modules is missing or older than the lock file. */
export async function ensureInstalled() {
  const hiddenLock = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(hiddenLock) && statSync(hiddenLock).mtimeMs >= statSync(lock).mtimeMs) return true;
  const startedAt = performance.now();
  console.log('▶ installing dependencies (npm ci)');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) {
    console.error('✗ npm ci failed');
    return false;
  }
  console.log(`✓ installed (${seconds(startedAt)})`);
  return true;
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Makes sure Debian's Chromium is there for the browser tests, installing it with apt-get when we are root. */
export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error(
      `✗ The browser tests need Chromium at ${CHROMIUM}. Install it (Debian: sudo apt-get install chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
    );
    return false;
  }
  const startedAt = performance.now();
  console.log('▶ installing Chromium (apt-get install chromium)');
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env: aptEnv })) !== 0) return false;
  if ((await run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], { env: aptEnv })) !== 0) {
    console.error('✗ apt-get could not install chromium');
    return false;
  }
  console.log(`✓ Chromium installed (${seconds(startedAt)})`);
  return existsSync(CHROMIUM);
}

export async function build() {
  return run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only', '--log-prefix=task']);
}

/**
 * The second Node LTS the unit tests run on. These machines carry Node 20 (end of life since April 2026); a newcomer
 * arrives with 22 or 24. The registry's `node-<platform>-<arch>` package carries the official binary, so it installs
 * like any package, into .cache/ (ignored by git), once.
 */
export const SECOND_NODE_VERSION = '24.21.0';

/** The second Node's binary, installed when missing; null (with the reason printed) when it cannot be had. */
export async function ensureSecondNode() {
  const dir = path.join(root, '.cache', `node-${SECOND_NODE_VERSION}`);
  const pkg = `node-${process.platform}-${process.arch}`;
  const bin = path.join(dir, 'node_modules', pkg, 'bin', 'node');
  if (existsSync(bin)) return bin;
  const startedAt = performance.now();
  console.log(`▶ installing Node ${SECOND_NODE_VERSION} (${pkg}) into .cache/`);
  const code = await run('npm', [
    'install',
    '--prefix',
    dir,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    `${pkg}@${SECOND_NODE_VERSION}`,
  ]);
  if (code !== 0 || !existsSync(bin)) {
    console.error(`✗ could not install ${pkg}@${SECOND_NODE_VERSION}`);
    return null;
  }
  console.log(`✓ Node ${SECOND_NODE_VERSION} installed (${seconds(startedAt)})`);
  return bin;
}
