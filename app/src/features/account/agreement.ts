import { signal } from '@preact/signals-react';
import { toast } from '@storefront/ui';
import { TEXT } from './rules';

/** The login pages' read-and-agree checkbox, shared by them so that ticking it once holds for the visit. */
export const agreed = signal(false);

/** True when the user agreed; otherwise asks them to (docs/product/account.md#signing-in) and answers false. */
export function requireAgreement(checked: boolean): boolean {
  if (!checked) toast.show(TEXT.agree, { variant: 'error' });
  return checked;
}
