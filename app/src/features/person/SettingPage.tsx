import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { m } from '@storefront/sdk/i18n';
import { Cell, CellGroup, Header, messageBox, toast } from '@storefront/ui';
import { keepPageUntilReload } from '../../session/guard';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { LanguageChoice } from './LanguageChoice';
import { logOut } from './person-data';
import '../catalogue/catalogue.css';
import './person.css';

/** Home, with a reload, this long after logging out (docs/product/account.md#the-account-tab). */
export const LOG_OUT_REDIRECT_MS = 3000;

/**
 * /setting: Personal Info, Account Security, Change Password, the language of this device and Log Out
 * (docs/product/account.md#the-account-tab).
 */
export default function SettingPage() {
  useSignals();
  const go = useGo();
  const leaving = useSignal(false);

  const logOutNow = async () => {
    if (leaving.peek() || !(await messageBox.show({ text: m.person_log_out_confirm(), showCancel: true }))) return;
    leaving.value = true;
    keepPageUntilReload();
    await logOut();
    toast.show(m.person_logged_out(), { variant: 'success', duration: LOG_OUT_REDIRECT_MS });
    // A reload, so nothing of the signed-in session stays in memory. It comes even if the visitor leaves this page
    // within the 3 s, since guarded pages stay open until it (keepPageUntilReload).
    setTimeout(() => window.location.assign('/'), LOG_OUT_REDIRECT_MS);
  };

  return (
    <div className="sf-catalogue sf-person">
      <Header title={m.person_settings()} onBack={() => goBack(go)} />
      <main className="sf-person__main">
        <CellGroup>
          <Cell title={m.person_personal_info()} onClick={() => go('/setting-info')} />
          <Cell title={m.person_account_security()} onClick={() => go('/setting-security')} />
          <Cell title={m.person_change_password()} onClick={() => go('/retrieve?type=1')} />
        </CellGroup>
        <LanguageChoice />
        <button type="button" className="sf-person__logout" onClick={() => void logOutNow()} disabled={leaving.value}>
          {m.person_log_out()}
        </button>
      </main>
    </div>
  );
}
