import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The built file (as served, e.g. `assets/Bx3k9Qa1.js`) of a module of the app, found in the app's build manifest by
 * the end of its source path: most chunks are named by their hash alone, so tests find them here, not by name.
 */
export function builtFile(sourceSuffix: string): string {
  const manifest = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../app/dist/.vite/manifest.json', import.meta.url)), 'utf8'),
  ) as Record<string, { file: string }>;
  const found = Object.entries(manifest).find(([key]) => key.endsWith(sourceSuffix))?.[1].file;
  if (!found) throw new Error(`${sourceSuffix} is not in the build manifest: run npm run build -w app`);
  return found;
}
