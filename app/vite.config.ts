import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { precompress } from './precompress';
import { pwa } from './pwa.config';

/**
 * What a visit runs first, before React arrives: the API client (openapi-fetch and the SDK's conventions), the
 * session and its signals (main.tsx starts the session with them), the route table, and the data layer without
 * React with the catalogue's data (main.tsx starts the first page's chunks and, for /product and /product-detail,
 * its data loads). One small chunk the entry imports, so start-up's calls go out while the core is loading. The core
 * imports from it too: anything the core imported from the entry itself would make the entry's stylesheet (inlined
 * into index.html) a file every lazy part asks for again.
 */
const BOOT_MODULES = new RegExp(
  [
    String.raw`/app/src/app/preload-helper\.ts$|/node_modules/(@preact/signals-core|openapi-fetch)/`,
    String.raw`/sdk/(dist|src)/(client|conventions|transport|operations|headers|index|rules/(session|catalogue|datacentres|index))\.[jt]s$`,
    // The catalogue's runtime: the client sends the language with every call.
    String.raw`/sdk/(dist|src)/i18n/(index|paraglide/(runtime|messages))\.js$`,
    String.raw`/app/src/(config\.ts|app/route-table\.ts|session/(api|startup|state|storage)\.ts$)`,
    // The resources the route table starts, with what they read of the query.
    String.raw`/app/src/data/(resource|paged-resource|keyed-entries|tags|paging)\.ts$`,
    String.raw`/app/src/(shared/query-id|features/catalogue/(catalogue-data|product-(detail|list)-call))\.ts$`,
  ].join('|'),
);

/**
 * What every visit needs next, with the parts of the home route that other routes share, goes into one chunk: one
 * request and one gzip stream instead of ten small ones (2.5 KB less gzipped JS on the home route, measured with
 * `npm run bench`). Only these modules are placed there (not their whole dependency trees); everything else stays
 * split per route by the bundler. A module missing here still works, it only costs the home route a request.
 */
const CORE_MODULES = new RegExp(
  [
    String.raw`/node_modules/(react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|@preact/signals-react)/`,
    String.raw`/app/src/(app/(App|routes|RouteBoundary|SkipLink|start)|data/(use-resource|Loadable)|features/service/service-data|session/|shared/(guard|safe-url|navigation|use-go|use-latch|sync-external-store|asset|AppLink|browser|preloadable|loaded-on-open))`,
    // The widgets' shared internals that core widgets import (native props, controllable state, overlay presence and
    // top layer; imported by file, not through the overlay index, whose scroll lock only overlays need) and the icon
    // set: outside the core they would form a chunk that imports the core and that the core imports, which fails to
    // start. The page icons stay out: only pages beyond home draw them.
    String.raw`/ui/src/(index\.ts|toast/|message-box/store|internal/(native-props|use-controllable-state|use-open-state|overlay/(usePresence|top-layer))|icon/(?!page-icons)|tab-bar/|no-data/|loading/|swipe/|carousel/|image/|reducedMotion|floating-buttons/)`,
    // The home page comes with the core, its styles with the core's: index.html preloaded its chunk on every page
    // anyway (home is where most visits start). As one chunk it is one request fewer and 1.1 KB less gzipped JS on
    // the home route (no imports and exports between the two).
    String.raw`/app/src/features/home/(home\.css|HomePage\.tsx|home-data\.ts|targets\.ts|ad-record\.ts)$|/app/src/shared/use-scrolled-past\.ts$|/ui/src/hot-word-ticker/`,
  ].join('|'),
);

const slashed = (id: string) => id.replaceAll('\\', '/');

/**
 * The catalogue's messages that the boot's and the core's own modules call (found by reading them for `m.<key>(`) go
 * into those chunks. Left to the bundler, a message they share with lazy pages lands in a small shared chunk that
 * imports the catalogue's runtime from the boot (or sits beside a lazy entry that re-exports the core) while the
 * boot or core imports it back: a chunk cycle, whose evaluation order varied from load to load ('X is not a
 * function' at start-up now and then). Messages only lazy pages call stay with them.
 */
