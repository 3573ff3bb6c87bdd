import { useState } from 'react';
import { isChrome } from '../shared/browser';

const DISMISSED_KEY = 'sf.chromeNoticeDismissed';

/** The notice that recommends Chrome when the browser is another one (platform.md §1, §8). */
export function ChromeNotice({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === '1');
  if (dismissed || isChrome(userAgent)) return null;
  return (
    <aside className="sf-chrome-notice" aria-label="Browser notice">
      <p>For the best experience, open this page in Google Chrome.</p>
      <button
        type="button"
        aria-label="Dismiss browser notice"
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
