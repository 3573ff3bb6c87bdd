import { m } from '@storefront/sdk/i18n';
import { useSignals } from '@preact/signals-react/runtime';
import { agreed, requireAgreement } from './agreement';
import { AccountLayout } from './AccountLayout';
import { AgreementCheckbox } from './AgreementCheckbox';
import { PROVIDERS } from './rules';
import { providerSignInUrl } from './provider-sign-in';
import { useSocialReturn } from './use-social-return';

/** /google: a test page for Google sign-in through the provider's page (the simulator's stand-in), then googleLogin. */
export default function GooglePage() {
  useSignals();
  const busy = useSocialReturn();
  return (
    <AccountLayout title={m.account_google_test()}>
      <section className="sf-account__welcome" aria-labelledby="google-title">
        <h2 id="google-title">{m.account_sign_in_with_google()}</h2>
        <p>{m.account_google_note()}</p>
      </section>
      {busy && (
        <p className="sf-account__busy" role="status">
          {m.account_signing_in()}
        </p>
      )}
      <button
        type="button"
        className="sf-account__primary"
        data-provider="google"
        onClick={() => {
          if (requireAgreement(agreed.peek()))
            window.location.assign(providerSignInUrl('google', '/google?provider=google'));
        }}
      >
        {m.account_sign_in_with({ name: PROVIDERS.google.name })}
      </button>
      <AgreementCheckbox checked={agreed.value} onChange={(value) => (agreed.value = value)} />
    </AccountLayout>
  );
}
