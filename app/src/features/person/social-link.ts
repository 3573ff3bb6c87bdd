import { rules } from '@storefront/sdk';
import { providerReturn, type Provider } from '../account/rules';

/** Where a provider sends the user back after choosing an account to bind. */
export const SECURITY_PATH = '/setting-security';

/**
 * The provider account that came back in the query (?provider=facebook&uid=… or ?provider=google&credential=…):
 * its user type and uid, or null. A Google credential carries the uid as `sub` in its payload; the server checks
 * who may bind it.
 */
export function returnedAccount(search: string): { provider: Provider; userType: rules.SocialUserType; uid: string; state?: string } | null {
  const answer = providerReturn(search);
  if (!answer) return null;
  const uid = answer.uid ?? (answer.credential ? credentialSubject(answer.credential) : null);
  return uid ? { provider: answer.provider, userType: rules.SOCIAL_PROVIDERS[answer.provider].userType, uid, ...(answer.state !== undefined ? { state: answer.state } : {}) } : null;
}

function credentialSubject(credential: string): string | null {
  try {
    const payload = credential.split('.')[0] ?? '';
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof json.sub === 'string' && json.sub ? json.sub : null;
  } catch {
    return null;
  }
}
