import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SOURCE_NAME } from './workflow.js';

/** What `redocly respect --json-output` writes, as far as we read it. */
export interface RespectReport {
  status: string;
  files: Record<
    string,
    {
      executedWorkflows: {
        workflowId: string;
        status: string;
        executedSteps: { stepId: string; checks: { name: string; passed: boolean; condition?: string }[] }[];
      }[];
    }
  >;
}

export interface RespectRun {
  exitCode: number;
  report: RespectReport | undefined;
  /** Respect's own printout, for a failing test's message. */
  output: string;
}

const require = createRequire(import.meta.url);

/** Redocly CLI's entry script, from the installed package (the contract's build uses the same version). */
function redoclyCli(): string {
  const manifest = require.resolve('@redocly/cli/package.json');
  const bin = (JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> }).bin.redocly;
  return path.join(path.dirname(manifest), bin as string);
}

/**
 * Runs `redocly respect` on exported workflows against a server (the contract's source description pointed at
 * `serverUrl`), with optional `--input name=value`s, and reads its JSON report.
 */
export function runRespect(
  files: string[],
  serverUrl: string,
  inputs: Record<string, string> = {},
): Promise<RespectRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'respect-'));
  const reportFile = path.join(dir, 'report.json');
  const args = [
    redoclyCli(),
    'respect',
    ...files,
    '--server',
    `${SOURCE_NAME}=${serverUrl}`,
    ...Object.entries(inputs).flatMap(([name, value]) => ['--input', `${name}=${value}`]),
    '--json-output',
    reportFile,
  ];
  return new Promise((resolve) => {
    execFile(process.execPath, args, { timeout: 60_000, maxBuffer: 20_000_000 }, (error, stdout, stderr) => {
      let report: RespectReport | undefined;
      try {
        report = JSON.parse(readFileSync(reportFile, 'utf8')) as RespectReport;
      } catch {
        report = undefined;
      }
      rmSync(dir, { recursive: true, force: true });
      const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ exitCode, report, output: `${stdout}${stderr}` });
    });
  });
}

/** The checks that failed, as `file workflow/step: condition`, for assertions and messages. */
export function failedChecks(report: RespectReport | undefined): string[] {
  return Object.entries(report?.files ?? {}).flatMap(([file, result]) =>
    result.executedWorkflows.flatMap((workflow) =>
      workflow.executedSteps.flatMap((step) =>
        step.checks
          .filter((check) => !check.passed)
          .map(
            (check) =>
              `${path.basename(file)} ${workflow.workflowId}/${step.stepId}: ${check.name} ${check.condition ?? ''}`,
          ),
      ),
    ),
  );
}
