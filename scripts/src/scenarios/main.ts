import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createSimulator } from '@storefront/simulator';
import { defaultSequencesDir } from '../conformance/run.js';
import { positiveInt, UsageError } from '../shared/cli.js';
import { defaultContractPath, loadContract } from '../shared/contract.js';
import { ms } from '../shared/format.js';
import { ContractValidator } from '../shared/schema-check.js';
import { commandCode, fixedCode } from '../shared/steps/code.js';
import { collectYamlFiles } from '../shared/yaml.js';
import { exportArazzo, exportSummary } from './arazzo/export.js';
import { controlOperationsTable } from './control-doc.js';
import { stepLines, summaryLine } from './print.js';
import { runScenarios } from './run.js';

/** The scenarios shipped with the repository: scripts/scenarios (from src/ and dist/ alike). */
export const SHIPPED_SCENARIOS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'scenarios');
const REPOSITORY = path.resolve(SHIPPED_SCENARIOS, '..', '..');
const DEFAULT_TIMEOUT_MS = 10_000;

export const usage = `Usage: npm run scenarios -- [--base-url URL] [options] [file-or-folder...]

Runs QA scenarios (YAML, see docs/scenarios.md): each in its own X-Sim-Namespace, every step printed with
pass or fail, then "scenarios: N passed, M failed". Exits 1 when any step fails. Without a file or folder it
runs the shipped ones in scripts/scenarios/. Without --base-url it starts a simulator of its own.

  --base-url URL         a running simulator (or backend) to use instead of an in-process simulator
  --seed N               the in-process simulator's seed (default: the simulator's own)
  --timeout MS           a call with no answer after MS has outcome timeout (default ${DEFAULT_TIMEOUT_MS})
  --code CODE            the verification code for steps that need one
  --code-command "CMD"   a command whose stdout is the verification code; gets VERIFICATION_TARGET
  --list-control         print the control operations a scenario can call (a Markdown table from the contract)
  --export-arazzo DIR    write the scenarios (default: the shipped ones) and the conformance sequences as Arazzo
                         workflows into DIR (runnable ones in DIR/<group>/, the others in DIR/<group>/not-runnable/)
                         and print which are not runnable and why; runs nothing
  --help                 this text`;

/** The scenario CLI without process globals, so tests can run it and read what it prints. */
export async function scenariosMain(args: string[], print: (line: string) => void): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      'base-url': { type: 'string' },
      seed: { type: 'string' },
      timeout: { type: 'string' },
      code: { type: 'string' },
      'code-command': { type: 'string' },
      'list-control': { type: 'boolean', default: false },
      'export-arazzo': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    print(usage);
    return 0;
  }
  if (values['list-control']) {
    print(controlOperationsTable(loadContract()));
    return 0;
  }
  const files = collectYamlFiles(positionals.length ? positionals : [SHIPPED_SCENARIOS]);
  if (files.length === 0)
    throw new UsageError(`no scenario files (*.yaml) in ${positionals.join(', ') || SHIPPED_SCENARIOS}`);
  const contract = loadContract();
  if (values['export-arazzo'] !== undefined) {
    const results = exportArazzo({
      outDir: path.resolve(values['export-arazzo']),
      groups: [
        { name: 'scenarios', files },
        { name: 'sequences', files: collectYamlFiles([defaultSequencesDir()]) },
      ],
      contract,
      contractPath: defaultContractPath(),
      root: REPOSITORY,
    });
    exportSummary(results).forEach((line) => print(line));
    return 0;
  }
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isInteger(seed))
    throw new UsageError(`--seed needs a whole number, got '${values.seed}'`);

  const running = values['base-url']
    ? undefined
    : await createSimulator({ validateResponses: true, control: true, ...(seed !== undefined ? { seed } : {}) }).listen(
        0,
      );
  const baseUrl = values['base-url'] ?? (running?.url as string);
  print(
    `Running ${files.length} scenario file(s) against ${values['base-url'] ? baseUrl : `an in-process simulator at ${baseUrl}`}`,
  );
  try {
    const results = await runScenarios(files, {
      baseUrl,
      contract,
      validator: new ContractValidator(contract),
      timeoutMs: positiveInt(values.timeout, '--timeout', DEFAULT_TIMEOUT_MS),
      codeProvider: values.code
        ? fixedCode(values.code)
        : values['code-command']
          ? commandCode(values['code-command'])
          : undefined,
      onStart: (flow) => print(`\n▶ ${flow.name} (${path.relative(process.cwd(), flow.file) || flow.file})`),
      onStep: (step) => stepLines(step).forEach((line) => print(line)),
      onEnd: (result) => print(`  ${result.status === 'passed' ? 'passed' : 'FAILED'} in ${ms(result.durationMs)}`),
    });
    print('');
    print(summaryLine(results));
    return results.every((r) => r.status === 'passed') ? 0 : 1;
  } finally {
    await running?.close();
  }
}
