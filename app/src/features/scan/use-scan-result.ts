import { messageBox, toast } from '@storefront/ui';
import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef } from 'react';
import { datacenterUuid, isLoggedIn } from '../../session/state';
import { useGo } from '../../shared/use-go';
import { SCAN_DELAY_MS, scanAction } from './scan-rules';
import { m } from '@storefront/sdk/i18n';

/**
 * Acts on a decoded QR text after the 1 s loading delay: opens the page, asks a guest to log in first, or says
 * why the code is refused and asks for the camera to reopen (`resume`).
 */
export function useScanResult(resume: () => void): { busy: boolean; handle: (text: string) => void } {
  useSignals();
  const go = useGo();
  const busy = useSignal(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handle = useCallback(
    (text: string) => {
      busy.value = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        busy.value = false;
        const action = scanAction(text, { datacenter: datacenterUuid.peek(), loggedIn: isLoggedIn.peek() });
        switch (action.kind) {
          case 'route':
            go(action.href, { replace: true });
            return;
          case 'external':
            window.location.assign(action.url);
            return;
          case 'login':
            void messageBox
              .show({ title: m.scan_login_required(), text: action.message, showCancel: false })
              .then(() => go('/login'));
            return;
          default:
            toast.show(action.message, { variant: 'error' });
            resume();
        }
      }, SCAN_DELAY_MS);
    },
    [go, resume, busy],
  );

  return { busy: busy.value, handle };
}