function messagesCalledBy(chunk: RegExp): Set<string> {
  const keys = new Set<string>();
  for (const folder of ['../app/src', '../ui/src', '../sdk/src']) {
    const root = fileURLToPath(new URL(folder, import.meta.url));
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      const id = slashed(`${root}/${file}`);
      if (!/\.tsx?$/.test(file) || /\.(test|stories)\.tsx?$/.test(file) || !chunk.test(id)) continue;
      for (const found of readFileSync(id, 'utf8').matchAll(/\bm\.(\w+)\(/g)) keys.add(found[1]!);
    }
  }
  return keys;
}
const BOOT_MESSAGES = messagesCalledBy(BOOT_MODULES);
const CORE_MESSAGES = messagesCalledBy(CORE_MODULES);
const messageKey = (id: string) => /\/i18n\/paraglide\/messages\/(\w+)\.js$/.exec(id)?.[1] ?? '';
const inBoot = (id: string) => BOOT_MODULES.test(id) || BOOT_MESSAGES.has(messageKey(id));
const inCore = (id: string) => CORE_MODULES.test(id) || CORE_MESSAGES.has(messageKey(id));

/**
 * The chunks every page loads keep their names; the others (pages, shared parts, their styles) are named by their
 * hash alone, of 7 characters (the shortest the bundler allows for this many files; 42 bits, and it makes names
 * unique itself). The boot chunk lists every page's files for its route table (to preload a page's parts together):
 * whole names were 1 KB of its gzipped size, and the eighth character of each hash another 146 bytes. Tests and
 * tools find a file through the build manifest.
 */
const NAMED_CHUNKS = new Set(['boot', 'core', 'rolldown-runtime']);

/**
 * Preloads the chunk that holds the home page (the core) and its imports, with their CSS, from index.html: without
 * it the browser learns of them only once the entry has run and asked for the app, one round trip late. Every route
 * needs the core; the home page's part of it (3.9 KB gzip) is what the other routes pay for home being first.
 */
function preloadHomeRoute(): Plugin {
  return {
    name: 'storefront:preload-home-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) =>
            c.type === 'chunk' && c.moduleIds.some((id) => slashed(id).endsWith('/src/features/home/HomePage.tsx')),
        );
        if (!chunk || chunk.type !== 'chunk') throw new Error('preload-home-route: no chunk for HomePage.tsx');
        const chunks = [chunk.fileName, ...chunk.imports];
        const files = chunks.filter((file) => !html.includes(`/${file}"`));
        // Their stylesheets too (the core's among them): the app's first render waits for them.
        const css = [
          ...new Set(
            chunks.flatMap((file) => {
              const c = ctx.bundle?.[file];
              return c?.type === 'chunk' ? [...(c.viteMetadata?.importedCss ?? [])] : [];
            }),
          ),
        ].filter((file) => !html.includes(`/${file}"`));
        return [
          ...files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...css.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * Makes the app's own preload helper (src/app/preload-helper.ts) the one every dynamic import of the build runs
 * through, in place of Vite's: the same work for the browsers and the base this app has, for 460 bytes gzip less in
 * the start-up chunk that every visit loads first.
 */
function appPreloadHelper(): Plugin {
  const vitesHelper = '\0vite/preload-helper.js';
  const helper = fileURLToPath(new URL('./src/app/preload-helper.ts', import.meta.url));
  let used = false;
  return {
    name: 'storefront:preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      if (config.base !== '/')
        throw new Error(`preload-helper: the app's helper serves the base '/', not '${config.base}'`);
    },
    resolveId(source) {
      if (source !== vitesHelper) return null;
      used = true;
      return helper;
    },
    buildEnd() {
      // Vite renamed its helper: fail rather than ship its helper beside this one.
      if (!used) this.error(`preload-helper: nothing imported ${vitesHelper}`);
    },
  };
}

/**
 * Puts the entry's stylesheet (the design tokens and the page frame, about 2 KB gzip) into index.html. As a link it
 * held back every paint until it arrived and, being parsed before the entry script, held back the entry too: the
 * browser runs module scripts only once parsing is done and the style sheets before them have loaded, and on a
 * phone's six connections that stylesheet queued behind the preloads. Inline, the shell paints with the document
 * and the entry starts the session's calls as soon as its own small chunks are here.
 */
function inlineEntryStylesheet(): Plugin {
  const link = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;
  return {
    name: 'storefront:inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(link, (tag, file: string) => {
          const asset = ctx.bundle?.[file];
          if (!asset || asset.type !== 'asset') throw new Error(`inline-entry-stylesheet: ${file} is not in the build`);
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          if (css.includes('</style')) throw new Error(`inline-entry-stylesheet: ${file} cannot be inlined`);
          return `<style>${css.trim()}</style>`;
        });
      },
    },
  };
}

