/**
 * Password rules (docs/product/account.md#passwords). Each check answers null when the password is acceptable, else the
 * message to show.
 */
import { m } from '../i18n/index.js';

export const MIN_PASSWORD_LENGTH = 6;
export const LOGIN_PASSWORD_TEXT: string = m.account_login_password_rule();
export const NEW_PASSWORD_TEXT: string = m.account_new_password_rule();

const hasMix = (pw: string) => /[A-Z]/.test(pw) && /[a-z]/.test(pw) && /[0-9]/.test(pw);

/** The login form's check: at least 6 characters with a digit, an upper-case and a lower-case letter. */
export function checkLoginPassword(pw: string): string | null {
  return pw.length >= MIN_PASSWORD_LENGTH && hasMix(pw) ? null : LOGIN_PASSWORD_TEXT;
}

/**
 * The rule for a password being set (registration, reset, completing a social account): at least 6 characters,
 * ASCII letters and digits only, with at least one upper-case letter, one lower-case letter and one digit.
 */
export function checkNewPassword(pw: string): string | null {
  return pw.length >= MIN_PASSWORD_LENGTH && /^[A-Za-z0-9]+$/.test(pw) && hasMix(pw) ? null : NEW_PASSWORD_TEXT;
}
