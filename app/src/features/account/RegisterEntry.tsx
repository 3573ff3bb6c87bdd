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
        <h2 id="register-welcome">Create your account</h2>
        <p>Accounts belong to one country. Register with your phone number, or with a social account.</p>
      </section>
      {busy && (
        <p className="sf-account__busy" role="status">
          Signing in…
        </p>
      )}
      <div className="sf-account__actions">
        <button type="button" className="sf-account__primary" onClick={() => go('/register-email')}>
          Register
        </button>
        <SocialButtons returnPath={path} allow={() => requireAgreement(agreed.peek())} verb="Sign up with" />
      </div>
      <AgreementCheckbox checked={agreed.value} onChange={(value) => (agreed.value = value)} />
      <p className="sf-account__footer">
        Already have an account? <AppLink href="/login">Log in</AppLink>
      </p>
      <CountryReminder />
    </AccountLayout>
  );
}
