import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import { Input } from '@storefront/ui';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useGo } from '../../shared/use-go';
import { agreed, requireAgreement } from './agreement';
import { AgreementCheckbox } from './AgreementCheckbox';
import { infoBox } from './dialogs';
import { login } from './login-data';
import { PhoneField } from './PhoneField';
import { canSubmitLogin, TEXT, userName } from './rules';
import { useFinishLogin } from './use-finish-login';

/** Account and password login: by phone (area code plus number) or by e-mail. */
export function LoginForm({ mode }: { mode: 'phone' | 'email' }) {
  useSignals();
  const go = useGo();
  const finishLogin = useFinishLogin();
  const [areaCode, setAreaCode] = useState('');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitLogin(account, password) || busy) return;
    if (!requireAgreement(agreed.peek())) return;
    const problem = rules.checkLoginPassword(password);
    setPasswordError(problem ?? undefined);
    if (problem) return;
    setBusy(true);
    const outcome = await login(mode === 'email' ? account.trim() : userName(areaCode, account), password);
    setBusy(false);
    if (outcome.kind === 'ok') finishLogin(outcome.info);
    else if (outcome.kind === 'rejected') await infoBox(outcome.msg);
    else if (outcome.kind === 'credentials') await infoBox(TEXT.loginFailTip, TEXT.loginFail);
  };

  const link = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    go(href);
  };

  return (
    <form className="sf-account__form" onSubmit={submit} noValidate>
      {mode === 'phone' ? (
        <PhoneField label="Account" areaCode={areaCode} phone={account} onAreaCode={setAreaCode} onPhone={setAccount} />
      ) : (
        <Input label="E-mail" type="email" autoComplete="email" value={account} onChange={setAccount} />
      )}
      <Input
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setPasswordError(undefined);
        }}
        error={passwordError}
        maxLength={64}
      />
      <AgreementCheckbox checked={agreed.value} onChange={(value) => (agreed.value = value)} />
      <button type="submit" className="sf-account__primary" disabled={!canSubmitLogin(account, password)} aria-busy={busy || undefined}>
        Login
      </button>
      <p className="sf-account__switch">
        {mode === 'phone' ? (
          <a href="/login-email" onClick={link('/login-email')}>
            Log in with e-mail instead
          </a>
        ) : (
          <a href="/login-text" onClick={link('/login-text')}>
            Log in with phone number instead
          </a>
        )}
      </p>
      <nav className="sf-account__links" aria-label="Other ways in">
        <a href="/login" onClick={link('/login')}>
          Other Login
        </a>
        <a href="/retrieve" onClick={link('/retrieve')}>
          Retrieve Password
        </a>
        <a href="/register" onClick={link('/register')}>
          Register
        </a>
      </nav>
    </form>
  );
}
