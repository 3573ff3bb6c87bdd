import { m } from '@storefront/sdk/i18n';
import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import { Input } from '@storefront/ui';
import { useCallback, type FormEvent, type MouseEvent } from 'react';
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
  const areaCode = useSignal('');
  const account = useSignal('');
  const password = useSignal('');
  const passwordError = useSignal<string | undefined>(undefined);
  const busy = useSignal(false);
  const setAreaCode = useCallback((value: string) => (areaCode.value = value), [areaCode]);
  const setAccount = useCallback((value: string) => (account.value = value), [account]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [name, secret] = [account.peek(), password.peek()];
    if (!canSubmitLogin(name, secret) || busy.peek()) return;
    if (!requireAgreement(agreed.peek())) return;
    const problem = rules.checkLoginPassword(secret);
    passwordError.value = problem ?? undefined;
    if (problem) return;
    busy.value = true;
    const outcome = await login(mode === 'email' ? name.trim() : userName(areaCode.peek(), name), secret);
    busy.value = false;
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
        <PhoneField
          label={m.account_account()}
          areaCode={areaCode.value}
          phone={account.value}
          onAreaCode={setAreaCode}
          onPhone={setAccount}
        />
      ) : (
        <Input
          label={m.account_email()}
          type="email"
          autoComplete="email"
          value={account.value}
          onChange={setAccount}
        />
      )}
      <Input
        label={m.account_password()}
        type="password"
        autoComplete="current-password"
        value={password.value}
        onChange={(value) => {
          password.value = value;
          passwordError.value = undefined;
        }}
        error={passwordError.value}
        maxLength={64}
      />
      <AgreementCheckbox checked={agreed.value} onChange={(value) => (agreed.value = value)} />
      <button
        type="submit"
        className="sf-account__primary"
        disabled={!canSubmitLogin(account.value, password.value)}
        aria-busy={busy.value || undefined}
      >
        {m.account_login()}
      </button>
      <p className="sf-account__switch">
        {mode === 'phone' ? (
          <a href="/login-email" onClick={link('/login-email')}>
            {m.account_email_instead()}
          </a>
        ) : (
          <a href="/login-text" onClick={link('/login-text')}>
            {m.account_phone_instead()}
          </a>
        )}
      </p>
      <nav className="sf-account__links" aria-label={m.account_other_ways()}>
        <a href="/login" onClick={link('/login')}>
          {m.account_other_login()}
        </a>
        <a href="/retrieve" onClick={link('/retrieve')}>
          {m.account_retrieve_password()}
        </a>
        <a href="/register" onClick={link('/register')}>
          {m.account_register()}
        </a>
      </nav>
    </form>
  );
}
