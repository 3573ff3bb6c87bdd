import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The one source picture of every icon: the favicon is this file inlined into index.html, the manifest's PNGs are
 * drawn from it at build time (next to it in the build, at the site's root).
 */
export const BRAND_MARK = 'public/brand-mark.svg';

/**
 * Puts the brand mark into index.html as the favicon (`<link rel="icon" href="/brand-mark.svg">`): as a file it took
 * one of the browser's six connections while the app's code waited.
 */
function inlineBrandMark(): Plugin {
  return {
    name: 'storefront:inline-brand-mark',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const svg = readFileSync(fileURLToPath(new URL(BRAND_MARK, import.meta.url)), 'utf8').trim();
        const dataUri = `data:image/svg+xml,${svg.replaceAll('"', "'").replace(/[<>#%\s]/g, (c) => (c === ' ' ? ' ' : encodeURIComponent(c)))}`;
        const link = /(<link\s+rel="icon"[^>]*\bhref=")\/brand-mark\.svg(")/;
        if (!link.test(html))
          throw new Error('inline-brand-mark: index.html has no <link rel="icon" href="/brand-mark.svg">');
        return html.replace(link, `$1${dataUri}$2`);
      },
    },
  };
}

/** A colour of the widgets' design tokens (ui/src/tokens.css), so the manifest and the pages cannot disagree. */
export function designToken(name: string): string {
  const tokens = readFileSync(fileURLToPath(new URL('../ui/src/tokens.css', import.meta.url)), 'utf8');
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim();
  if (!value) throw new Error(`pwa: the design token --${name} is not in ui/src/tokens.css`);
  return value;
}

/**
 * Libraries only one page uses and that are large: the store map (pigeon-maps), the PDF reader (pdfjs-dist, with its
 * worker) and the QR scanner (@zxing; the 3D displays are another site's page in a frame). Installing the app does not download them; the pages that use them cache them
 * when first opened (the `page-libraries` runtime cache below).
 */
const PAGE_ONLY_LIBRARIES = /\/node_modules\/(pigeon-maps|pdfjs-dist|@zxing\/[^/]+)\//;

/**
 * Finds, in the bundle, the files that hold page-only libraries, for the precache list to leave out. Chunk and
 * asset names are hashes, so this looks at the modules each chunk holds and the source file of each asset.
 */
function pageOnlyFiles() {
  const files = new Set<string>();
  const isLibrary = (id: string) => PAGE_ONLY_LIBRARIES.test(id.replaceAll('\\', '/'));
  const plugin: Plugin = {
    name: 'storefront:page-only-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      files.clear();
      for (const output of Object.values(bundle)) {
        // A chunk is page-only when most of its code is such a library (a page merely importing one is not).
        const pageOnly =
          output.type === 'chunk'
            ? libraryBytes(output.modules, isLibrary) * 2 > output.code.length
            : output.originalFileNames.some((name) => isLibrary(`/${name}`));
        if (pageOnly) files.add(output.fileName);
      }
    },
  };
  return { plugin, has: (url: string) => files.has(url), files };
}

/** How much of a chunk's code comes from modules `isLibrary` picks. */
function libraryBytes(modules: Record<string, { renderedLength: number }>, isLibrary: (id: string) => boolean) {
  return Object.entries(modules).reduce((total, [id, m]) => total + (isLibrary(id) ? m.renderedLength : 0), 0);
}

/** Paths the service worker leaves to the network: the API, the simulator's control calls and stand-in pages. */
const NETWORK_ONLY_PATHS = [/^\/api\//, /^\/control\//, /^\/stand-in\//, /^\/_proxy/];

export function pwa(): Plugin[] {
  const pageOnly = pageOnlyFiles();
  const brand = designToken('sf-color-brand');
  const options: Partial<VitePWAOptions> = {
    // The prompt: a new version waits until the customer accepts it (src/pwa/register.ts shows the notice).
    registerType: 'prompt',
    // Registered by src/pwa/register.ts after the first render, not by a script in index.html.
    injectRegister: false,
    manifest: {
      name: 'Tile Storefront',
      short_name: 'Tiles',
      description: 'Tiles, collections, real cases and 3D room displays from our brands.',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      lang: 'en',
      theme_color: brand,
      // The colour the shell paints first (index.html), so the splash screen turns into the page without a flash.
      background_color: designToken('sf-color-surface-muted'),
    },
    // The manifest's icons (192, 512, maskable 512) and the Apple touch icon, drawn from the brand mark when the app
    // is built (sharp, whose binary comes as an npm package). The favicon stays the inlined SVG (index.html).
    pwaAssets: {
      image: BRAND_MARK,
      preset: {
        transparent: { sizes: [192, 512], favicons: [] },
        // Edge to edge in the brand colour, the mark inside the safe zone a launcher may crop to.
        maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: brand } },
        apple: { sizes: [180], padding: 0.3, resizeOptions: { background: brand } },
      },
      includeHtmlHeadLinks: false,
      overrideManifestIcons: true,
      injectThemeColor: true,
    },
    workbox: {
      // The shell and every route's chunk and stylesheet, so a page opens from the cache; the build's compressed
      // copies (.br, .gz) are the same files. config.js is edited on the server after a build: never precached. The
      // plugin adds the manifest and its icons itself (listed twice, the manifest fails the whole precache).
      globPatterns: ['**/*.{js,css,html}'],
      globIgnores: ['config.js'],
      manifestTransforms: [
        (entries) => ({
          manifest: entries.filter((entry) => !pageOnly.has(entry.url)),
          warnings: [],
        }),
      ],
      // Hashed names change with their content: no cache-busting query on them.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [...NETWORK_ONLY_PATHS, /^\/cdn\//, /\.[a-z0-9]+$/i],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // The runtime configuration: the server's copy when it answers within 3 s, else the last one seen.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.js',
          handler: 'NetworkFirst',
          options: { cacheName: 'runtime-config', networkTimeoutSeconds: 3, expiration: { maxEntries: 1 } },
        },
        {
          // Page-only libraries left out of the precache: kept once a page has used them (hashed, never stale).
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'page-libraries', expiration: { maxEntries: 16 } },
        },
        {
          // Pictures (the CDN's and its stand-in's): kept for a month, at most 200, the oldest let go first; an
          // address carrying a credential or the API's never. Opaque answers (another origin without CORS) are kept
          // too, as most CDNs answer <img> that way; quota errors empty this cache rather than fail.
          // (The service worker gets this function's text: it names no outside variable.)
          urlPattern: ({ request, url, sameOrigin }) =>
            request.destination === 'image' &&
            !(sameOrigin && /^\/(api|control|stand-in|_proxy)(\/|$)/.test(url.pathname)) &&
            ![...url.searchParams.keys()].some((key) =>
              /^(token|access_token|.*_token|auth|authorization|sign|signature|key|x-amz-.*|expires)$/i.test(key),
            ),
          handler: 'CacheFirst',
          options: {
            cacheName: 'pictures',
            cacheableResponse: { statuses: [0, 200] },
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          },
        },
      ],
    },
  };
  return [inlineBrandMark(), pageOnly.plugin, ...VitePWA(options)];
}
