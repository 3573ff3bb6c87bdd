import { spawn } from 'node:child_process';

/** What a hook may need to find the code: the code's fun_type (register, login, reset...) and the run's namespace. */
export interface CodeContext {
  funType?: number | undefined;
  namespace?: string | undefined;
}

/** Where a verification code comes from: the tester's hook or a fixed value. */
export type CodeProvider = (target: string | undefined, context?: CodeContext) => Promise<string>;

/** The provider account a social sign-in step needs a credential for. */
export interface CredentialRequest {
  /** facebook or google. */
  provider: string;
  /** The contract's user_type of that provider (1 Facebook, 2 Google). */
  userType: number;
  uid: string;
  namespace?: string | undefined;
}

/** Where a single-use provider credential comes from: the tester's hook (their provider's test tool). */
export type CredentialProvider = (request: CredentialRequest) => Promise<string>;

/** `--code 123456`: the same code for every step that needs one (a backend with a test code). */
export function fixedCode(code: string): CodeProvider {
  return () => Promise.resolve(code);
}

/** Runs a tester's hook in a shell with these variables added; its stdout (trimmed) is the answer. */
function runHook(option: string, command: string, env: Record<string, string>, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { shell: true, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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
      const answer = out.trim();
      if (exitCode !== 0) reject(new Error(`${option} exited with ${exitCode}: ${err.trim() || 'no message'}`));
      else if (!answer) reject(new Error(`${option} printed nothing`));
      else resolve(answer);
    });
  });
}

/**
 * `--code-command "cmd"`: runs the command in a shell for each code; its stdout (trimmed) is the code. The
 * phone or e-mail the code was sent to is in the environment as VERIFICATION_TARGET, the code's fun_type as
 * VERIFICATION_FUN_TYPE and the run's X-Sim-Namespace as VERIFICATION_NAMESPACE (empty when unknown).
 */
export function commandCode(command: string, timeoutMs = 30_000): CodeProvider {
  return (target, context) =>
    runHook(
      '--code-command',
      command,
      {
        VERIFICATION_TARGET: target ?? '',
        VERIFICATION_FUN_TYPE: context?.funType === undefined ? '' : String(context.funType),
        VERIFICATION_NAMESPACE: context?.namespace ?? '',
      },
      timeoutMs,
    );
}

/**
 * `--credential-command "cmd"`: runs the command in a shell for each social sign-in step; its stdout (trimmed) is
 * a fresh credential of the provider for the uid. The environment says which: CREDENTIAL_PROVIDER (facebook or
 * google), CREDENTIAL_USER_TYPE (1 or 2, as thirdLogin's user_type), CREDENTIAL_UID and CREDENTIAL_NAMESPACE.
 */
export function commandCredential(command: string, timeoutMs = 30_000): CredentialProvider {
  return (request) =>
    runHook(
      '--credential-command',
      command,
      {
        CREDENTIAL_PROVIDER: request.provider,
        CREDENTIAL_USER_TYPE: String(request.userType),
        CREDENTIAL_UID: request.uid,
        CREDENTIAL_NAMESPACE: request.namespace ?? '',
      },
      timeoutMs,
    );
}
