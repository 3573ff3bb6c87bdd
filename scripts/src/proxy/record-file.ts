import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dump } from 'js-yaml';
import type { Contract } from '../shared/contract.js';
import type { ExchangeLog } from './exchanges.js';
import { recordWalk, type Recording } from './record.js';

/** The recording as a scenario file: a comment saying how to replay it, then the scenario (bodies as flow maps). */
export function scenarioYaml(recording: Recording, meta: { target: string; startedAt: string }): string {
  const env = recording.environment;
  const replay = `${env.map((v) => `${v.name}=…`).join(' ')}${env.length ? ' ' : ''}npm run scenarios -- THIS_FILE`;
  const header = [
    `# Recorded by the contract proxy from a walk through the app against ${meta.target}, started ${meta.startedAt}.`,
    `# Replay against a fresh simulator with the walk's seed: ${replay}`,
    ...env.map(
      (v) => `# ${v.name}: the ${v.field} the walk sent (secrets are read from the environment, never written here).`,
    ),
    ...(recording.attachments.length
      ? [`# Uploaded files, beside this file: ${recording.attachments.map((a) => a.file).join(', ')}.`]
      : []),
    '# Every answer is also checked against the contract by the runner.',
  ];
  const scenario = {
    name: `Walk recorded ${meta.startedAt.slice(0, 16).replace('T', ' ')} UTC`,
    description: `The app's calls, in order, as the contract proxy saw them against ${meta.target}.`,
    steps: recording.steps,
  };
  // Level 3 and deeper (a step's body, expect and save) as {…}: one line per field of a step.
  return `${header.join('\n')}\n${dump(scenario, { lineWidth: 120, flowLevel: 3, noRefs: true })}`;
}

function writeIfChanged(file: string, bytes: Uint8Array): void {
  if (existsSync(file) && Buffer.from(readFileSync(file)).equals(bytes)) return;
  writeFileSync(file, bytes);
}

export interface RunningRecorder {
  file: string;
  /** Rewrites the file from the whole walk so far, so a proxy stopped at any moment leaves a whole scenario. */
  write(log: ExchangeLog): void;
  summary(log: ExchangeLog): string;
}

export function startRecorder(file: string, contract: Contract, target: string): RunningRecorder {
  const startedAt = new Date().toISOString();
  const folder = path.dirname(file);
  mkdirSync(folder, { recursive: true });
  const attachmentBase = path.basename(file).replace(/\.ya?ml$/i, '');
  const record = (log: ExchangeLog) => recordWalk(log.all(), contract, { handBacks: log.handBacks, attachmentBase });
  return {
    file,
    write(log) {
      const recording = record(log);
      // The uploaded files first, so the scenario never names a file that is not there yet.
      for (const { file: name, bytes } of recording.attachments) writeIfChanged(path.join(folder, name), bytes);
      const temporary = `${file}.partial`;
      writeFileSync(temporary, scenarioYaml(recording, { target, startedAt }));
      renameSync(temporary, file);
    },
    summary(log) {
      const recording = record(log);
      const env = recording.environment.map((v) => `${v.name}=…`).join(' ');
      return `Recorded ${recording.steps.length} steps in ${file}; replay: ${env ? `${env} ` : ''}npm run scenarios -- ${path.relative(process.cwd(), file) || file}`;
    },
  };
}
