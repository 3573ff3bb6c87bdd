import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { load, YAMLException } from 'js-yaml';

/** Parses one YAML file; a syntax error names the file, line and column so a QA author can fix it. */
export function loadYamlFile(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return load(text, { filename: file });
  } catch (error) {
    if (error instanceof YAMLException) {
      const where = error.mark ? `:${error.mark.line + 1}:${error.mark.column + 1}` : '';
      throw new Error(`${file}${where}: ${error.reason}`, { cause: error });
    }
    throw error;
  }
}

const YAML_FILE = /\.ya?ml$/i;

/** The YAML files named, folders expanded to their *.yaml / *.yml files (recursively, sorted). */
export function collectYamlFiles(paths: string[]): string[] {
  const files: string[] = [];
  const walk = (entry: string) => {
    const stats = statSync(entry, { throwIfNoEntry: false });
    if (!stats) throw new Error(`No such file or folder: ${entry}`);
    if (stats.isDirectory()) {
      for (const name of readdirSync(entry).sort()) {
        const child = path.join(entry, name);
        if (statSync(child).isDirectory() || YAML_FILE.test(name)) walk(child);
      }
    } else {
      files.push(entry);
    }
  };
  paths.forEach(walk);
  return files;
}
