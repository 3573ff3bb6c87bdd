import type { ComponentType } from 'react';
import { startProductDetail, startProducts } from '../features/catalogue/catalogue-data';

/**
 * The route table without React: the app's small entry holds it, so a visit's first page starts loading beside the
 * app's own code instead of after it has run (main.tsx). routes.ts makes each entry a route of the app.
 */

/** A page's module. */
export interface PageModule {
  default: ComponentType<object>;
}

export interface RouteEntry {
  path: string;
  /**
   * Guests are sent to login and the route is remembered
   * (docs/product/session-and-requests.md#pages-that-need-a-login).
   */
  requiresLogin?: boolean;
  /** Shows the bottom tab bar (the five main sections). */
  tabKey?: string;
  /** Loads the page's module (its chunk and what it imports). */
  load: () => Promise<PageModule>;
  /**
   * Starts loading what the page's first render shows (`load()` of its resources, given the visit's query), called
   * by the entry for the page a visit opens on: the calls go out as soon as the session has its token, not after
   * React has loaded and rendered the page, which then shows the same entries (data/resource.ts). The catalogue's
   * resources come with the entry (their calls go out first); other pages' load beside the page's own chunk.
   */
  start?: (query: URLSearchParams) => void;
}

/** A start that comes with a module loaded beside the page's chunk (its data module, or the core for home). */
function startIn<M>(load: () => Promise<M>, start: (module: M, query: URLSearchParams) => void) {
  return (query: URLSearchParams) =>
    void load().then(
      (module) => start(module, query),
      () => undefined,
    );
}

