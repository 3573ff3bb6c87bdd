import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { isLoggedIn } from '../session/state';
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
 * Once the first page is on screen and the browser has nothing else to do, the service worker is registered
 * (pwa/register.ts, its own chunk with workbox-window's): installing the app never delays the first visit's paint.
 */
function registerServiceWorkerWhenIdle(): void {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
  whenIdle(() => {
    // A chunk that fails to load only means no installed copy on this visit; the next visit tries again.
    import('../pwa/register').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined);
  });
}

/**
 * Renders the app. The first page's module is fetched before the first render (index.html's shell shows
 * meanwhile), so that render does not suspend: no loading fallback replaces the shell. Its data is already loading
 * (the entry called the route's `start`, main.tsx). A page that fails to load still renders: its boundary offers
 * the retry.
 */
export function start(): Promise<void> {
  return firstPage(window.location.pathname, isLoggedIn.peek())
    .preload()
    .then(render, render)
    .then(registerServiceWorkerWhenIdle);
}
