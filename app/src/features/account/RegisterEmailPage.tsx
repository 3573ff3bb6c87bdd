import { rules } from '@storefront/sdk';
import { Input, toast } from '@storefront/ui';
import { useCallback, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { codeMatches, sendPhoneCode } from './account-data';
import { AccountLayout } from './AccountLayout';
import { CodeField } from './CodeField';
import { confirmBox } from './dialogs';
import { GenderField } from './GenderField';
import { PhoneField } from './PhoneField';
import { completeSocial, phoneRegistered, register, type RegisterForm } from './register-data';
import { checkRegisterStep1, PROVIDERS, providerOfRegisterType, stepBack, TEXT, userName, type FieldErrors } from './rules';
import { StepHeading } from './StepHeading';
import { useFocusOnChange } from './use-focus-on-change';

const STEPS = 3;
type Errors = FieldErrors<keyof RegisterForm>;

/**
 * /register-email: step 1 names, gender, phone and code; step 2 confirms the code; step 3 sets the password.
 * With ?id=…&type=2 (Facebook) or 3 (Google) it completes a pending social account (thirdFill), and a phone that
 * already has an account is offered a merge.
 */
export default function RegisterEmailPage() {
  const go = useGo();
  const query = new URLSearchParams(useSearch());
  const pendingId = query.get('id') ?? '';
  const provider = pendingId ? providerOfRegisterType(query.get('type')) : null;
  const funType = provider ? rules.CODE_PURPOSE.thirdPartyOrSignedIn : rules.CODE_PURPOSE.register;

  const [step, setStep] = useState(1);
  const [form, setForm] = useState<RegisterForm>({ first_name: '', last_name: '', gender: '', area_code: '', phone: '', code: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [merge, setMerge] = useState(false);
  const [codeSentAt, setCodeSentAt] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const heading = useFocusOnChange<HTMLHeadingElement>(step);

  const set = useCallback(<K extends keyof RegisterForm>(key: K, value: RegisterForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  }, []);
  const setAreaCode = useCallback((value: string) => set('area_code', value), [set]);
  const setPhone = useCallback((value: string) => set('phone', value), [set]);

  const sendCode = async () => {
    if (!form.phone) {
      setErrors((e) => ({ ...e, phone: TEXT.required }));
      return false;
    }
    return sendPhoneCode(userName(form.area_code, form.phone), funType);
  };

  const back = () => {
    const previous = stepBack(step);
    if (previous === 'leave') goBack(go);
    else setStep(previous);
  };

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      if (step === 1) await submitDetails();
      else if (step === 2) await submitCode();
      else await submitPassword();
    } finally {
      setBusy(false);
    }
  };

  const submitDetails = async () => {
    const found = checkRegisterStep1(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.show(TEXT.required, { variant: 'error' });
      return;
    }
    if (provider) {
      const registered = await phoneRegistered(form.area_code, form.phone);
      if (registered === null) return;
      if (registered) {
        const ok = await confirmBox(
          'Merge accounts',
          `This phone number is already registered. Link your ${PROVIDERS[provider].name} sign-in to that account? You will confirm with its password.`,
        );
        if (!ok) return;
      }
      setMerge(registered);
    }
    setStep(2);
  };

  const submitCode = async () => {
    if (!rules.validCodeFormat(form.code)) {
      setErrors({ code: TEXT.codeError });
      toast.show(TEXT.codeError, { variant: 'error' });
      return;
    }
    const match = await codeMatches(userName(form.area_code, form.phone), funType, form.code);
    if (match === null) return;
    if (!match) {
      setErrors({ code: TEXT.codeError });
      toast.show(TEXT.codeError, { variant: 'error' });
      return;
    }
    setStep(3);
  };

  const submitPassword = async () => {
    const problem = merge ? (form.password ? null : TEXT.required) : rules.checkNewPassword(form.password);
    setErrors({ password: problem ?? undefined });
    if (problem) return;
    const ok = provider ? await completeSocial(pendingId, form) : await register(form);
    if (ok) go('/register-success', { replace: true });
  };

  const titles = ['Your details', 'Confirm the code', merge ? 'Confirm your password' : 'Set a password'];

  return (
    <AccountLayout title={provider ? 'Complete Your Account' : 'Register'} onBack={back}>
      <form className="sf-account__form" onSubmit={next} noValidate>
        <StepHeading ref={heading} step={step} total={STEPS} title={titles[step - 1] ?? ''} />
        {provider && step === 1 && (
          <p className="sf-account__note">
            You signed in with {PROVIDERS[provider].name}. Add your phone number to finish your account.
          </p>
        )}
        {step === 1 && (
          <>
            <Input label="First name" autoComplete="given-name" value={form.first_name} onChange={(v) => set('first_name', v)} error={errors.first_name} maxLength={50} />
            <Input label="Last name" autoComplete="family-name" value={form.last_name} onChange={(v) => set('last_name', v)} error={errors.last_name} maxLength={50} />
            <GenderField value={form.gender} onChange={(v) => set('gender', v)} error={errors.gender} />
            <PhoneField areaCode={form.area_code} phone={form.phone} onAreaCode={setAreaCode} onPhone={setPhone} error={errors.phone ?? errors.area_code} />
            <CodeField value={form.code} onChange={(v) => set('code', v)} onSend={sendCode} error={errors.code} startedAt={codeSentAt} onStart={setCodeSentAt} />
          </>
        )}
        {step === 2 && (
          <>
            <p className="sf-account__note">
              Enter the code sent to +{form.area_code} {form.phone}.
            </p>
            <CodeField value={form.code} onChange={(v) => set('code', v)} onSend={sendCode} error={errors.code} startedAt={codeSentAt} onStart={setCodeSentAt} />
          </>
        )}
        {step === 3 && (
          <Input
            label={merge ? 'Password of your existing account' : 'Password'}
            type="password"
            autoComplete={merge ? 'current-password' : 'new-password'}
            value={form.password}
            onChange={(v) => set('password', v)}
            error={errors.password}
            hint={merge ? undefined : 'At least 6 letters and numbers, with an upper-case letter, a lower-case letter and a number.'}
            maxLength={64}
          />
        )}
        <button type="submit" className="sf-account__primary" aria-busy={busy || undefined}>
          {step < STEPS ? 'Next' : 'Submit'}
        </button>
      </form>
    </AccountLayout>
  );
}
