import { useSignal } from '@preact/signals-react';
import { m } from '@storefront/sdk/i18n';
import { useSignals } from '@preact/signals-react/runtime';
import { messageBox, toast } from '@storefront/ui';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useResource } from '../../data/use-resource';
import { isLoggedIn, userInfo } from '../../session/state';
import { useGo } from '../../shared/use-go';
import { AccountLayout } from '../account/AccountLayout';
import { PROVIDERS, SOCIAL_STATE_REFUSED, type Provider } from '../account/rules';
import { providerSignInUrl } from '../account/provider-sign-in';
import { takeSocialState } from '../account/social-state';
import { profile, setSocialLink } from './person-data';
import { returnedAccount, SECURITY_PATH } from './social-link';
import './person.css';

const BOUND = 1;
/** Provider answers already handled, so a re-render does not bind twice. */
const handled = new Set<string>();

/**
 * /setting-security: binding and unbinding Facebook and Google (docs/product/account.md#the-account-tab: bound 1, not
 * 2).
 */
export default function SettingSecurityPage() {
  useSignals();
  const go = useGo();
  const search = useSearch();
  const busy = useSignal<Provider | null>(null);
  useResource(profile, isLoggedIn.value ? 'me' : null);
  const me = userInfo.value;

  useEffect(() => {
    const account = returnedAccount(search);
    if (!account || handled.has(search)) return;
    handled.add(search);
    // The provider's answer should not stay in the address bar.
    go(SECURITY_PATH, { replace: true });
    if (!takeSocialState(account.provider, account.state)) {
      toast.show(SOCIAL_STATE_REFUSED, { variant: 'error' });
      return;
    }
    busy.value = account.provider;
    void setSocialLink(account.userType, account).then((result) => {
      busy.value = null;
      if (result.ok)
        toast.show(m.person_account_linked({ name: PROVIDERS[account.provider].name }), { variant: 'success' });
    });
  }, [search, go, busy]);

  const unbind = async (provider: Provider) => {
    const { name, userType } = PROVIDERS[provider];
    if (
      !(await messageBox.show({
        text: m.person_unlink_confirm({ name }),
        showCancel: true,
      }))
    )
      return;
    busy.value = provider;
    const result = await setSocialLink(userType, null);
    busy.value = null;
    if (result.ok) toast.show(m.person_account_unlinked({ name }), { variant: 'success' });
  };

  return (
    <AccountLayout title={m.person_account_security()}>
      <ul className="sf-person__links" aria-label={m.person_linked_accounts()}>
        {(Object.keys(PROVIDERS) as Provider[]).map((provider) => {
          const { name } = PROVIDERS[provider];
          const bound = (provider === 'facebook' ? me?.is_bind_facebook : me?.is_bind_google) === BOUND;
          return (
            <li key={provider} className="sf-person__link-row">
              <span className="sf-person__link-name">{name}</span>
              <span className="sf-person__link-state">{bound ? m.person_linked() : m.person_not_linked()}</span>
              <button
                type="button"
                className="sf-account__secondary"
                aria-busy={busy.value === provider || undefined}
                disabled={busy.value !== null}
                onClick={() =>
                  bound
                    ? void unbind(provider)
                    : window.location.assign(providerSignInUrl(provider, `${SECURITY_PATH}?provider=${provider}`))
                }
              >
                {bound ? m.person_unlink({ name }) : m.person_link({ name })}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="sf-account__note">{m.person_link_note()}</p>
    </AccountLayout>
  );
}
