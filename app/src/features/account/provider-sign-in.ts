import { config } from '../../config';
import { providerLoginUrl, type Provider } from './rules';
import { beginSocialSignIn } from './social-state';

/**
 * Starts a sign-in with a provider: the URL of its page, carrying a fresh one-time state for this tab. Kept apart
 * from social-state.ts, which start-up reads on every page, so the home route does not load the account rules.
 */
export function providerSignInUrl(provider: Provider, returnPath: string): string {
  return providerLoginUrl(provider, returnPath, beginSocialSignIn(provider), config.simNamespace);
}
