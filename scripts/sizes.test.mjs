// The size budgets of issue 15, checked on the build `npm test` has just made (sizes are deterministic; timings
// stay in `npm run bench`). Fails when app/dist is missing: run `npm run build -w app` first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HOME_JS_BUDGET_KB, kb, measureSizes, overBudget, ROUTE_JS_BUDGET_KB } from './sizes.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app/dist');

describe('size budgets (gzip -9 JS)', () => {
  it('finds the app build', () => {
    expect(
      existsSync(path.join(dist, '.vite/manifest.json')),
      'app/dist/.vite/manifest.json: build the app first',
    ).toBe(true);
  });

  const sizes = existsSync(path.join(dist, '.vite/manifest.json')) ? measureSizes(dist) : null;

  it(`keeps the home route at or under ${HOME_JS_BUDGET_KB} KB`, () => {
    expect(sizes).not.toBeNull();
    // The entry and the chunks index.html preloads for home, the core among them.
    expect(sizes.home.js.map((f) => f.file)).toContainEqual(expect.stringMatching(/\/core-/));
    expect(kb(sizes.home.jsTotal)).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
  });

  it(`keeps every other route at or under ${ROUTE_JS_BUDGET_KB} KB beyond the shared core`, () => {
    expect(sizes).not.toBeNull();
    // The routes are found, not listed: a renamed page must not drop out of the check unnoticed.
    expect(sizes.routes.length).toBeGreaterThan(10);
    expect(overBudget({ ...sizes, home: { ...sizes.home, jsTotal: 0 } })).toEqual([]);
  });
});

/** The chunks each chunk imports statically (`from"./x.js"` and `import"./x.js"` in the minified output). */
function staticImports(assets) {
  const imports = new Map();
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(assets, file), 'utf8');
    imports.set(
      file,
      [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((found) => found[1]),
    );
  }
  return imports;
}

describe('the chunks', () => {
  it('never import each other in a circle (which one runs first would vary, and start-up broke now and then)', () => {
    const imports = staticImports(path.join(dist, 'assets'));
    const circles = [];
    const visit = (file, path) => {
      for (const next of imports.get(file) ?? []) {
        if (path.includes(next)) circles.push([...path.slice(path.indexOf(next)), next].join(' -> '));
        else visit(next, [...path, next]);
      }
    };
    for (const file of imports.keys()) visit(file, [file]);
    expect(imports.size).toBeGreaterThan(20);
    expect([...new Set(circles)]).toEqual([]);
  });
});
