import { m } from '@storefront/sdk/i18n';
import { AccountLayout } from './AccountLayout';
import { LoginForm } from './LoginForm';

/** /login-email: the e-mail and password variant of account login. */
export default function LoginEmailPage() {
  return (
    <AccountLayout title={m.account_log_in_with_email()}>
      <LoginForm mode="email" />
    </AccountLayout>
  );
}
