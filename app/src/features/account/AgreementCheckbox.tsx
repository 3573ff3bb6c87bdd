import { useId, type MouseEvent } from 'react';
import { useGo } from '../../shared/use-go';

interface AgreementCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** 'I have read and agree to the Privacy Policy and Service Rules', with links to both texts. */
export function AgreementCheckbox({ checked, onChange }: AgreementCheckboxProps) {
  const go = useGo();
  const id = useId();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    go(event.currentTarget.getAttribute('href') ?? '/login-text?type=policy');
  };
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
          I have read and agree to the
        </label>{' '}
        <a id={`${id}-policy`} href="/login-text?type=policy" onClick={open}>
          Privacy Policy
        </a>{' '}
        <span id={`${id}-and`}>and</span>{' '}
        <a id={`${id}-rules`} href="/login-text?type=rules" onClick={open}>
          Service Rules
        </a>
      </p>
    </div>
  );
}
