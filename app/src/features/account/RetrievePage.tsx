import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import { Input, toast } from '@storefront/ui';
import { useCallback, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { api } from '../../session/api';
import { userInfo } from '../../session/state';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { codeMatches, sendPhoneCode } from './account-data';
import { AccountLayout } from './AccountLayout';
import { CodeField } from './CodeField';
import { PhoneField } from './PhoneField';
import { stepBack, TEXT, userName } from './rules';
import { StepHeading } from './StepHeading';
import { useFocusOnChange } from './use-focus-on-change';

const STEPS = 3;
const RESET = rules.CODE_PURPOSE.reset;

/** /retrieve (type=1: Change Password): step 1 phone, step 2 the code sent to it, step 3 the new password. */
export default function RetrievePage() {
  useSignals();
  const go = useGo();
  const change = new URLSearchParams(useSearch()).get('type') === '1';
  const user = userInfo.value;
  const [step, setStep] = useState(1);
  const [areaCode, setAreaCode] = useState(change ? (user?.area_code ?? '') : '');
  const [phone, setPhone] = useState(change ? (user?.phone ?? '') : '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentAt, setSentAt] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const heading = useFocusOnChange<HTMLHeadingElement>(step);
  const content = userName(areaCode, phone);
  const onPhone = useCallback((value: string) => {
    setPhone(value);
    setError(undefined);
  }, []);

  const back = () => {
    const previous = stepBack(step);
    setError(undefined);
    if (previous === 'leave') goBack(go);
    else setStep(previous);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      if (step === 1) {
        if (!phone) return setError(TEXT.required);
        if (sentAt === undefined || Date.now() - sentAt >= rules.CODE_RESEND_SECONDS * 1000) {
          if (!(await sendPhoneCode(content, RESET))) return;
          setSentAt(Date.now());
        }
        setStep(2);
      } else if (step === 2) {
        const match = rules.validCodeFormat(code) ? await codeMatches(content, RESET, code) : false;
        if (match === null) return;
        if (!match) {
          toast.show(TEXT.codeError, { variant: 'error' });
          return setError(TEXT.codeError);
        }
        setStep(3);
      } else {
        const problem = rules.checkNewPassword(password);
        if (problem) return setError(problem);
        const result = await api.call('forgetPassword', { body: { content, new_password: password, code } });
        if (!result.ok) return;
        toast.show(TEXT.resetSuccess, { variant: 'success' });
        go('/register-success?type=reset', { replace: true });
      }
    } finally {
      setBusy(false);
    }
  };

  const titles = ['Your phone number', 'Enter the code', 'Set a new password'];

  return (
    <AccountLayout title={change ? 'Change Password' : 'Retrieve Password'} onBack={back}>
      <form className="sf-account__form" onSubmit={submit} noValidate>
        <StepHeading ref={heading} step={step} total={STEPS} title={titles[step - 1] ?? ''} />
        {step === 1 && <PhoneField areaCode={areaCode} phone={phone} onAreaCode={setAreaCode} onPhone={onPhone} error={error} />}
        {step === 2 && (
          <>
            <p className="sf-account__note">
              Enter the code sent to +{areaCode} {phone}.
            </p>
            <CodeField
              value={code}
              onChange={(value) => {
                setCode(value);
                setError(undefined);
              }}
              onSend={() => sendPhoneCode(content, RESET)}
              error={error}
              startedAt={sentAt}
              onStart={setSentAt}
            />
          </>
        )}
        {step === 3 && (
          <Input
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setError(undefined);
            }}
            error={error}
            hint="At least 6 letters and numbers, with an upper-case letter, a lower-case letter and a number."
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
