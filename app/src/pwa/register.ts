/// <reference types="vite-plugin-pwa/client" />
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { UpdatePrompt } from './UpdatePrompt';

/** How often an open app asks whether a new version was published, beside each return to the tab. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let prompt: Root | undefined;

/** Shows the new-version notice in its own root beside the app's, once. */
function showUpdatePrompt(activate: () => Promise<void>): void {
  if (prompt) return;
  const host = document.createElement('div');
  host.className = 'sf-update-prompt-host';
  document.body.append(host);
  prompt = createRoot(host);
  prompt.render(
    createElement(UpdatePrompt, {
      // Tells the waiting version to take over; the registration reloads the page once it controls it.
      onReload: () => void activate(),
      onDismiss: () => {
        prompt?.unmount();
        host.remove();
        prompt = undefined;
      },
    }),
  );
}

/**
 * Registers the service worker (built by vite-plugin-pwa, app/pwa.config.ts) that keeps the shell and the pages'
 * code for a repeat visit and for a bad connection. A new version waits until the customer accepts it. Called once
 * the first page has rendered (app/start.tsx): nothing here is on the way to the first paint.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const activate = registerSW({
    onNeedRefresh: () => showUpdatePrompt(() => activate(true)),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        // Offline, the check would only fail; the next one runs when the tab is shown again or in an hour.
        if (navigator.onLine && !registration.installing) void registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
    },
  });
}
