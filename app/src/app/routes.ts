import { preloadable, type Preloadable } from '../shared/preloadable';
import { firstRoute, routeTable, type PageModule, type RouteEntry } from './route-table';

export type { PageModule } from './route-table';

export interface RouteDef extends Omit<RouteEntry, 'load'> {
  /** The page, loaded when first visited; start.tsx preloads the first page of a visit before the first render. */
  page: Preloadable<object, PageModule>;
}

export const routes: RouteDef[] = routeTable.map(({ load, ...route }) => ({ ...route, page: preloadable(load) }));

/** The page a visit opening at this path shows first: its own, the login page for a guest on a guarded one. */
export function firstPage(pathname: string, loggedIn: boolean): RouteDef['page'] {
  const shown = firstRoute(pathname, loggedIn);
  return shown ? routes[routeTable.indexOf(shown)]!.page : NOT_FOUND;
}

/** Any path no route has. */
export const NOT_FOUND = preloadable(() => import('../pages/NotFound'));
