import { spawn } from 'node:child_process';

/** What a hook may need to find the code: the code's fun_type (register, login, reset...) and the run's namespace. */
export interface CodeContext {
  funType?: number | undefined;
  namespace?: string | undefined;
}

/** Where a verification code comes from: the tester's hook or a fixed value. */
export type CodeProvider = (target: string | undefined, context?: CodeContext) => Promise<string>;

/** `--code 123456`: the same code for every step that needs one (a backend with a test code). */
export function fixedCode(code: string): CodeProvider {
  return () => Promise.resolve(code);
}

/**
 * `--code-command "cmd"`: runs the command in a shell for each code; its stdout (trimmed) is the code. The
 * phone or e-mail the code was sent to is in the environment as VERIFICATION_TARGET, the code's fun_type as
 * VERIFICATION_FUN_TYPE and the run's X-Sim-Namespace as VERIFICATION_NAMESPACE (empty when unknown).
 */
export function commandCode(command: string, timeoutMs = 30_000): CodeProvider {
  return (target, context) =>
    new Promise((resolve, reject) => {
      const child = spawn(command, { shell: true, env: {
          ...process.env,
          VERIFICATION_TARGET: target ?? '',
          VERIFICATION_FUN_TYPE: context?.funType === undefined ? '' : String(context.funType),
          VERIFICATION_NAMESPACE: context?.namespace ?? '',
        }, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      const timer = setTimeout(() => child.kill(), timeoutMs);
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.on('close', (exitCode) => {
        clearTimeout(timer);
        const code = out.trim();
        if (exitCode !== 0) reject(new Error(`--code-command exited with ${exitCode}: ${err.trim() || 'no message'}`));
        else if (!code) reject(new Error('--code-command printed nothing'));
        else resolve(code);
      });
    });
}
