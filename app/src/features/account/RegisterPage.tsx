import { m } from '@storefront/sdk/i18n';
import { RegisterEntry } from './RegisterEntry';

/** /register: the registration entry. */
export default function RegisterPage() {
  return <RegisterEntry title={m.account_register()} path="/register" />;
}
