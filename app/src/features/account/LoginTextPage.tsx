import { m } from '@storefront/sdk/i18n';
import { useSearch } from 'wouter';
import { AccountLayout } from './AccountLayout';
import { LoginForm } from './LoginForm';
import { PolicyView } from './PolicyView';

/** /login-text: account and password login; with ?type=policy or ?type=rules the privacy policy or the service rules. */
export default function LoginTextPage() {
  const type = new URLSearchParams(useSearch()).get('type');
  if (type === 'policy') {
    return (
      <AccountLayout title={m.account_privacy_policy()}>
        <PolicyView kind="policy" />
      </AccountLayout>
    );
  }
  if (type === 'rules') {
    return (
      <AccountLayout title={m.account_service_rules()}>
        <PolicyView kind="rules" />
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title={m.account_log_in_with_account()}>
      <LoginForm mode="phone" />
    </AccountLayout>
  );
}
