// `npm run bench`: the budgets as figures. Gzipped JS and CSS that the home route loads (and what it loads later,
// on first need), and the simulator's throughput and latency under autocannon on getMainPageInfo (10 s at 10 and
// 50 connections by default).
// Options: --seconds N. Writes reports/bench.json too.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, ensureInstalled, env, root } from './lib.mjs';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' } } });
const duration = Number(values.seconds);
const HOME_JS_BUDGET_KB = 90;

if (!(await ensureInstalled())) process.exit(1);
if ((await build()) !== 0) process.exit(1);

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gz = (file) => gzipSync(readFileSync(path.join(root, 'app/dist', file)), { level: 9 }).length;

const manifest = JSON.parse(readFileSync(path.join(root, 'app/dist/.vite/manifest.json'), 'utf8'));

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

const HOME_PAGE = 'src/features/home/HomePage.tsx';
/** Files the browser fetches for the home route: the entry, the route's chunk, and their static imports. */
const homeRouteFiles = () => filesOf(['index.html', HOME_PAGE]);

const files = homeRouteFiles();
const js = files.filter((f) => f.endsWith('.js')).map((f) => ({ file: f, gzip: gz(f) }));
const css = files.filter((f) => f.endsWith('.css')).map((f) => ({ file: f, gzip: gz(f) }));
const jsTotal = js.reduce((sum, f) => sum + f.gzip, 0);
const cssTotal = css.reduce((sum, f) => sum + f.gzip, 0);

console.log('\nHome route (gzip -9)');
for (const f of [...js, ...css]) console.log(`  ${f.file.padEnd(48)} ${String(kb(f.gzip)).padStart(7)} KB`);
console.log(`  JS total ${kb(jsTotal)} KB (budget ${HOME_JS_BUDGET_KB} KB), CSS total ${kb(cssTotal)} KB`);

// What the home page loads later, on first need (the popup when there is an unseen ad, the menu on its first tap).
const loaded = new Set(files);
const onDemand = (manifest[HOME_PAGE]?.dynamicImports ?? []).map((key) => {
  const extra = filesOf([key], loaded).filter((f) => f.endsWith('.js'));
  return { part: key.replace(/^(\.\.\/)+/, ''), jsGzip: extra.reduce((sum, f) => sum + gz(f), 0) };
});
console.log('  loaded on first need (JS gzip, beyond the above):');
for (const part of onDemand) console.log(`    ${part.part.padEnd(46)} ${String(kb(part.jsGzip)).padStart(7)} KB`);

// Every other route: what it loads beyond the entry and the shared core (its chunk, CSS and static imports),
// and what it loads on the page itself (lazy parts such as the map). Budget 15 KB gzip of JS a route.
const ROUTE_JS_BUDGET_KB = 15;
const core = new Set(filesOf(['index.html']));
const routePages = Object.keys(manifest).filter((key) => /^src\/features\/.+Page\.tsx$/.test(key) && key !== HOME_PAGE).sort();
const routeSizes = routePages.map((key) => {
  const own = filesOf([key], core);
  const lazy = filesOf(manifest[key]?.dynamicImports ?? [], new Set([...core, ...own]));
  const sum = (list, ext) => list.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gz(f), 0);
  return { page: key.replace(/^src\/features\//, ''), js: sum(own, '.js'), css: sum(own, '.css'), lazyJs: sum(lazy, '.js') };
});
console.log(`\nRoutes beyond the shared core (gzip -9; budget ${ROUTE_JS_BUDGET_KB} KB JS, lazy parts in brackets)`);
for (const r of routeSizes) {
  const over = kb(r.js + r.lazyJs) > ROUTE_JS_BUDGET_KB ? '  over budget' : '';
  console.log(`  ${r.page.padEnd(48)} ${String(kb(r.js)).padStart(5)} KB JS ${String(kb(r.css)).padStart(5)} KB CSS${r.lazyJs ? ` [+${kb(r.lazyJs)} KB]` : ''}${over}`);
}

async function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const simulator = spawn(process.execPath, [path.join(root, 'simulator/dist/cli.js'), '--port', String(port), '--quiet'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => simulator.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve()));
const base = `http://127.0.0.1:${port}`;
const tokenAnswer = await fetch(`${base}/api/v1/user/getClientGuestToken`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ datacenter_uuid: 'dc-eu' }),
}).then((r) => r.json());
const token = tokenAnswer.data.access_guest_token;

const { default: autocannon } = await import('autocannon');
const load = [];
for (const connections of [10, 50]) {
  process.stderr.write(`  loading getMainPageInfo with ${connections} connections for ${duration} s...\n`);
  const result = await autocannon({
    url: `${base}/api/v1/common/getMainPageInfo`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Guest-Token': token },
    body: '{}',
    connections,
    duration,
  });
  load.push({
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  });
}
simulator.kill('SIGTERM');

console.log(`\nSimulator, getMainPageInfo, ${duration} s per run`);
console.log('  connections   req/s    p50 ms   p99 ms   errors');
for (const r of load) {
  console.log(`  ${String(r.connections).padStart(11)} ${String(r.requestsPerSecond).padStart(7)} ${String(r.p50ms).padStart(9)} ${String(r.p99ms).padStart(8)} ${String(r.errors + r.non2xx).padStart(8)}`);
}

mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(
  path.join(root, 'reports/bench.json'),
  JSON.stringify({ homeRoute: { js, css, jsTotalBytes: jsTotal, cssTotalBytes: cssTotal, budgetKb: HOME_JS_BUDGET_KB, onDemand }, routes: { budgetKb: ROUTE_JS_BUDGET_KB, sizes: routeSizes }, simulator: load }, null, 2),
);
console.log('\nWritten to reports/bench.json');
