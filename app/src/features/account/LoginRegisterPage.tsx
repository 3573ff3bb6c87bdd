import { RegisterEntry } from './RegisterEntry';

/** /login-register: third-party sign-up, Register to /register-email, a link to login and the current country. */
export default function LoginRegisterPage() {
  return <RegisterEntry title="Sign Up" path="/login-register" />;
}
