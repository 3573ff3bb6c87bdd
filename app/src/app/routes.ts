import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface RouteDef {
  path: string;
  title: string;
  /** Guests are sent to login and the route is remembered (platform.md §4). */
  requiresLogin?: boolean;
  /** Shows the bottom tab bar (the five main sections). */
  tabKey?: string;
  page: LazyExoticComponent<ComponentType>;
}

/** Every page is its own chunk, loaded when first visited. Routes that do not exist yet are simply absent. */
export const routes: RouteDef[] = [
  { path: '/', title: 'Home', tabKey: 'home', page: lazy(() => import('../features/home/HomePage')) },
];
