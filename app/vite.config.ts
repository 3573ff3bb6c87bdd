import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress';

/**
 * What every visit needs, with the parts of the home route that other routes share, goes into one chunk: one
 * request and one gzip stream instead of ten small ones (2.5 KB less gzipped JS on the home route, measured with
 * `npm run bench`). Only these modules are placed there (not their whole dependency trees); everything else stays
 * split per route by the bundler. A module missing here still works, it only costs the home route a request.
 */
const CORE_MODULES = new RegExp(
  [
    String.raw`^\0vite/preload-helper|/node_modules/(react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|openapi-fetch|@preact/[^/]+)/`,
    String.raw`/sdk/(dist|src)/(client|conventions|operations|headers|index|rules/(session|index))\.[jt]s$`,
    String.raw`/app/src/(config\.ts|app/(App|routes|RouteBoundary)|data/(resource|Loadable)|features/service/service-data|session/|shared/(guard|safe-url|navigation|use-go|use-latch|sync-external-store|asset|AppLink|browser))`,
    String.raw`/ui/src/(index\.ts|toast/|message-box/store|dialog/(usePresence|top-layer)|tab-bar/|no-data/|loading/|swipe/|carousel/|image/|reducedMotion)`,
  ].join('|'),
);

/**
 * Preloads the home route's chunk (and its CSS) from index.html: without it the browser learns of the chunk only
 * once the entry has run and the router has asked for it, one round trip late on the page most visits open first.
 * The other routes pay a few KB for it, fetched at low priority beside their own chunk.
 */
function preloadHomeRoute(): Plugin {
  return {
    name: 'storefront:preload-home-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.replaceAll('\\', '/').endsWith('/src/features/home/HomePage.tsx'),
        );
        if (!chunk || chunk.type !== 'chunk') throw new Error('preload-home-route: no chunk for HomePage.tsx');
        const files = [chunk.fileName, ...chunk.imports].filter((file) => !html.includes(`/${file}"`));
        const css = [...(chunk.viteMetadata?.importedCss ?? [])].filter((file) => !html.includes(`/${file}"`));
        return [
          ...files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...css.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

// The dev server forwards API, control and CDN calls to a running simulator (npm run dev starts both).
const simulator = process.env.SIMULATOR_URL ?? 'http://127.0.0.1:4100';

export default defineConfig({
  plugins: [react(), preloadHomeRoute(), precompress()],
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
    modulePreload: { polyfill: false },
    sourcemap: false,
    manifest: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: 'core', test: (id: string) => CORE_MODULES.test(id.replaceAll('\\', '/')) }] } },
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
