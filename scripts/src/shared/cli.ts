import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A wrong option: the CLI prints the message and its usage, and exits with 2. */
export class UsageError extends Error {}

export function positiveInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`${name} needs a positive whole number, got '${value}'`);
  return n;
}

/** `--base-url`: absent stays absent; given, it must be an http or https URL. */
export function baseUrlOption(value: string | undefined): string | undefined {
  if (value !== undefined && !/^https?:\/\//.test(value))
    throw new UsageError(`--base-url must start with http:// or https://, got '${value}'`);
  return value;
}

export function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function writeReport(file: string, content: string): string {
  const target = path.resolve(file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
  return target;
}

/** Runs a CLI's main: usage errors exit 2 with the usage, anything unexpected exits 2 with its message. */
export function runMain(main: () => Promise<number>, usage: string, name: string): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`${name}: ${(error as Error).message}`);
      if (error instanceof UsageError) console.error(`\n${usage}`);
      process.exitCode = 2;
    },
  );
}
