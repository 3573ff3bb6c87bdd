import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '../shared/preloadable';

/**
 * A page's module: the page, and the start of its data calls when it has any (`prefetch`, given the visit's query).
 * On the first page of a visit the calls start as soon as the module is here, while React still renders the page.
 */
export interface PageModule {
  default: ComponentType<object>;
  prefetch?: (query: URLSearchParams) => void;
}

export interface RouteDef {
  path: string;
  title: string;
  /** Guests are sent to login and the route is remembered (platform.md §4). */
  requiresLogin?: boolean;
  /** Shows the bottom tab bar (the five main sections). */
  tabKey?: string;
  /** The page, loaded when first visited; main.tsx preloads the first page of a visit before the first render. */
  page: Preloadable<object, PageModule>;
}

/** Every page is its own chunk, loaded when first visited. Routes that do not exist yet are simply absent. */
export const routes: RouteDef[] = [
  { path: '/', title: 'Home', tabKey: 'home', page: preloadable(() => import('../features/home/HomePage')) },
  // Session, regions and account entry (platform.md §2).
  { path: '/login', title: 'Login', page: preloadable(() => import('../features/account/LoginPage')) },
  { path: '/login-text', title: 'Login', page: preloadable(() => import('../features/account/LoginTextPage')) },
  { path: '/login-email', title: 'Login with e-mail', page: preloadable(() => import('../features/account/LoginEmailPage')) },
  { path: '/login-register', title: 'Sign Up', page: preloadable(() => import('../features/account/LoginRegisterPage')) },
  { path: '/register', title: 'Register', page: preloadable(() => import('../features/account/RegisterPage')) },
  { path: '/register-email', title: 'Register', page: preloadable(() => import('../features/account/RegisterEmailPage')) },
  { path: '/register-success', title: 'Success', page: preloadable(() => import('../features/account/RegisterSuccessPage')) },
  { path: '/retrieve', title: 'Password', page: preloadable(() => import('../features/account/RetrievePage')) },
  // fillInfo is for signed-in users only, so a guest is sent to login and brought back.
  { path: '/complete-info', title: 'Complete Info', requiresLogin: true, page: preloadable(() => import('../features/account/CompleteInfoPage')) },
  { path: '/countrys', title: 'Country Selection', page: preloadable(() => import('../features/account/CountryPage')) },
  { path: '/google', title: 'Google Sign-In Test', page: preloadable(() => import('../features/account/GooglePage')) },
  { path: '/scan', title: 'Scan', page: preloadable(() => import('../features/scan/ScanPage')) },
  { path: '/service', title: 'Online Service', page: preloadable(() => import('../features/service/ServicePage')) },
  { path: '/test', title: 'Map Test', page: preloadable(() => import('../features/location/MapTestPage')) },
  { path: '/city-chooser', title: 'Choose a City', page: preloadable(() => import('../features/location/CityChooserPage')) },
  // Catalogue: products, brands, cases, search, wish list, recently viewed and sharing (catalogue.md §2).
  { path: '/product-center', title: 'Collections', tabKey: 'collections', page: preloadable(() => import('../features/catalogue/ProductCenterPage')) },
  { path: '/product', title: 'Products', page: preloadable(() => import('../features/catalogue/ProductPage')) },
  { path: '/product-detail', title: 'Product', page: preloadable(() => import('../features/catalogue/ProductDetailPage')) },
  { path: '/product-list', title: 'Related Products', page: preloadable(() => import('../features/catalogue/RelatedListPage')) },
  { path: '/cases-list', title: 'Related Cases', page: preloadable(() => import('../features/catalogue/RelatedListPage')) },
  { path: '/cases', title: 'Cases', tabKey: 'cases', page: preloadable(() => import('../features/cases/CasesPage')) },
  { path: '/cases-detail', title: 'Case', page: preloadable(() => import('../features/cases/CaseDetailPage')) },
  { path: '/cases-subject', title: 'Case Subject', page: preloadable(() => import('../features/cases/CasesSubjectPage')) },
  { path: '/brand', title: 'Brand', page: preloadable(() => import('../features/brand/BrandPage')) },
  { path: '/brand-detail', title: 'Brand', page: preloadable(() => import('../features/brand/BrandDetailPage')) },
  { path: '/search', title: 'Search', page: preloadable(() => import('../features/search/SearchPage')) },
  { path: '/search-result', title: 'Search Results', page: preloadable(() => import('../features/search/SearchResultPage')) },
  // 3D displays (catalogue.md §2): the list and the viewer are open to guests; saving asks for login there.
  { path: '/template', title: 'Display', tabKey: 'display', page: preloadable(() => import('../features/template/TemplatePage')) },
  { path: '/template-detail', title: 'Display', page: preloadable(() => import('../features/template/TemplateDetailPage')) },
  { path: '/template-record', title: 'Matching Records', requiresLogin: true, page: preloadable(() => import('../features/template/TemplateRecordPage')) },
  { path: '/favorites', title: 'Wish List', requiresLogin: true, page: preloadable(() => import('../features/favorites/FavoritesPage')) },
  { path: '/person-recently', title: 'Recently Viewed', page: preloadable(() => import('../features/recent/RecentPage')) },
  // Account (tools-and-account.md §2): every page is the signed-in client's, so a guest is sent to login first.
  { path: '/person', title: 'Account', tabKey: 'account', requiresLogin: true, page: preloadable(() => import('../features/person/PersonPage')) },
  { path: '/setting', title: 'Settings', requiresLogin: true, page: preloadable(() => import('../features/person/SettingPage')) },
  { path: '/setting-info', title: 'Personal Info', requiresLogin: true, page: preloadable(() => import('../features/person/SettingInfoPage')) },
  { path: '/setting-security', title: 'Account Security', requiresLogin: true, page: preloadable(() => import('../features/person/SettingSecurityPage')) },
  { path: '/person-cases', title: 'My Cases', requiresLogin: true, page: preloadable(() => import('../features/person/PersonCasesPage')) },
  // Store appointments and records (tools-and-account.md §2): the map and booking are open to guests.
  { path: '/appointment', title: 'Store Appointment', page: preloadable(() => import('../features/appointment/AppointmentPage')) },
  { path: '/search-store', title: 'Search Stores', page: preloadable(() => import('../features/appointment/SearchStorePage')) },
  { path: '/appointment-info', title: 'Book a Visit', page: preloadable(() => import('../features/appointment/AppointmentInfoPage')) },
  { path: '/appointment-success', title: 'Booked', requiresLogin: true, page: preloadable(() => import('../features/appointment/AppointmentSuccessPage')) },
  { path: '/appointment-code', title: 'Appointment Code', requiresLogin: true, page: preloadable(() => import('../features/appointment/AppointmentCodePage')) },
  { path: '/appointment-record', title: 'Records', requiresLogin: true, page: preloadable(() => import('../features/appointment/AppointmentRecordPage')) },
  { path: '/appointment-browse', title: 'Browse Records', requiresLogin: true, page: preloadable(() => import('../features/appointment/AppointmentBrowsePage')) },
  { path: '/appointment-detail', title: 'Purchase History Detail', requiresLogin: true, page: preloadable(() => import('../features/appointment/AppointmentDetailPage')) },
  // Tools: the tile calculator and the shopping lists (tools-and-account.md §2). The shared list is open to anyone with its link.
  { path: '/calculator', title: 'Calculator', requiresLogin: true, page: preloadable(() => import('../features/calculator/CalculatorPage')) },
  { path: '/calculator-add', title: 'Add Products', requiresLogin: true, page: preloadable(() => import('../features/calculator/CalculatorAddPage')) },
  { path: '/calculator-delete', title: 'Recently Deleted', requiresLogin: true, page: preloadable(() => import('../features/calculator/CalculatorDeletePage')) },
  { path: '/shopping', title: 'Shopping List', requiresLogin: true, page: preloadable(() => import('../features/calculator/ShoppingPage')) },
  { path: '/ShoppingList', title: 'Shopping List', page: preloadable(() => import('../features/calculator/SharedListPage')) },
];

/** The page a visit opening at this path shows first: its own, the login page for a guest on a guarded one. */
export function firstPage(pathname: string, loggedIn: boolean): RouteDef['page'] {
  const route = routes.find((r) => r.path === pathname);
  const shown = route?.requiresLogin && !loggedIn ? routes.find((r) => r.path === '/login') : route;
  return shown?.page ?? NOT_FOUND;
}

/** Any path no route has. */
export const NOT_FOUND = preloadable(() => import('../pages/NotFound'));
