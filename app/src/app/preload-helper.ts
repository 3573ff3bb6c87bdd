/**
 * What runs before a dynamic import of the build: it asks for the chunks and stylesheets the imported chunk needs,
 * all at once, and imports the chunk once its stylesheets apply (a page never shows unstyled). The build puts this
 * in place of Vite's own helper (vite.config.ts): that one also serves browsers without module preloading, pages
 * with a CSP nonce and relative bases, none of which this app has, and cost the start-up chunk 460 bytes gzip more.
 *
 * `deps` are paths under the site's root ('assets/x.js'), as the build lists them.
 */

const asked = new Map<string, Promise<unknown> | undefined>();

function ask(dep: string): Promise<unknown> | undefined {
  const href = `/${dep}`;
  if (asked.has(href)) return asked.get(href);
  const css = dep.endsWith('.css');
  // index.html's own links (its module preloads, the app's stylesheet once applied) are not asked again.
  if (document.querySelector(`link[href="${href}"]${css ? '[rel=stylesheet]' : ''}`)) {
    asked.set(href, undefined);
    return undefined;
  }
  const link = document.createElement('link');
  link.rel = css ? 'stylesheet' : 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  const applied = css
    ? new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = () => {
          // Forgotten, so the page's retry asks for it again.
          asked.delete(href);
          link.remove();
          reject(new Error(`Unable to preload CSS for ${href}`));
        };
      })
    : undefined;
  asked.set(href, applied);
  document.head.append(link);
  return applied;
}

export function __vitePreload<T>(load: () => Promise<T>, deps?: string[]): Promise<T> {
  return Promise.all((deps ?? []).map(ask)).then(load);
}
