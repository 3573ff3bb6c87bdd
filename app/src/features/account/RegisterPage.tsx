import { RegisterEntry } from './RegisterEntry';

/** /register: the registration entry. */
export default function RegisterPage() {
  return <RegisterEntry title="Register" path="/register" />;
}
