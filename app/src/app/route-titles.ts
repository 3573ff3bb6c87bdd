import { m } from '@storefront/sdk/i18n';

/**
 * Each route's title, by its path, for the browser tab (App.tsx). Apart from the route table, which the app's entry
 * holds: the titles load when the first page is shown, so they do not weigh on the first page's code.
 */
export const ROUTE_TITLES: Readonly<Record<string, () => string>> = {
  '/': m.shell_title_home,
  '/login': m.shell_title_login,
  '/login-text': m.shell_title_login,
  '/login-email': m.shell_title_login_with_e_mail,
  '/login-register': m.shell_title_sign_up,
  '/register': m.shell_title_register,
  '/register-email': m.shell_title_register,
  '/register-success': m.shell_title_success,
  '/retrieve': m.shell_title_password,
  '/complete-info': m.shell_title_complete_info,
  '/countrys': m.shell_title_country_selection,
  '/google': m.shell_title_google_sign_in_test,
  '/scan': m.shell_title_scan,
  '/service': m.shell_title_online_service,
  '/test': m.shell_title_map_test,
  '/city-chooser': m.shell_title_choose_a_city,
  '/product-center': m.shell_title_collections,
  '/product': m.shell_title_products,
  '/product-detail': m.shell_title_product,
  '/product-list': m.shell_title_related_products,
  '/cases-list': m.shell_title_related_cases,
  '/cases': m.shell_title_cases,
  '/cases-detail': m.shell_title_case,
  '/cases-subject': m.shell_title_case_subject,
  '/brand': m.shell_title_brand,
  '/brand-detail': m.shell_title_brand,
  '/search': m.shell_title_search,
  '/search-result': m.shell_title_search_results,
  '/template': m.shell_title_display,
  '/template-detail': m.shell_title_display,
  '/template-record': m.shell_title_matching_records,
  '/favorites': m.shell_title_wish_list,
  '/person-recently': m.shell_title_recently_viewed,
  '/person': m.shell_title_account,
  '/setting': m.shell_title_settings,
  '/setting-info': m.shell_title_personal_info,
  '/setting-security': m.shell_title_account_security,
  '/person-cases': m.shell_title_my_cases,
  '/appointment': m.shell_title_store_appointment,
  '/search-store': m.shell_title_search_stores,
  '/appointment-info': m.shell_title_book_a_visit,
  '/appointment-success': m.shell_title_booked,
  '/appointment-code': m.shell_title_appointment_code,
  '/appointment-record': m.shell_title_records,
  '/appointment-browse': m.shell_title_browse_records,
  '/appointment-detail': m.shell_title_purchase_history_detail,
  '/calculator': m.shell_title_calculator,
  '/calculator-add': m.shell_title_add_products,
  '/calculator-delete': m.shell_title_recently_deleted,
  '/shopping': m.shell_title_shopping_list,
  '/ShoppingList': m.shell_title_shopping_list,
};

/** The browser tab's text for a route: its title and the shop's name. */
export function documentTitle(path: string): string {
  const title = ROUTE_TITLES[path];
  return m.shell_document_title({ page: title ? title() : m.shell_page_not_found() });
}
