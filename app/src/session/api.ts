import { createApiClient, failureMessage, type FailureMessage, type OfflineAnswers } from '@storefront/sdk';
import { getLocale } from '@storefront/sdk/i18n';
import { config } from '../config';
import { clearSession, datacenterUuid, guestInfo, online, userInfo, whenSessionReady } from './state';

let keptAnswers: Promise<OfflineAnswers> | undefined;

/**
 * The answers kept for offline use (data/kept-answers.ts), loaded once the page has loaded so that start-up does not
 * wait for them or carry them; an import that failed (offline, before the module came) is tried again next time.
 */
function loadKeptAnswers(): Promise<OfflineAnswers> {
  keptAnswers ??= new Promise((loaded) =>
    document.readyState === 'complete' ? loaded(0) : addEventListener('load', loaded, { once: true }),
  )
    .then(() => import('../data/kept-answers'))
    .then(({ sessionKeptAnswers }) => sessionKeptAnswers())
    .catch((error: unknown) => {
      keptAnswers = undefined;
      throw error;
    });
  return keptAnswers;
}

/** The app's one backend client: every call goes through the SDK's conventions with the session's tokens. */
export const api = createApiClient({
  baseUrl: config.apiBaseUrl,
  ...(config.simNamespace ? { namespace: config.simNamespace } : {}),
  getUserToken: () => userInfo.peek()?.access_user_token,
  getGuestToken: () => guestInfo.peek()?.access_guest_token,
  getDatacenterUuid: () => datacenterUuid.peek(),
  getLanguage: getLocale,
  // Pages never wait for start-up themselves: a call that needs a token waits here until there is one.
  whenReady: whenSessionReady,
  onSessionExpired: () => {
    clearSession();
    window.location.reload();
  },
  onMessage: (text, kind, durationMs) => showFailure({ text, kind, durationMs }),
  isOnline: () => online.peek(),
  keptAnswers: loadKeptAnswers,
});

/**
 * The client starts before the app (main.tsx), so the widgets are not imported here: the toast comes with the
 * app's core, which is loaded or loading by the time any answer arrives.
 */
function showFailure(message: FailureMessage): void {
  void import('@storefront/ui/toast').then(({ toast }) =>
    toast.show(message.text, { duration: message.durationMs, variant: 'error' }),
  );
}

/** Tells the user about a failed call that was made silent so the page could handle some failures itself. */
export function tellFailure(result: { status: number; msg: string; reason: string }): void {
  const message = failureMessage(result);
  if (message) showFailure(message);
}
