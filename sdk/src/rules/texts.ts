/**
 * Words a customer reads that both the app and the backend say: the app shows them itself (a toast after its own
 * call, a dialog before one), the backend sends them as an answer's msg. Each is one message of the catalogue
 * (`messages/shared/`), read once when this module loads: in the app that is in the page's language (a language
 * change reloads the page), in the simulator English, which its envelope layer translates for a request that asks
 * for Chinese.
 */
import { m } from '../i18n/index.js';

/** A guest asking for something only a signed-in customer may do. */
export const LOGIN_FIRST_TEXT: string = m.login_first();
/** A user token that is missing, unknown or out of date: the app signs the customer out. */
export const SESSION_EXPIRED_TEXT: string = m.session_expired();
export const WRONG_CREDENTIALS_TEXT: string = m.wrong_credentials();
export const LOGIN_SUCCESS_TEXT: string = m.login_success();
export const PASSWORD_RESET_TEXT: string = m.password_reset();
/** Sides added to the calculator, or a shopping list saved. */
export const ADDED_TEXT: string = m.added();
export const COPIED_TEXT: string = m.copied();
export const MODIFIED_TEXT: string = m.modified();
export const EVALUATION_THANKS_TEXT: string = m.evaluation_thanks();
export const DISPLAY_NOT_FOUND_TEXT: string = m.display_not_found();
export const SHOPPING_LIST_NOT_FOUND_TEXT: string = m.shopping_list_not_found();
