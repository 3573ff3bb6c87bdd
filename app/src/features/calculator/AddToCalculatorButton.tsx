import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { toast } from '@storefront/ui';
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
    toast.show('Adding succeeded', { variant: 'success' });
    go('/calculator?needCheck=1');
  };
  return (
    <button type="button" className={className} aria-busy={busy.value || undefined} onClick={() => void add()}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M6 3h12v18H6z M9 7h6 M9 11h1 M12 11h1 M15 11h0.01 M9 15h1 M12 15h1 M15 15v3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span>Calculator</span>
    </button>
  );
}
