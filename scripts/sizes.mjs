// The size budgets, computed in one place for `npm run bench` and the size-budget test: gzip -9 of the JS (and CSS)
// the home route loads, and of what every other route loads beyond the entry and the shared core.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// 103 KB: 95 KB held the app in English alone; the texts in two languages (the catalogue's runtime and the home
// route's messages) and the offline line took it to 99.9 KB. React and React DOM are about
// 67 KB of it, and neither a design-card library nor the second language is traded for bytes
// (docs/decisions/budgets.md).
export const HOME_JS_BUDGET_KB = 103;
// 20 KB: each page's texts now come in two languages, one small function per message (the calculator's 89 took it
// from about 14.5 to 19.5 KB).
export const ROUTE_JS_BUDGET_KB = 20;
export const HOME_PAGE = 'src/features/home/HomePage.tsx';

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Sizes of the build in `dist` (app/dist): reads its Vite manifest. */
export function measureSizes(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const gzCache = new Map();
  const gz = (file) => {
    if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return gzCache.get(file);
  };
  const sum = (list, ext) => list.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gz(f), 0);

  /** The files a chunk brings with it (itself, its CSS and its static imports), minus those already in `loaded`. */
  function filesOf(keys, loaded = new Set()) {
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file) || loaded.has(chunk.file)) return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) if (!loaded.has(css)) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return [...files];
  }

  // Home: what index.html loads and preloads. The build preloads the home route there (the chunk holding the home
  // page, its own or the core, with its imports: app/vite.config.ts), so this is the home route wherever its code sits.
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) =>
    keyOfFile.get(m[1]),
  );
  if (preloaded.length === 0 || preloaded.includes(undefined))
    throw new Error('sizes: index.html preloads no chunk of the manifest');
  const homeFiles = filesOf(['index.html', ...preloaded]);
  const js = homeFiles.filter((f) => f.endsWith('.js')).map((f) => ({ file: f, gzip: gz(f) }));
  const css = homeFiles.filter((f) => f.endsWith('.css')).map((f) => ({ file: f, gzip: gz(f) }));
  const loaded = new Set(homeFiles);
  // What the home route loads later, on first need (the popup, the menu, a notice...), pages apart.
  const onDemand = [...new Set(homeFiles.flatMap((file) => manifest[keyOfFile.get(file)]?.dynamicImports ?? []))]
    .filter((key) => !/Page\.tsx$/.test(key) && !loaded.has(manifest[key]?.file))
    .sort()
    // A shared chunk's key is its file name (a hash): it is shown by the name the bundler gave it.
    .map((key) => ({
      part: key.startsWith('_') ? `${manifest[key].name} (shared)` : key.replace(/^(\.\.\/)+/, ''),
      jsGzip: sum(filesOf([key], loaded), '.js'),
    }));

  // Every other route: its chunk, CSS and static imports beyond the entry's core; lazy parts counted apart.
  // The core: what the entry loads, and the chunk it loads next (the app itself, see app/vite.config.ts).
  const core = new Set(
    filesOf(['index.html', ...Object.keys(manifest).filter((key) => manifest[key].name === 'core')]),
  );
  const routePages = Object.keys(manifest)
    .filter((key) => /^src\/features\/.+Page\.tsx$/.test(key) && key !== HOME_PAGE)
    .sort();
  const routes = routePages.map((key) => {
    const own = filesOf([key], core);
    const lazy = filesOf(manifest[key]?.dynamicImports ?? [], new Set([...core, ...own]));
    return {
      page: key.replace(/^src\/features\//, ''),
      js: sum(own, '.js'),
      css: sum(own, '.css'),
      lazyJs: sum(lazy, '.js'),
    };
  });

  return {
    home: {
      js,
      css,
      jsTotal: js.reduce((t, f) => t + f.gzip, 0),
      cssTotal: css.reduce((t, f) => t + f.gzip, 0),
      onDemand,
    },
    routes,
  };
}

/** The budget breaches of a measurement, as sentences; empty when every budget holds. */
export function overBudget(sizes) {
  const over = [];
  if (kb(sizes.home.jsTotal) > HOME_JS_BUDGET_KB)
    over.push(`home route ${kb(sizes.home.jsTotal)} KB JS > ${HOME_JS_BUDGET_KB} KB`);
  for (const r of sizes.routes) {
    if (kb(r.js) > ROUTE_JS_BUDGET_KB) over.push(`${r.page} ${kb(r.js)} KB JS > ${ROUTE_JS_BUDGET_KB} KB`);
  }
  return over;
}
