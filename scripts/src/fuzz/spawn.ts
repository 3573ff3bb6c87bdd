import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** A simulator started as a child process for the run, with what it logged about its own errors. */
export interface SpawnedSimulator {
  url: string;
  /** Lines the simulator logged about errors (a 500's cause), at most 200. */
  errorLines: string[];
  /** Set once the process has ended: how. */
  exited(): string | undefined;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);
const MAX_LINES = 200;

/** The simulator's CLI in its built form (npm run build). */
export function simulatorCli(): string {
  return path.join(path.dirname(require.resolve('@storefront/simulator')), 'cli.js');
}

/**
 * Starts `node simulator/dist/cli.js --port 0 --control` (the control API on, as the tests have it, so its
 * operations are fuzzed too) and waits for the line with its URL. Its per-call log is read and dropped, except
 * the lines about errors.
 */
export function spawnSimulator(extraArgs: string[] = [], startTimeoutMs = 30_000): Promise<SpawnedSimulator> {
  const child: ChildProcess = spawn(
    process.execPath,
    [simulatorCli(), '--port', '0', '--host', '127.0.0.1', '--control', ...extraArgs],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const errorLines: string[] = [];
  let exit: string | undefined;
  const keep = (line: string) => {
    if (errorLines.length < MAX_LINES && /^(error|contract mismatch)|Error|at .+:\d+:\d+/.test(line))
      errorLines.push(line);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the simulator did not start within ${startTimeoutMs} ms`));
    }, startTimeoutMs);
    let pending = '';
    child.stdout?.setEncoding('utf8');
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => chunk.split('\n').filter(Boolean).forEach(keep));
    child.stdout?.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const started = /listening on (http:\/\/\S+)/.exec(line);
        if (started?.[1]) {
          clearTimeout(timer);
          resolve({
            url: started[1],
            errorLines,
            exited: () => exit,
            stop: () =>
              new Promise<void>((done) => {
                if (exit !== undefined) return done();
                child.once('exit', () => done());
                child.kill('SIGTERM');
              }),
          });
        } else keep(line);
      }
    });
    child.on('exit', (code, signal) => {
      exit = signal ? `killed by ${signal}` : `exited with code ${code}`;
      clearTimeout(timer);
      reject(
        new Error(`the simulator ${exit} before it listened${errorLines.length ? `: ${errorLines.join(' | ')}` : ''}`),
      );
    });
  });
}
