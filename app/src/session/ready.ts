import { effect } from '@preact/signals-react';
import type { ApiClient } from '@storefront/sdk';
import { api } from './api';
import { sessionReady } from './state';

/** Resolves once start-up has a token to call with (at once when it already has). */
export function whenSessionReady(): Promise<void> {
  if (sessionReady.peek()) return Promise.resolve();
  return new Promise((resolve) => {
    let dispose: (() => void) | null = null;
    let done = false;
    dispose = effect(() => {
      if (!sessionReady.value || done) return;
      done = true;
      resolve();
      // Disposing inside the effect's first run is not allowed before it returns.
      queueMicrotask(() => dispose?.());
    });
    if (done) dispose();
  });
}

/**
 * The app's client, waiting for start-up first: a page opened directly (or back from a provider's page) may
 * render before the guest token has arrived, and a call without a token would end the session.
 */
export const readyApi: ApiClient = {
  async call(operationId, body, options) {
    await whenSessionReady();
    return api.call(operationId, body, options);
  },
};
