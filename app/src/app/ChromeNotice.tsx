import { useState } from 'react';
import { m } from '@storefront/sdk/i18n';

const DISMISSED_KEY = 'sf.chromeNoticeDismissed';

/**
 * The notice that recommends Chrome (docs/product/home-and-scanning.md#chrome-notice), until dismissed for the session.
 * The app shows it only when the browser is another one (shared/browser.ts isChrome), and loads it only then.
 */
export function ChromeNotice() {
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === '1');
  if (dismissed) return null;
  return (
    <aside className="sf-chrome-notice" aria-label={m.shell_browser_notice()}>
      <p>{m.shell_chrome_advice()}</p>
      <button
        type="button"
        aria-label={m.shell_dismiss_browser_notice()}
        onClick={() => {
          sessionStorage.setItem(DISMISSED_KEY, '1');
          setDismissed(true);
        }}
      >
        ×
      </button>
    </aside>
  );
}
