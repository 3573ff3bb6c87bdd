import { m } from '@storefront/sdk/i18n';
import { Icon, PAGE_ICONS } from '@storefront/ui';
import { useSearch } from 'wouter';
import { useGo } from '../../shared/use-go';
import { AccountLayout } from './AccountLayout';
import { TEXT } from './rules';
import { useCountdown } from './use-countdown';

/** Seconds before the success page moves on to login. */
export const SUCCESS_COUNTDOWN_SECONDS = 5;

/** /register-success (type=reset after a password reset): a 5 s countdown to /login, and buttons to login or home. */
export default function RegisterSuccessPage() {
  const go = useGo();
  const reset = new URLSearchParams(useSearch()).get('type') === 'reset';
  const left = useCountdown(SUCCESS_COUNTDOWN_SECONDS, () => go('/login', { replace: true }));
  return (
    <AccountLayout title={reset ? m.account_password_reset() : m.account_registration_successful()}>
      <section className="sf-account__done" aria-labelledby="success-title">
        <Icon name="success-filled" set={PAGE_ICONS} size={64} className="sf-account__done-mark" />
        <h2 id="success-title">{reset ? TEXT.resetSuccess : m.account_account_ready()}</h2>
        <p role="timer" aria-live="off">
          {m.account_going_to_login({ seconds: left })}
        </p>
        <div className="sf-account__actions">
          <button type="button" className="sf-account__primary" onClick={() => go('/login', { replace: true })}>
            {m.account_log_in_now()}
          </button>
          {!reset && (
            <button type="button" className="sf-account__secondary" onClick={() => go('/', { replace: true })}>
              {m.account_home()}
            </button>
          )}
        </div>
      </section>
    </AccountLayout>
  );
}
