import { rules } from '@storefront/sdk';
import { m } from '@storefront/sdk/i18n';
import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Icon, toast } from '@storefront/ui';
import { sendGuestToLogin } from '../../session/guard';
import { isLoggedIn } from '../../session/state';
import { useGo } from '../../shared/use-go';
import { addSides } from './calc-data';

/**
 * Product detail's Calculator button: adds a side with this product and opens the calculator with it selected.
 * A guest is sent to login and brought back to the product first.
 */
export function AddToCalculatorButton({ productId, className }: { productId: number; className?: string }) {
  useSignals();
  const go = useGo();
  const busy = useSignal(false);
  const add = async () => {
    if (sendGuestToLogin(isLoggedIn.peek(), go)) return;
    if (busy.peek()) return;
    busy.value = true;
    const result = await addSides({ kind: 'products', ids: [productId] });
    busy.value = false;
    if (!result.ok) return;
    toast.show(rules.ADDED_TEXT, { variant: 'success' });
    go('/calculator?needCheck=1');
  };
  return (
    <button type="button" className={className} aria-busy={busy.value || undefined} onClick={() => void add()}>
      <Icon name="calculator" size={20} />
      <span>{m.calculator_title()}</span>
    </button>
  );
}
