import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Cell, CellGroup, Header, messageBox, toast } from '@storefront/ui';
import { keepPageUntilReload } from '../../session/guard';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { logOut } from './person-data';
import '../catalogue/catalogue.css';
import './person.css';

export const LOG_OUT_CONFIRM_TEXT = 'Are you sure you want to log out?';
export const LOGGED_OUT_TEXT = 'You have logged out. Going to the home page…';
/** Home, with a reload, this long after logging out (docs/product/account.md#the-account-tab). */
export const LOG_OUT_REDIRECT_MS = 3000;

/** /setting: Personal Info, Account Security, Change Password and Log Out (docs/product/account.md#the-account-tab). */
export default function SettingPage() {
  useSignals();
  const go = useGo();
  const leaving = useSignal(false);

  const logOutNow = async () => {
    if (leaving.peek() || !(await messageBox.show({ text: LOG_OUT_CONFIRM_TEXT, showCancel: true }))) return;
    leaving.value = true;
    keepPageUntilReload();
    await logOut();
    toast.show(LOGGED_OUT_TEXT, { variant: 'success', duration: LOG_OUT_REDIRECT_MS });
    // A reload, so nothing of the signed-in session stays in memory. It comes even if the visitor leaves this page
    // within the 3 s, since guarded pages stay open until it (keepPageUntilReload).
    setTimeout(() => window.location.assign('/'), LOG_OUT_REDIRECT_MS);
  };

  return (
    <div className="sf-catalogue sf-person">
      <Header title="Settings" onBack={() => goBack(go)} />
      <main className="sf-person__main">
        <CellGroup>
          <Cell title="Personal Info" onClick={() => go('/setting-info')} />
          <Cell title="Account Security" onClick={() => go('/setting-security')} />
          <Cell title="Change Password" onClick={() => go('/retrieve?type=1')} />
        </CellGroup>
        <button type="button" className="sf-person__logout" onClick={() => void logOutNow()} disabled={leaving.value}>
          Log Out
        </button>
      </main>
    </div>
  );
}
