import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Test files of a package share one module graph per worker (`isolate: false`): starting a fresh one for each of
 * some 130 files cost more than the tests themselves. A file that replaces modules with `vi.mock` keeps a graph of
 * its own, since its replacement would otherwise meet modules another file has already loaded.
 */
const PACKAGES = ['sdk', 'simulator', 'ui', 'app', 'scripts'];
const MOCKS_MODULES = /\bvi\.mock\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.(ts|tsx|js|mjs)$/.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => file.split(path.sep).join('/'));
}

function projectsOf(dir: string): TestProjectInlineConfiguration[] {
  const files = testFiles(dir);
  const mocking = files.filter((file) => MOCKS_MODULES.test(readFileSync(path.join(dir, file), 'utf8')));
  // `extends` adds to the package's include and exclude lists: each project says which files it leaves out.
  const project = (name: string, isolate: boolean, leftOut: string[]): TestProjectInlineConfiguration => ({
    extends: `./${dir}/vitest.config.ts`,
    root: `./${dir}`,
    test: { name, isolate, exclude: leftOut },
  });
  const shared = project(dir, false, mocking);
  if (mocking.length === 0) return [shared];
  return [
    shared,
    project(
      `${dir} (own modules)`,
      true,
      files.filter((file) => !mocking.includes(file)),
    ),
  ];
}

export default defineConfig({
  test: { projects: PACKAGES.flatMap(projectsOf) },
});
