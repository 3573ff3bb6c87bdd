import { AccountLayout } from './AccountLayout';
import { LoginForm } from './LoginForm';

/** /login-email: the e-mail and password variant of account login. */
export default function LoginEmailPage() {
  return (
    <AccountLayout title="Log in with e-mail">
      <LoginForm mode="email" />
    </AccountLayout>
  );
}
