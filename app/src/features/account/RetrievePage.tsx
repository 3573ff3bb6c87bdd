import { m } from '@storefront/sdk/i18n';
import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import { Input, toast } from '@storefront/ui';
import { useSignal } from '@preact/signals-react';
import { useCallback, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { userInfo } from '../../session/state';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { resetPassword, sendPhoneCode, verifyCode } from './account-data';
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
  const step = useSignal(1);
  const areaCode = useSignal(change ? (user?.area_code ?? '') : '');
  const phone = useSignal(change ? (user?.phone ?? '') : '');
  const code = useSignal('');
  const password = useSignal('');
  const error = useSignal<string | undefined>(undefined);
  const sentAt = useSignal<number | undefined>(undefined);
  const busy = useSignal(false);
  const heading = useFocusOnChange<HTMLHeadingElement>(step.value);
  const content = userName(areaCode.value, phone.value);
  const onPhone = useCallback(
    (value: string) => {
      phone.value = value;
      error.value = undefined;
    },
    [phone, error],
  );
  const setError = (text: string | undefined) => {
    error.value = text;
  };

  const back = () => {
    const previous = stepBack(step.value);
    setError(undefined);
    if (previous === 'leave') goBack(go);
    else step.value = previous;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.peek()) return;
    busy.value = true;
    try {
      if (step.value === 1) {
        if (!phone.value) return setError(TEXT.required);
        // A code sent less than the resend wait ago is still on its way: go on to it without asking again.
        const lastSent = sentAt.peek();
        if (lastSent === undefined || rules.resendWaitSeconds(lastSent, Date.now()) === 0) {
          if (!(await sendPhoneCode(content, RESET))) return;
          sentAt.value = Date.now();
        }
        step.value = 2;
      } else if (step.value === 2) {
        const verdict = await verifyCode(content, RESET, code.value);
        if (verdict === 'failed') return;
        if (verdict === 'mismatch') return setError(TEXT.codeError);
        step.value = 3;
      } else {
        const problem = rules.checkNewPassword(password.value);
        if (problem) return setError(problem);
        if (!(await resetPassword(content, password.value, code.value))) return;
        toast.show(TEXT.resetSuccess, { variant: 'success' });
        go('/register-success?type=reset', { replace: true });
      }
    } finally {
      busy.value = false;
    }
  };

  const titles = [m.account_your_phone(), m.account_enter_code(), m.account_set_new_password()];

  return (
    <AccountLayout title={change ? m.account_change_password() : m.account_retrieve_password()} onBack={back}>
      <form className="sf-account__form" onSubmit={submit} noValidate>
        <StepHeading ref={heading} step={step.value} total={STEPS} title={titles[step.value - 1] ?? ''} />
        {step.value === 1 && (
          <PhoneField
            areaCode={areaCode.value}
            phone={phone.value}
            onAreaCode={(value) => (areaCode.value = value)}
            onPhone={onPhone}
            error={error.value}
          />
        )}
        {step.value === 2 && (
          <>
            <p className="sf-account__note">{m.account_code_sent_to({ area: areaCode.value, phone: phone.value })}</p>
            <CodeField
              value={code.value}
              onChange={(value) => {
                code.value = value;
                setError(undefined);
              }}
              onSend={() => sendPhoneCode(content, RESET)}
              error={error.value}
              startedAt={sentAt.value}
              onStart={(at) => (sentAt.value = at)}
            />
          </>
        )}
        {step.value === 3 && (
          <Input
            label={m.account_new_password()}
            type="password"
            autoComplete="new-password"
            value={password.value}
            onChange={(value) => {
              password.value = value;
              setError(undefined);
            }}
            error={error.value}
            hint={TEXT.newPasswordHint}
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
