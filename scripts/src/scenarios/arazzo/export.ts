import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dump } from 'js-yaml';
import type { Contract } from '../../shared/contract.js';
import { loadFlow } from '../../shared/steps/spec.js';
import { flowToArazzo } from './workflow.js';

/**
 * `npm run scenarios -- --export-arazzo DIR`: every QA scenario and every conformance sequence as an Arazzo
 * document, one file each (a file is one flow with its own namespace and its own verdict, as in our runners,
 * and a new scenario adds a file rather than changing a shared one). Runnable ones go to DIR/<group>/, the
 * others to DIR/<group>/not-runnable/ with their reasons inside, so `redocly respect DIR/scenarios/*.yaml` runs
 * exactly the runnable ones.
 */
export interface ExportGroup {
  /** Folder name under DIR and part of the default namespace: scenarios, sequences. */
  name: string;
  files: string[];
}

export interface ExportedFile {
  group: string;
  source: string;
  /** Where it was written, relative to DIR. */
  file: string;
  runnable: boolean;
  /** Calls the simulator's control API (clock, faults, reset...), which a real backend does not have. */
  simulatorOnly: boolean;
  problems: string[];
  requiredInputs: string[];
}

export const ARAZZO_SUFFIX = '.arazzo.yaml';
export const NOT_RUNNABLE_DIR = 'not-runnable';

/** Removes exports of an earlier run (only files this command writes), so a fixed scenario leaves no stale copy. */
function clearEarlierExports(folder: string): void {
  for (const sub of [folder, path.join(folder, NOT_RUNNABLE_DIR)]) {
    let names: string[];
    try {
      names = readdirSync(sub);
    } catch {
      continue;
    }
    for (const name of names) if (name.endsWith(ARAZZO_SUFFIX)) rmSync(path.join(sub, name));
  }
}

function posix(file: string): string {
  return file.split(path.sep).join('/');
}

export function exportArazzo(options: {
  outDir: string;
  groups: ExportGroup[];
  contract: Contract;
  contractPath: string;
  /** Sources are named relative to this folder (the repository), so the output does not depend on the machine. */
  root: string;
}): ExportedFile[] {
  const results: ExportedFile[] = [];
  for (const group of options.groups) {
    const folder = path.join(options.outDir, group.name);
    clearEarlierExports(folder);
    for (const sourceFile of group.files) {
      const source = posix(path.relative(options.root, sourceFile));
      const flow = loadFlow(sourceFile);
      const base = path.basename(sourceFile).replace(/\.ya?ml$/i, '');
      // Whether it is runnable decides the folder, and the folder the contract's relative address: map twice.
      const firstPass = flowToArazzo(flow, options.contract, { source, contractUrl: '', group: group.name });
      const runnable = firstPass.problems.length === 0;
      const target = path.join(folder, ...(runnable ? [] : [NOT_RUNNABLE_DIR]), `${base}${ARAZZO_SUFFIX}`);
      const contractUrl = posix(path.relative(path.dirname(target), options.contractPath));
      const exported = flowToArazzo(flow, options.contract, { source, contractUrl, group: group.name });
      mkdirSync(path.dirname(target), { recursive: true });
      const header = `# Generated from ${source} by npm run scenarios -- --export-arazzo. Do not edit: change the source.\n`;
      writeFileSync(target, header + dump(exported.document, { lineWidth: -1, noRefs: true }));
      results.push({
        group: group.name,
        source,
        file: posix(path.relative(options.outDir, target)),
        runnable,
        simulatorOnly: exported.simulatorOnly,
        problems: exported.problems,
        requiredInputs: exported.requiredInputs,
      });
    }
  }
  return results;
}

/** `exported N workflows, M runnable`, then each one that is not with its reasons, and the inputs others need. */
export function exportSummary(results: ExportedFile[]): string[] {
  const runnable = results.filter((r) => r.runnable);
  const lines = [
    `exported ${results.length} workflows (${results
      .map((r) => r.group)
      .filter((g, i, all) => all.indexOf(g) === i)
      .map((g) => `${results.filter((r) => r.group === g).length} ${g}`)
      .join(', ')}), ${runnable.length} runnable, ${results.length - runnable.length} not runnable`,
  ];
  for (const r of results.filter((x) => !x.runnable)) {
    lines.push(`  not runnable: ${r.source}`);
    for (const problem of r.problems) lines.push(`    - ${problem}`);
  }
  const simulatorOnly = runnable.filter((r) => r.simulatorOnly).map((r) => path.basename(r.source));
  if (simulatorOnly.length)
    lines.push(`  runnable against the simulator only (they call its control API): ${simulatorOnly.join(', ')}`);
  for (const r of runnable.filter((x) => x.requiredInputs.length))
    lines.push(`  runnable given --input ${r.requiredInputs.map((i) => `${i}=…`).join(' --input ')}: ${r.source}`);
  return lines;
}
