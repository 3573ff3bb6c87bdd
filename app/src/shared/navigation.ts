import { isLoginPath } from '../session/guard';

/**
 * In-app history depth rides in history.state, so "back" knows whether there is a page of ours to go back to.
 */
interface NavState {
  sfDepth?: number;
}

const BACK_FLAG = 'sf.backFlag';

export function currentDepth(): number {
  return (window.history.state as NavState | null)?.sfDepth ?? 0;
}

export function nextState(): NavState {
  return { sfDepth: currentDepth() + 1 };
}

/**
 * Back navigation (docs/product/session-and-requests.md#back-navigation): one step back if there is history, else home.
 */
export function goBack(navigate: (to: string, options?: { replace?: boolean }) => void): void {
  if (currentDepth() > 0) {
    sessionStorage.setItem(BACK_FLAG, '1');
    window.history.back();
  } else {
    navigate('/', { replace: true });
  }
}

/**
 * Called when a page is shown: arriving on a login page by "back" goes back once more (the user already left
 * the login flow); any other arrival clears the flag.
 */
export function continueBackPastLogin(pathname: string): boolean {
  const flagged = sessionStorage.getItem(BACK_FLAG) === '1';
  if (flagged && isLoginPath(pathname) && currentDepth() > 0) {
    window.history.back();
    return true;
  }
  sessionStorage.removeItem(BACK_FLAG);
  return false;
}
