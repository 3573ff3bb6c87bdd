import { isOwnPath } from '../shared/safe-url';

/** The login family of pages: a remembered target survives moving between these and is forgotten outside them. */
export const LOGIN_PATHS = [
  '/login',
  '/login-text',
  '/login-email',
  '/login-register',
  '/register',
  '/register-email',
  '/retrieve',
  '/countrys',
  '/google',
] as const;

const TARGET_KEY = 'sf.loginTarget';

export function isLoginPath(pathname: string): boolean {
  return (LOGIN_PATHS as readonly string[]).includes(pathname);
}

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Remembers where a guest wanted to go before being sent to login. Only a path of this app is kept. */
export function rememberLoginTarget(target: string): void {
  const path = target.split('?')[0] ?? '';
  if (isOwnPath(target) && !isLoginPath(path)) session()?.setItem(TARGET_KEY, target);
}

/** The remembered target, checked again on the way out (storage can be edited), or null. */
export function rememberedLoginTarget(): string | null {
  const target = session()?.getItem(TARGET_KEY) ?? null;
  return isOwnPath(target) ? target : null;
}

/**
 * The guarded page a guest is being sent away from. The route-change effect of that very page runs after the
 * guard (parents' effects run after their children's), and must not forget the target just remembered.
 */
let leavingGuardedPath: string | null = null;

/** Called on every route change: leaving the login pages forgets the target. */
export function forgetTargetOutsideLogin(pathname: string): void {
  if (pathname === leavingGuardedPath) {
    leavingGuardedPath = null;
    return;
  }
  if (!isLoginPath(pathname)) session()?.removeItem(TARGET_KEY);
}

/**
 * For an action only a user may take (favourite, add to the calculator): a guest is sent to login and brought back
 * to this page afterwards. True when the guest was sent.
 */
export function sendGuestToLogin(loggedIn: boolean, go: (to: string) => void): boolean {
  if (loggedIn) return false;
  rememberLoginTarget(`${window.location.pathname}${window.location.search}`);
  go('/login');
  return true;
}

/**
 * Set once a log-out has scheduled its reload home: until that reload, the page on screen stays as it was behind
 * the "logged out" message instead of turning into the login page for the guest the visitor has just become.
 */
let reloadScheduled = false;

export function keepPageUntilReload(): void {
  reloadScheduled = true;
}

/** Where a route that needs login sends a guest, remembering the route first. */
export function guardRoute(requiresLogin: boolean, loggedIn: boolean, fullPath: string): string | null {
  if (!requiresLogin || loggedIn || reloadScheduled) return null;
  rememberLoginTarget(fullPath);
  leavingGuardedPath = fullPath.split('?')[0] ?? null;
  return '/login';
}
