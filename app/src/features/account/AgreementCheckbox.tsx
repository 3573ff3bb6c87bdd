import { m } from '@storefront/sdk/i18n';
import { useId } from 'react';
import { AppLink } from '../../shared/AppLink';

interface AgreementCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** 'I have read and agree to the Privacy Policy and Service Rules', with links to both texts. */
export function AgreementCheckbox({ checked, onChange }: AgreementCheckboxProps) {
  const id = useId();
  return (
    <div className="sf-account__agree">
      <input
        id={`${id}-box`}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={`${id}-text ${id}-policy ${id}-and ${id}-rules`}
      />
      <p>
        <label id={`${id}-text`} htmlFor={`${id}-box`}>
          {m.account_read_and_agree()}
        </label>{' '}
        <AppLink id={`${id}-policy`} href="/login-text?type=policy">
          {m.account_privacy_policy()}
        </AppLink>{' '}
        <span id={`${id}-and`}>{m.account_and()}</span>{' '}
        <AppLink id={`${id}-rules`} href="/login-text?type=rules">
          {m.account_service_rules()}
        </AppLink>
      </p>
    </div>
  );
}
