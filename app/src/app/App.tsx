import { useSignals } from '@preact/signals-react/runtime';
import { DEFAULT_TABS, MessageBoxHost, TabBar, ToastViewport } from '@storefront/ui';
import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import NotFound from '../pages/NotFound';
import { forgetTargetOutsideLogin, guardRoute } from '../session/guard';
import { isLoggedIn } from '../session/state';
import { continueBackPastLogin } from '../shared/navigation';
import { useGo } from '../shared/use-go';
import { ChromeNotice } from './ChromeNotice';
import { routes, type RouteDef } from './routes';
import './app.css';

function PageLoading() {
  return <div className="sf-page-loading" role="status" aria-label="Loading" />;
}

function GuardedPage({ route }: { route: RouteDef }) {
  useSignals();
  const [location] = useLocation();
  const search = useSearch();
  const go = useGo();
  const redirect = guardRoute(Boolean(route.requiresLogin), isLoggedIn.value, `${location}${search ? `?${search}` : ''}`);

  useEffect(() => {
    document.title = `${route.title} · Tile Storefront`;
  }, [route.title]);
  useEffect(() => {
    if (redirect) go(redirect, { replace: true });
  }, [redirect, go]);

  if (redirect) return null;
  const Page = route.page;
  return <Page />;
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
      <ChromeNotice />
      <Suspense fallback={<PageLoading />}>
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
      <MessageBoxHost />
      <ToastViewport />
    </>
  );
}
