// js-yaml 4 ships no type declarations; this is the small part of its API the tools use.
declare module 'js-yaml' {
  export interface LoadOptions {
    filename?: string;
    json?: boolean;
  }
  export class YAMLException extends Error {
    reason: string;
    mark?: { line: number; column: number; name?: string };
  }
  export function load(text: string, options?: LoadOptions): unknown;
  export interface DumpOptions {
    lineWidth?: number;
    /** Nesting level from which collections are written in flow style ({…}, […]); -1: never. */
    flowLevel?: number;
    noRefs?: boolean;
  }
  export function dump(value: unknown, options?: DumpOptions): string;
}
