import { rules } from '@storefront/sdk';
import { providerReturn, type Provider } from '../account/rules';

/** Where a provider sends the user back after choosing an account to bind. */
export const SECURITY_PATH = '/setting-security';

/**
 * The provider account that came back in the query (?provider=facebook|google&uid=…&credential=…&state=…): its
 * user type, uid and the credential that proves it, to pass to bindPlatform, or null.
 */
export function returnedAccount(
  search: string,
): { provider: Provider; userType: rules.SocialUserType; uid: string; credential: string; state?: string } | null {
  const answer = providerReturn(search);
  if (!answer) return null;
  return { ...answer, userType: rules.SOCIAL_PROVIDERS[answer.provider].userType };
}
