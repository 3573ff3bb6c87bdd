import { m } from '@storefront/sdk/i18n';
import { RegisterEntry } from './RegisterEntry';

/** /login-register: third-party sign-up, Register to /register-email, a link to login and the current country. */
export default function LoginRegisterPage() {
  return <RegisterEntry title={m.account_sign_up()} path="/login-register" />;
}
