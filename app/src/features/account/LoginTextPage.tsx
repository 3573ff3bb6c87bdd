import { useSearch } from 'wouter';
import { AccountLayout } from './AccountLayout';
import { LoginForm } from './LoginForm';
import { PolicyView } from './PolicyView';

/** /login-text: account and password login; with ?type=policy or ?type=rules the privacy policy or the service rules. */
export default function LoginTextPage() {
  const type = new URLSearchParams(useSearch()).get('type');
  if (type === 'policy') {
    return (
      <AccountLayout title="Privacy Policy">
        <PolicyView kind="policy" />
      </AccountLayout>
    );
  }
  if (type === 'rules') {
    return (
      <AccountLayout title="Service Rules">
        <PolicyView kind="rules" />
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title="Log in with account">
      <LoginForm mode="phone" />
    </AccountLayout>
  );
}
