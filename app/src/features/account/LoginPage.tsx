import { m } from '@storefront/sdk/i18n';
import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { useGo } from '../../shared/use-go';
import { agreed } from './agreement';
import { AccountLayout } from './AccountLayout';
import { AgreementCheckbox } from './AgreementCheckbox';
import { CountryReminder } from './CountryReminder';
import { loadedOnOpen } from '../../shared/loaded-on-open';
import type { SocialSheetProps } from './SocialSheet';
import { useSocialReturn } from './use-social-return';
import { AppLink } from '../../shared/AppLink';

/** The social sheet (its sheet, dialog and provider code) loads when its button is pressed, not with the page. */
const SocialSheet = loadedOnOpen<SocialSheetProps>(
  () => import('./SocialSheet').then((m) => m.SocialSheet),
  (props) => props.open,
);

/** /login: social sign-in (in a sheet), account login, the agreement, register and the country reminder. */
export default function LoginPage() {
  useSignals();
  const go = useGo();
  const busy = useSocialReturn();
  const sheetOpen = useSignal(false);
  const socialButton = useRef<HTMLButtonElement>(null);

  return (
    <AccountLayout title={m.account_login()}>
      <section className="sf-account__welcome" aria-labelledby="login-welcome">
        <h2 id="login-welcome">{m.account_welcome()}</h2>
        <p>{m.account_welcome_note()}</p>
      </section>
      {busy && (
        <p className="sf-account__busy" role="status">
          {m.account_signing_in()}
        </p>
      )}
      <div className="sf-account__actions">
        <button type="button" className="sf-account__primary" onClick={() => go('/login-text')}>
          {m.account_log_in_with_account()}
        </button>
        <button
          ref={socialButton}
          type="button"
          className="sf-account__secondary"
          onPointerDown={SocialSheet.preload}
          onFocus={SocialSheet.preload}
          onClick={() => (sheetOpen.value = true)}
        >
          {m.account_social_login()}
        </button>
      </div>
      <AgreementCheckbox checked={agreed.value} onChange={(value) => (agreed.value = value)} />
      <p className="sf-account__footer">
        {m.account_no_account()} <AppLink href="/register">{m.account_register()}</AppLink>
      </p>
      <CountryReminder />
      <SocialSheet
        open={sheetOpen.value}
        onClose={() => {
          sheetOpen.value = false;
          socialButton.current?.focus();
        }}
        returnPath="/login"
      />
    </AccountLayout>
  );
}
