import { Sheet } from '@storefront/ui';
import { useState } from 'react';
import { requireAgreement } from './agreement';
import { AgreementCheckbox } from './AgreementCheckbox';
import { SocialButtons } from './SocialButtons';

interface SocialSheetProps {
  open: boolean;
  onClose: () => void;
  returnPath: string;
  title?: string;
}

/** Social sign-in in a bottom sheet, with its own read-and-agree checkbox (platform.md §5). */
export function SocialSheet({ open, onClose, returnPath, title = 'Sign in with a social account' }: SocialSheetProps) {
  const [checked, setChecked] = useState(false);
  return (
    <Sheet open={open} onClose={onClose} title={title}>
      <div className="sf-account__sheet">
        <SocialButtons returnPath={returnPath} allow={() => requireAgreement(checked)} />
        <AgreementCheckbox checked={checked} onChange={setChecked} />
      </div>
    </Sheet>
  );
}
