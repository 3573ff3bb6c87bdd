import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { api } from '../../session/api';
import { useGo } from '../../shared/use-go';
import { toast } from '@storefront/ui';
import { providerReturn, PROVIDERS, SOCIAL_STATE_REFUSED, socialNext } from './rules';
import { takeSocialState } from './social-state';
import { useFinishLogin } from './use-finish-login';

/** Answers already being handled, so a re-render (or React's strict double effect) does not sign in twice. */
const handled = new Set<string>();

/**
 * Back from a provider's page (…?provider=facebook|google&uid=…&credential=…&state=…): with the state this tab
 * started, thirdLogin (Facebook) with the uid and the credential that proves it, or googleLogin with the
 * credential; then home signed in (is_fill 1, the user info is the answer's data itself) or /register-email to
 * complete the account (is_fill 2).
 * Answers true while the sign-in is in flight.
 */
export function useSocialReturn(): boolean {
  useSignals();
  const search = useSearch();
  const [path] = useLocation();
  const go = useGo();
  const finishLogin = useFinishLogin();
  const busy = useSignal(false);

  useEffect(() => {
    const answer = providerReturn(search);
    if (!answer || handled.has(search)) return;
    handled.add(search);
    // The credential should not stay in the address bar.
    go(path, { replace: true });
    const { provider } = answer;
    if (!takeSocialState(provider, answer.state)) {
      toast.show(SOCIAL_STATE_REFUSED, { variant: 'error' });
      return;
    }
    busy.value = true;
    const { uid, credential } = answer;
    const call =
      provider === 'google'
        ? api.call('googleLogin', { body: { credential } })
        : api.call('thirdLogin', { body: { user_type: PROVIDERS[provider].userType, uid, credential } });
    void call.then((result) => {
      busy.value = false;
      if (!result.ok) return;
      const next = socialNext(provider, result.data);
      if (next) go(next, { replace: true });
      else if (result.data.is_fill === 1) {
        const { is_fill: _signedIn, ...info } = result.data;
        finishLogin(info);
      }
    });
  }, [search, path, go, finishLogin, busy]);

  return busy.value;
}
