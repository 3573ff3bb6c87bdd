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
    <AccountLayout title={reset ? 'Password Reset' : 'Registration Successful'}>
      <section className="sf-account__done" aria-labelledby="success-title">
        <Icon name="success-filled" set={PAGE_ICONS} size={64} className="sf-account__done-mark" />
        <h2 id="success-title">{reset ? TEXT.resetSuccess : 'Your account is ready'}</h2>
        <p role="timer" aria-live="off">
          Going to login in {left} s
        </p>
        <div className="sf-account__actions">
          <button type="button" className="sf-account__primary" onClick={() => go('/login', { replace: true })}>
            Log in now
          </button>
          {!reset && (
            <button type="button" className="sf-account__secondary" onClick={() => go('/', { replace: true })}>
              Home
            </button>
          )}
        </div>
      </section>
    </AccountLayout>
  );
}
