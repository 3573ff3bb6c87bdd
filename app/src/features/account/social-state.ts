import type { Provider } from './rules';

const KEY = 'sf.social-state';
/** How long a started sign-in waits for the provider's answer. */
export const SOCIAL_STATE_LIFETIME_MS = 10 * 60 * 1000;

interface PendingSignIn {
  state: string;
  provider: Provider;
  expires: number;
}

/**
 * Starts a sign-in with a provider: a one-time value kept in this tab's sessionStorage and sent along as `state`,
 * which the provider hands back. An answer is honoured only when it brings that value back, so a pasted or
 * forged link (`/login?provider=google&uid=…`) from someone else cannot sign this browser in (login CSRF).
 */
export function beginSocialSignIn(provider: Provider, now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const pending: PendingSignIn = { state, provider, expires: now + SOCIAL_STATE_LIFETIME_MS };
  sessionStorage.setItem(KEY, JSON.stringify(pending));
  return state;
}

/**
 * Spends the pending value: true when `state` is it, in time, and the sign-in was started for `provider` (for any
 * provider the app has, when none is named). The value is gone either way, so an answer counts once.
 */
function spend(state: string | null | undefined, now: number, provider?: Provider): boolean {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!raw || !state) return false;
  try {
    const pending = JSON.parse(raw) as Partial<PendingSignIn>;
    const ofProvider = provider
      ? pending.provider === provider
      : pending.provider === 'facebook' || pending.provider === 'google';
    return pending.state === state && ofProvider && typeof pending.expires === 'number' && now <= pending.expires;
  } catch {
    return false;
  }
}

/** True once for the answer that brings back the pending value of this provider in time; the value is spent either way. */
export function takeSocialState(provider: Provider, state: string | undefined, now = Date.now()): boolean {
  return spend(state, now, provider);
}

/**
 * True once for a sign-in that comes back as a token in the URL (`?token=…&state=…`,
 * docs/product/session-and-requests.md#start-up): only when `state` is the one-time value of a sign-in this tab started
 * (any provider), in time. Spent either way.
 */
export function takeTokenState(state: string | null | undefined, now = Date.now()): boolean {
  return spend(state, now);
}
