import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import { DEFAULT_TABS, Loading, messageBox, TabBar, ToastViewport } from '@storefront/ui';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { forgetTargetOutsideLogin, guardRoute } from '../session/guard';
import { isLoggedIn, online } from '../session/state';
import { isChrome } from '../shared/browser';
import { continueBackPastLogin } from '../shared/navigation';
import { useGo } from '../shared/use-go';
import { useLatch } from '../shared/use-latch';
import { RouteBoundary } from './RouteBoundary';
import { SkipLink } from './SkipLink';
import { NOT_FOUND as NotFound, routes, type RouteDef } from './routes';

// Parts that most visits never show load when first needed, which keeps them out of the home route's budget.
const ChromeNotice = lazy(() => import('./ChromeNotice').then((m) => ({ default: m.ChromeNotice })));
const MessageBoxHost = lazy(() => import('@storefront/ui/message-box').then((m) => ({ default: m.MessageBoxHost })));

/** The message boxes' dialog, loaded when the first box is asked for and kept for the ones after it. */
function MessageBoxes() {
  const asked = useLatch(useSyncExternalStore(messageBox.subscribe, () => messageBox.size() > 0));
  return asked ? (
    <Suspense fallback={null}>
      <MessageBoxHost />
    </Suspense>
  ) : null;
}

/**
 * The offline line (docs/product/session-and-requests.md#offline): a polite status, always in the page so that a
 * screen reader hears the text when it appears; empty, and so of no height, while the connection holds.
 */
function OfflineLine() {
  useSignals();
  return (
    <p role="status" aria-live="polite" className="sf-offline">
      {online.value ? null : rules.OFFLINE_TEXT}
    </p>
  );
}

function GuardedPage({ route }: { route: RouteDef }) {
  useSignals();
  const [location] = useLocation();
  const search = useSearch();
  const go = useGo();
  const redirect = guardRoute(
    Boolean(route.requiresLogin),
    isLoggedIn.value,
    `${location}${search ? `?${search}` : ''}`,
  );

  useEffect(() => {
    let current = true;
    void import('./route-titles').then(({ documentTitle }) => {
      if (current) document.title = documentTitle(route.path);
    });
    return () => {
      current = false;
    };
  }, [route.path]);
  useEffect(() => {
    if (redirect) go(redirect, { replace: true });
  }, [redirect, go]);

  if (redirect) return null;
  const Page = route.page;
  // Its own boundary and its own Suspense: a page that cannot load or breaks takes nothing else down with it.
  return (
    <RouteBoundary key={location} onHome={() => go('/')}>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </RouteBoundary>
  );
}

export function App() {
  const [location] = useLocation();
  const go = useGo();
  const tabKey = routes.find((r) => r.path === location)?.tabKey;

  useEffect(() => {
    forgetTargetOutsideLogin(location);
    continueBackPastLogin(location);
  }, [location]);

  return (
    <>
      <SkipLink />
      <OfflineLine />
      {!isChrome(navigator.userAgent) && (
        <Suspense fallback={null}>
          <ChromeNotice />
        </Suspense>
      )}
      <Suspense fallback={<Loading />}>
        <Switch>
          {routes.map((route) => (
            <Route key={route.path} path={route.path}>
              <GuardedPage route={route} />
            </Route>
          ))}
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </Suspense>
      {tabKey && <TabBar items={DEFAULT_TABS} activeKey={tabKey} onNavigate={(href) => go(href)} />}
      <MessageBoxes />
      <ToastViewport />
    </>
  );
}
