import { m } from '@storefront/sdk/i18n';
import { useSignals } from '@preact/signals-react/runtime';
import { useGo } from '../../shared/use-go';
import { agreed, requireAgreement } from './agreement';
import { AccountLayout } from './AccountLayout';
import { AgreementCheckbox } from './AgreementCheckbox';
import { CountryReminder } from './CountryReminder';
import { SocialButtons } from './SocialButtons';
import { useSocialReturn } from './use-social-return';
import { AppLink } from '../../shared/AppLink';

/** Sign-up options: a social account, or Register (phone) at /register-email; link to login; the current country. */
export function RegisterEntry({ title, path }: { title: string; path: string }) {
  useSignals();
  const go = useGo();
  const busy = useSocialReturn();
  return (
    <AccountLayout title={title}>
      <section className="sf-account__welcome" aria-labelledby="register-welcome">
        <h2 id="register-welcome">{m.account_create_account()}</h2>
        <p>{m.account_register_intro()}</p>
      </section>
      {busy && (
        <p className="sf-account__busy" role="status">
          {m.account_signing_in()}
        </p>
      )}
      <div className="sf-account__actions">
        <button type="button" className="sf-account__primary" onClick={() => go('/register-email')}>
          {m.account_register()}
        </button>
        <SocialButtons
          returnPath={path}
          allow={() => requireAgreement(agreed.peek())}
          label={(name) => m.account_sign_up_with({ name })}
        />
      </div>
      <AgreementCheckbox checked={agreed.value} onChange={(value) => (agreed.value = value)} />
      <p className="sf-account__footer">
        {m.account_have_account()} <AppLink href="/login">{m.account_log_in()}</AppLink>
      </p>
      <CountryReminder />
    </AccountLayout>
  );
}
