import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

let holder: Server;
let takenPort: number;

beforeAll(async () => {
  // Another process's server on the port: here a bare TCP listener of the test itself.
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  takenPort = (holder.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => holder.close(() => resolve()));
});

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('storefront-simulator on a port that is taken', () => {
  it('says so in one line and exits 2', async () => {
    const { code, stdout, stderr } = await runCli(['--port', String(takenPort), '--host', '127.0.0.1', '--quiet']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([
      `storefront-simulator: port ${takenPort} on 127.0.0.1 is already in use; pass another --port (0 picks a free one)`,
    ]);
  }, 20_000);
});
