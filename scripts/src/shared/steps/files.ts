import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NAMED_SAMPLES, type SampleFile } from '../sample-files.js';
import type { FileSpec } from './spec.js';

/** The type a file part declares when the step names none: by the file's extension, as a browser's picker does. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.txt': 'text/plain',
  '.pdf': 'application/pdf',
};

export function typeOfFileName(name: string): string {
  return TYPE_BY_EXTENSION[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The files of a step's `files:` as the runner sends them: a named sample, or a file read from the scenario's
 * folder (its bytes as they are, its declared type and name as written or from the file name). A missing file
 * throws, naming the part and the path looked at.
 */
export function stepFiles(specs: Record<string, FileSpec>, scenarioFile: string): Record<string, SampleFile> {
  const out: Record<string, SampleFile> = {};
  for (const [part, spec] of Object.entries(specs)) {
    if ('sample' in spec) {
      const sample = NAMED_SAMPLES[spec.sample];
      if (!sample) throw new Error(`files.${part}: no sample named ${spec.sample}`);
      out[part] = sample;
      continue;
    }
    const where = path.resolve(path.dirname(scenarioFile), spec.path);
    let bytes: Buffer;
    try {
      bytes = readFileSync(where);
    } catch (error) {
      throw new Error(`files.${part}: cannot read ${where} (${(error as NodeJS.ErrnoException).code ?? 'error'})`, {
        cause: error,
      });
    }
    out[part] = {
      name: spec.name ?? path.basename(spec.path),
      type: spec.type ?? typeOfFileName(spec.path),
      bytes: new Uint8Array(bytes),
    };
  }
  return out;
}
