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
  title: string;
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
    title: 'Home',
    tabKey: 'home',
    load: () => import('../features/home/HomePage'),
    start: startIn(
      () => import('../features/home/HomePage'),
      (m) => m.startHome(),
    ),
  },
  // Session, regions and account entry (docs/product/account.md, docs/product/session-and-requests.md#regions).
  { path: '/login', title: 'Login', load: () => import('../features/account/LoginPage') },
  { path: '/login-text', title: 'Login', load: () => import('../features/account/LoginTextPage') },
  { path: '/login-email', title: 'Login with e-mail', load: () => import('../features/account/LoginEmailPage') },
  { path: '/login-register', title: 'Sign Up', load: () => import('../features/account/LoginRegisterPage') },
  { path: '/register', title: 'Register', load: () => import('../features/account/RegisterPage') },
  { path: '/register-email', title: 'Register', load: () => import('../features/account/RegisterEmailPage') },
  { path: '/register-success', title: 'Success', load: () => import('../features/account/RegisterSuccessPage') },
  { path: '/retrieve', title: 'Password', load: () => import('../features/account/RetrievePage') },
  // fillInfo is for signed-in users only, so a guest is sent to login and brought back.
  {
    path: '/complete-info',
    title: 'Complete Info',
    requiresLogin: true,
    load: () => import('../features/account/CompleteInfoPage'),
  },
  { path: '/countrys', title: 'Country Selection', load: () => import('../features/account/CountryPage') },
  { path: '/google', title: 'Google Sign-In Test', load: () => import('../features/account/GooglePage') },
  { path: '/scan', title: 'Scan', load: () => import('../features/scan/ScanPage') },
  { path: '/service', title: 'Online Service', load: () => import('../features/service/ServicePage') },
  { path: '/test', title: 'Map Test', load: () => import('../features/location/MapTestPage') },
  { path: '/city-chooser', title: 'Choose a City', load: () => import('../features/location/CityChooserPage') },
  // Catalogue: products, brands, cases, search, wish list, recently viewed and sharing (docs/product/browsing.md).
  {
    path: '/product-center',
    title: 'Collections',
    tabKey: 'collections',
    load: () => import('../features/catalogue/ProductCenterPage'),
  },
  {
    path: '/product',
    title: 'Products',
    load: () => import('../features/catalogue/ProductPage'),
    start: startProducts,
  },
  {
    path: '/product-detail',
    title: 'Product',
    load: () => import('../features/catalogue/ProductDetailPage'),
    start: startProductDetail,
  },
  { path: '/product-list', title: 'Related Products', load: () => import('../features/catalogue/RelatedListPage') },
  { path: '/cases-list', title: 'Related Cases', load: () => import('../features/catalogue/RelatedListPage') },
  {
    path: '/cases',
    title: 'Cases',
    tabKey: 'cases',
    load: () => import('../features/cases/CasesPage'),
    start: startIn(
      () => import('../features/cases/cases-data'),
      (m) => m.startCases(),
    ),
  },
  { path: '/cases-detail', title: 'Case', load: () => import('../features/cases/CaseDetailPage') },
  { path: '/cases-subject', title: 'Case Subject', load: () => import('../features/cases/CasesSubjectPage') },
  { path: '/brand', title: 'Brand', load: () => import('../features/brand/BrandPage') },
  { path: '/brand-detail', title: 'Brand', load: () => import('../features/brand/BrandDetailPage') },
  { path: '/search', title: 'Search', load: () => import('../features/search/SearchPage') },
  { path: '/search-result', title: 'Search Results', load: () => import('../features/search/SearchResultPage') },
  // 3D displays (docs/product/displays.md): the list and the viewer are open to guests; saving asks for login there.
  {
    path: '/template',
    title: 'Display',
    tabKey: 'display',
    load: () => import('../features/template/TemplatePage'),
    start: startIn(
      () => import('../features/template/template-data'),
      (m, q) => m.startTemplates(q),
    ),
  },
  { path: '/template-detail', title: 'Display', load: () => import('../features/template/TemplateDetailPage') },
  {
    path: '/template-record',
    title: 'Matching Records',
    requiresLogin: true,
    load: () => import('../features/template/TemplateRecordPage'),
  },
  {
    path: '/favorites',
    title: 'Wish List',
    requiresLogin: true,
    load: () => import('../features/favorites/FavoritesPage'),
  },
  { path: '/person-recently', title: 'Recently Viewed', load: () => import('../features/recent/RecentPage') },
  // Account (docs/product/account.md#the-account-tab): every page is the signed-in client's, so a guest is sent to
  // login first.
  {
    path: '/person',
    title: 'Account',
    tabKey: 'account',
    requiresLogin: true,
    load: () => import('../features/person/PersonPage'),
  },
  { path: '/setting', title: 'Settings', requiresLogin: true, load: () => import('../features/person/SettingPage') },
  {
    path: '/setting-info',
    title: 'Personal Info',
    requiresLogin: true,
    load: () => import('../features/person/SettingInfoPage'),
  },
  {
    path: '/setting-security',
    title: 'Account Security',
    requiresLogin: true,
    load: () => import('../features/person/SettingSecurityPage'),
  },
  {
    path: '/person-cases',
    title: 'My Cases',
    requiresLogin: true,
    load: () => import('../features/person/PersonCasesPage'),
  },
  // Store appointments and records (docs/product/appointments.md): the map and booking are open to guests.
  { path: '/appointment', title: 'Store Appointment', load: () => import('../features/appointment/AppointmentPage') },
  { path: '/search-store', title: 'Search Stores', load: () => import('../features/appointment/SearchStorePage') },
  {
    path: '/appointment-info',
    title: 'Book a Visit',
    load: () => import('../features/appointment/AppointmentInfoPage'),
  },
  {
    path: '/appointment-success',
    title: 'Booked',
    requiresLogin: true,
    load: () => import('../features/appointment/AppointmentSuccessPage'),
  },
  {
    path: '/appointment-code',
    title: 'Appointment Code',
    requiresLogin: true,
    load: () => import('../features/appointment/AppointmentCodePage'),
  },
  {
    path: '/appointment-record',
    title: 'Records',
    requiresLogin: true,
    load: () => import('../features/appointment/AppointmentRecordPage'),
  },
  {
    path: '/appointment-browse',
    title: 'Browse Records',
    requiresLogin: true,
    load: () => import('../features/appointment/AppointmentBrowsePage'),
  },
  {
    path: '/appointment-detail',
    title: 'Purchase History Detail',
    requiresLogin: true,
    load: () => import('../features/appointment/AppointmentDetailPage'),
  },
  // Tools: the tile calculator and the shopping lists (docs/product/tools.md). The shared list is open to anyone with
  // its link.
  {
    path: '/calculator',
    title: 'Calculator',
    requiresLogin: true,
    load: () => import('../features/calculator/CalculatorPage'),
  },
  {
    path: '/calculator-add',
    title: 'Add Products',
    requiresLogin: true,
    load: () => import('../features/calculator/CalculatorAddPage'),
  },
  {
    path: '/calculator-delete',
    title: 'Recently Deleted',
    requiresLogin: true,
    load: () => import('../features/calculator/CalculatorDeletePage'),
  },
  {
    path: '/shopping',
    title: 'Shopping List',
    requiresLogin: true,
    load: () => import('../features/calculator/ShoppingPage'),
  },
  { path: '/ShoppingList', title: 'Shopping List', load: () => import('../features/calculator/SharedListPage') },
];

/** The route a visit opening at this path shows first: its own, the login page for a guest on a guarded one. */
export function firstRoute(pathname: string, loggedIn: boolean): RouteEntry | undefined {
  const routeAt = (path: string) => routeTable.find((r) => r.path === path);
  const route = routeAt(pathname);
  return route?.requiresLogin && !loggedIn ? routeAt('/login') : route;
}
