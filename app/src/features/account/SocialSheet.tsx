import { m } from '@storefront/sdk/i18n';
import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Sheet } from '@storefront/ui';
import { requireAgreement } from './agreement';
import { AgreementCheckbox } from './AgreementCheckbox';
import { SocialButtons } from './SocialButtons';

export interface SocialSheetProps {
  open: boolean;
  onClose: () => void;
  returnPath: string;
  title?: string;
}

/** Social sign-in in a bottom sheet, with its own read-and-agree checkbox (docs/product/account.md#signing-in). */
export function SocialSheet({ open, onClose, returnPath, title }: SocialSheetProps) {
  useSignals();
  const checked = useSignal(false);
  return (
    <Sheet open={open} onClose={onClose} title={title ?? m.account_social_sign_in()}>
      <div className="sf-account__sheet">
        <SocialButtons returnPath={returnPath} allow={() => requireAgreement(checked.peek())} />
        <AgreementCheckbox checked={checked.value} onChange={(value) => (checked.value = value)} />
      </div>
    </Sheet>
  );
}
