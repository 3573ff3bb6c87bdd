import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { dropAhead } from '../session/ahead';
import { isLoggedIn, whenSessionReady } from '../session/state';
import { App } from './App';
import { firstPage } from './routes';

/** The first render is a transition: React renders it in slices that yield to the browser, not in one long task. */
function render() {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Router>
          <App />
        </Router>
      </StrictMode>,
    ),
  );
}

/**
 * Renders the app. The first page's module is fetched before the first render (index.html's shell shows
 * meanwhile), so that render does not suspend: no loading fallback replaces the shell. The page's data calls start
 * as soon as its module is here and the session has its token (its `prefetch`), not after React has rendered it:
 * on a phone that render is a few hundred milliseconds. A page that fails to load still renders: its boundary
 * offers the retry.
 */
export function start(): Promise<void> {
  const { pathname, search } = window.location;
  return firstPage(pathname, isLoggedIn.peek())
    .preload()
    .then((page) => {
      // After the session is ready, because the identity it settles (the region) decides what the data is; and only
      // for the page still shown.
      void whenSessionReady().then(() => {
        if (window.location.pathname === pathname && window.location.search === search) page.prefetch?.(new URLSearchParams(search));
        // The page's loads have taken what the entry asked ahead for it; from here on every call asks the server.
        dropAhead();
      });
      render();
    }, render);
}