/**
 * A dynamic import preloads the chunks it needs, listed in the chunk that imports. Two kinds are left out of those
 * lists: the chunks the importing chunk imports statically (they were loaded before it could run), and, in the boot
 * chunk (the route table's imports), the app's core and its imports: the entry asks for those with its import of the
 * app before any page can be loaded (main.tsx), so the routes need not name them again. (Vite keeps every CSS
 * dependency in the lists whatever this answers.)
 */
function skipLoadedPreloads() {
  let bundle: Rolldown.OutputBundle | undefined;
  let appFiles: Set<string> | undefined;
  const closures = new Map<string, Set<string>>();
  const staticImports = (file: string): Set<string> => {
    let closure = closures.get(file);
    if (closure) return closure;
    closure = new Set();
    const pending = [file];
    while (pending.length) {
      const chunk = bundle?.[pending.pop()!];
      if (chunk?.type !== 'chunk') continue;
      for (const imported of chunk.imports) {
        if (closure.has(imported)) continue;
        closure.add(imported);
        pending.push(imported);
      }
    }
    closures.set(file, closure);
    return closure;
  };
  const chunkNamed = (name: string) => Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.name === name);
  const appFilesOf = (): Set<string> => {
    if (appFiles) return appFiles;
    const core = chunkNamed('core');
    if (!core) throw new Error('skip-loaded-preloads: no core chunk');
    appFiles = new Set([core.fileName, ...staticImports(core.fileName)]);
    return appFiles;
  };
  return {
    plugin: {
      name: 'storefront:skip-loaded-preloads',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          appFiles = undefined;
          closures.clear();
        },
      },
    } satisfies Plugin,
    resolveDependencies(
      _file: string,
      deps: string[],
      { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
    ) {
      if (hostType !== 'js' || !bundle) return deps;
      const loaded = staticImports(hostId);
      const fromBoot = hostId === chunkNamed('boot')?.fileName;
      return deps.filter((dep) => !loaded.has(dep) && !(fromBoot && appFilesOf().has(dep)));
    },
  };
}

const loadedPreloads = skipLoadedPreloads();

// The dev server forwards API, control and CDN calls to a running simulator (npm run dev starts both).
const simulator = process.env.SIMULATOR_URL ?? 'http://127.0.0.1:4100';

export default defineConfig({
  plugins: [
    appPreloadHelper(),
    react(),
    preloadHomeRoute(),
    inlineEntryStylesheet(),
    loadedPreloads.plugin,
    // Installable, and opening from its cache on a bad connection (docs/product/installing.md).
    ...pwa(),
    precompress(),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/shared/sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    // Every browser the app supports preloads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false, resolveDependencies: loadedPreloads.resolveDependencies },
    sourcemap: false,
    manifest: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => (NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js'),
        assetFileNames: (asset) =>
          asset.names.some((name) => NAMED_CHUNKS.has(name.replace(/\.css$/, '')))
            ? 'assets/[name]-[hash][extname]'
            : 'assets/[hash:7][extname]',
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'boot', test: (id: string) => inBoot(slashed(id)) },
            { name: 'core', test: (id: string) => !inBoot(slashed(id)) && inCore(slashed(id)) },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': simulator,
      '/control': simulator,
      '/cdn': simulator,
      '/stand-in': simulator,
    },
  },
});
