/**
 * Words a customer reads that both the app and the backend say: the app shows them itself (a toast after its own
 * call, a dialog before one), the backend sends them as an answer's msg. One definition each, so the two cannot
 * drift apart.
 */

/** A guest asking for something only a signed-in customer may do. */
export const LOGIN_FIRST_TEXT = 'Please log in first.';
/** A user token that is missing, unknown or out of date: the app signs the customer out. */
export const SESSION_EXPIRED_TEXT = 'Your session has expired. Please sign in again.';
export const WRONG_CREDENTIALS_TEXT = 'The account or password is incorrect. Please enter it again';
export const LOGIN_SUCCESS_TEXT = 'Login Successfully';
export const PASSWORD_RESET_TEXT = 'Password reset succeeded';
/** Sides added to the calculator, or a shopping list saved. */
export const ADDED_TEXT = 'Adding succeeded';
export const COPIED_TEXT = 'Copy Successfully';
export const MODIFIED_TEXT = 'Modified successfully';
export const EVALUATION_THANKS_TEXT = 'Thank you for your evaluation';
export const DISPLAY_NOT_FOUND_TEXT = 'This display does not exist.';
export const SHOPPING_LIST_NOT_FOUND_TEXT = 'This shopping list does not exist.';
