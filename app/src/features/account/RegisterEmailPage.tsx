import { m } from '@storefront/sdk/i18n';
import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import { Input, toast } from '@storefront/ui';
import { useCallback, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { sendPhoneCode, verifyCode } from './account-data';
import { AccountLayout } from './AccountLayout';
import { CodeField } from './CodeField';
import { confirmBox } from './dialogs';
import { GenderField } from './GenderField';
import { PhoneField } from './PhoneField';
import { completeSocial, phoneRegistered, register, type RegisterForm } from './register-data';
import {
  checkRegisterStep1,
  PROVIDERS,
  providerOfRegisterType,
  stepBack,
  TEXT,
  userName,
  type FieldErrors,
} from './rules';
import { StepHeading } from './StepHeading';
import { useFocusOnChange } from './use-focus-on-change';

const STEPS = 3;
type Errors = FieldErrors<keyof RegisterForm>;
const EMPTY_FORM: RegisterForm = {
  first_name: '',
  last_name: '',
  gender: '',
  area_code: '',
  phone: '',
  code: '',
  password: '',
};

/**
 * /register-email: step 1 names, gender, phone and code; step 2 confirms the code; step 3 sets the password.
 * With ?id=…&type=2 (Facebook) or 3 (Google) it completes a pending social account (thirdFill), and a phone that
 * already has an account is offered a merge.
 */
export default function RegisterEmailPage() {
  useSignals();
  const go = useGo();
  const query = new URLSearchParams(useSearch());
  const pendingId = query.get('id') ?? '';
  const provider = pendingId ? providerOfRegisterType(query.get('type')) : null;
  const funType = provider ? rules.CODE_PURPOSE.thirdPartyOrSignedIn : rules.CODE_PURPOSE.register;

  const step = useSignal(1);
  const form = useSignal<RegisterForm>(EMPTY_FORM);
  const errors = useSignal<Errors>({});
  /** The phone already has an account: step 3 asks for its password and the social sign-in joins it. */
  const merge = useSignal(false);
  const codeSentAt = useSignal<number | undefined>(undefined);
  const busy = useSignal(false);
  const heading = useFocusOnChange<HTMLHeadingElement>(step.value);

  const set = useCallback(
    <K extends keyof RegisterForm>(key: K, value: RegisterForm[K]) => {
      form.value = { ...form.peek(), [key]: value };
      errors.value = { ...errors.peek(), [key]: undefined };
    },
    [form, errors],
  );
  const setAreaCode = useCallback((value: string) => set('area_code', value), [set]);
  const setPhone = useCallback((value: string) => set('phone', value), [set]);
  const setCode = useCallback((value: string) => set('code', value), [set]);
  const setCodeSentAt = useCallback((at: number) => (codeSentAt.value = at), [codeSentAt]);
  const content = () => userName(form.peek().area_code, form.peek().phone);

  const sendCode = async () => {
    if (!form.peek().phone) {
      errors.value = { ...errors.peek(), phone: TEXT.required };
      return false;
    }
    return sendPhoneCode(content(), funType);
  };

  const back = () => {
    const previous = stepBack(step.peek());
    if (previous === 'leave') goBack(go);
    else step.value = previous;
  };

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.peek()) return;
    busy.value = true;
    try {
      if (step.peek() === 1) await submitDetails();
      else if (step.peek() === 2) await submitCode();
      else await submitPassword();
    } finally {
      busy.value = false;
    }
  };

  const submitDetails = async () => {
    const found = checkRegisterStep1(form.peek());
    errors.value = found;
    if (Object.keys(found).length > 0) {
      toast.show(TEXT.required, { variant: 'error' });
      return;
    }
    if (provider) {
      const registered = await phoneRegistered(form.peek().area_code, form.peek().phone);
      if (registered === null) return;
      if (registered) {
        const ok = await confirmBox(
          m.account_merge_accounts(),
          m.account_merge_confirm({ name: PROVIDERS[provider].name }),
        );
        if (!ok) return;
      }
      merge.value = registered;
    }
    step.value = 2;
  };

  const submitCode = async () => {
    const verdict = await verifyCode(content(), funType, form.peek().code);
    if (verdict === 'failed') return;
    if (verdict === 'mismatch') {
      errors.value = { code: TEXT.codeError };
      return;
    }
    step.value = 3;
  };

  const submitPassword = async () => {
    const { password } = form.peek();
    const problem = merge.peek() ? (password ? null : TEXT.required) : rules.checkNewPassword(password);
    errors.value = { password: problem ?? undefined };
    if (problem) return;
    const ok = provider ? await completeSocial(pendingId, form.peek()) : await register(form.peek());
    if (ok) go('/register-success', { replace: true });
  };

  const f = form.value;
  const e = errors.value;
  const merging = merge.value;
  const titles = [
    m.account_your_details(),
    m.account_confirm_code(),
    merging ? m.account_confirm_password() : m.account_set_password(),
  ];
  const codeField = (
    <CodeField
      value={f.code}
      onChange={setCode}
      onSend={sendCode}
      error={e.code}
      startedAt={codeSentAt.value}
      onStart={setCodeSentAt}
    />
  );

  return (
    <AccountLayout title={provider ? m.account_complete_your_account() : m.account_register()} onBack={back}>
      <form className="sf-account__form" onSubmit={next} noValidate>
        <StepHeading ref={heading} step={step.value} total={STEPS} title={titles[step.value - 1] ?? ''} />
        {provider && step.value === 1 && (
          <p className="sf-account__note">{m.account_signed_in_with({ name: PROVIDERS[provider].name })}</p>
        )}
        {step.value === 1 && (
          <>
            <Input
              label={m.account_first_name()}
              autoComplete="given-name"
              value={f.first_name}
              onChange={(v) => set('first_name', v)}
              error={e.first_name}
              maxLength={50}
            />
            <Input
              label={m.account_last_name()}
              autoComplete="family-name"
              value={f.last_name}
              onChange={(v) => set('last_name', v)}
              error={e.last_name}
              maxLength={50}
            />
            <GenderField value={f.gender} onChange={(v) => set('gender', v)} error={e.gender} />
            <PhoneField
              areaCode={f.area_code}
              phone={f.phone}
              onAreaCode={setAreaCode}
              onPhone={setPhone}
              error={e.phone ?? e.area_code}
            />
            {codeField}
          </>
        )}
        {step.value === 2 && (
          <>
            <p className="sf-account__note">{m.account_code_sent_to({ area: f.area_code, phone: f.phone })}</p>
            {codeField}
          </>
        )}
        {step.value === 3 && (
          <Input
            label={merging ? m.account_existing_password() : m.account_password()}
            type="password"
            autoComplete={merging ? 'current-password' : 'new-password'}
            value={f.password}
            onChange={(v) => set('password', v)}
            error={e.password}
            hint={merging ? undefined : TEXT.newPasswordHint}
            maxLength={64}
          />
        )}
        <button type="submit" className="sf-account__primary" aria-busy={busy.value || undefined}>
          {step.value < STEPS ? m.account_next() : m.account_submit()}
        </button>
      </form>
    </AccountLayout>
  );
}