/** Every page is its own chunk, loaded when first visited. Routes that do not exist yet are simply absent. */
export const routeTable: RouteEntry[] = [
  {
    path: '/',
    tabKey: 'home',
    load: () => import('../features/home/HomePage'),
    start: startIn(
      () => import('../features/home/HomePage'),
      (m) => m.startHome(),
    ),
  },
  // Session, regions and account entry (docs/product/account.md, docs/product/session-and-requests.md#regions).
  { path: '/login', load: () => import('../features/account/LoginPage') },
  { path: '/login-text', load: () => import('../features/account/LoginTextPage') },
  { path: '/login-email', load: () => import('../features/account/LoginEmailPage') },
  { path: '/login-register', load: () => import('../features/account/LoginRegisterPage') },
  { path: '/register', load: () => import('../features/account/RegisterPage') },
  { path: '/register-email', load: () => import('../features/account/RegisterEmailPage') },
  { path: '/register-success', load: () => import('../features/account/RegisterSuccessPage') },
  { path: '/retrieve', load: () => import('../features/account/RetrievePage') },
  // fillInfo is for signed-in users only, so a guest is sent to login and brought back.
  {
    path: '/complete-info',
    requiresLogin: true,
    load: () => import('../features/account/CompleteInfoPage'),
  },
  { path: '/countrys', load: () => import('../features/account/CountryPage') },
  { path: '/google', load: () => import('../features/account/GooglePage') },
  { path: '/scan', load: () => import('../features/scan/ScanPage') },
  { path: '/service', load: () => import('../features/service/ServicePage') },
  { path: '/test', load: () => import('../features/location/MapTestPage') },
  { path: '/city-chooser', load: () => import('../features/location/CityChooserPage') },
  // Catalogue: products, brands, cases, search, wish list, recently viewed and sharing (docs/product/browsing.md).
  {
    path: '/product-center',
    tabKey: 'collections',
    load: () => import('../features/catalogue/ProductCenterPage'),
  },
  {
    path: '/product',
    load: () => import('../features/catalogue/ProductPage'),
    start: startProducts,
  },
  {
    path: '/product-detail',
    load: () => import('../features/catalogue/ProductDetailPage'),
    start: startProductDetail,
  },
  { path: '/product-list', load: () => import('../features/catalogue/RelatedListPage') },
  { path: '/cases-list', load: () => import('../features/catalogue/RelatedListPage') },
  {
    path: '/cases',
    tabKey: 'cases',
    load: () => import('../features/cases/CasesPage'),
    start: startIn(
      () => import('../features/cases/cases-data'),
      (m) => m.startCases(),
    ),
  },
  { path: '/cases-detail', load: () => import('../features/cases/CaseDetailPage') },
  { path: '/cases-subject', load: () => import('../features/cases/CasesSubjectPage') },
  { path: '/brand', load: () => import('../features/brand/BrandPage') },
  { path: '/brand-detail', load: () => import('../features/brand/BrandDetailPage') },
  { path: '/search', load: () => import('../features/search/SearchPage') },
  { path: '/search-result', load: () => import('../features/search/SearchResultPage') },
  // 3D displays (docs/product/displays.md): the list and the viewer are open to guests; saving asks for login there.
  {
    path: '/template',
    tabKey: 'display',
    load: () => import('../features/template/TemplatePage'),
    start: startIn(
      () => import('../features/template/template-data'),
      (m, q) => m.startTemplates(q),
    ),
  },
  { path: '/template-detail', load: () => import('../features/template/TemplateDetailPage') },
  {
    path: '/template-record',
    requiresLogin: true,
    load: () => import('../features/template/TemplateRecordPage'),
  },
  {
    path: '/favorites',
    requiresLogin: true,
    load: () => import('../features/favorites/FavoritesPage'),
  },
  { path: '/person-recently', load: () => import('../features/recent/RecentPage') },
  // Account (docs/product/account.md#the-account-tab): every page is the signed-in client's, so a guest is sent to
  // login first.
  {
    path: '/person',
    tabKey: 'account',
    requiresLogin: true,
    load: () => import('../features/person/PersonPage'),
  },
  { path: '/setting', requiresLogin: true, load: () => import('../features/person/SettingPage') },
  {
    path: '/setting-info',
    requiresLogin: true,
    load: () => import('../features/person/SettingInfoPage'),
  },
  {
    path: '/setting-security',
    requiresLogin: true,
    load: () => import('../features/person/SettingSecurityPage'),
  },
  {
    path: '/person-cases',
    requiresLogin: true,
    load: () => import('../features/person/PersonCasesPage'),
  },
  // Store appointments and records (docs/product/appointments.md): the map and booking are open to guests.
  { path: '/appointment', load: () => import('../features/appointment/AppointmentPage') },
  { path: '/search-store', load: () => import('../features/appointment/SearchStorePage') },
  {
    path: '/appointment-info',
    load: () => import('../features/appointment/AppointmentInfoPage'),
  },
  {
    path: '/appointment-success',
    requiresLogin: true,
    load: () => import('../features/appointment/AppointmentSuccessPage'),
  },
  {
    path: '/appointment-code',
    requiresLogin: true,
    load: () => import('../features/appointment/AppointmentCodePage'),
  },
  {
    path: '/appointment-record',
    requiresLogin: true,
    load: () => import('../features/appointment/AppointmentRecordPage'),
  },
  {
    path: '/appointment-browse',
    requiresLogin: true,
    load: () => import('../features/appointment/AppointmentBrowsePage'),
  },
  {
    path: '/appointment-detail',
    requiresLogin: true,
    load: () => import('../features/appointment/AppointmentDetailPage'),
  },
  // Tools: the tile calculator and the shopping lists (docs/product/tools.md). The shared list is open to anyone with
  // its link.
  {
    path: '/calculator',
    requiresLogin: true,
    load: () => import('../features/calculator/CalculatorPage'),
  },
  {
    path: '/calculator-add',
    requiresLogin: true,
    load: () => import('../features/calculator/CalculatorAddPage'),
  },
  {
    path: '/calculator-delete',
    requiresLogin: true,
    load: () => import('../features/calculator/CalculatorDeletePage'),
  },
  {
    path: '/shopping',
    requiresLogin: true,
    load: () => import('../features/calculator/ShoppingPage'),
  },
  { path: '/ShoppingList', load: () => import('../features/calculator/SharedListPage') },
];

/** The route a visit opening at this path shows first: its own, the login page for a guest on a guarded one. */
export function firstRoute(pathname: string, loggedIn: boolean): RouteEntry | undefined {
  const routeAt = (path: string) => routeTable.find((r) => r.path === path);
  const route = routeAt(pathname);
  return route?.requiresLogin && !loggedIn ? routeAt('/login') : route;
}
