/**
 * Verification codes (docs/product/account.md#verification-codes): what the send button, the code field and the server
 * agree on.
 */
import { m } from '../i18n/index.js';

/** Seconds before another code may be asked for the same phone or e-mail and purpose (the button's countdown). */
export const CODE_RESEND_SECONDS = 59;
/** How long a code stays usable after it was sent. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** Digits in a code. */
export const CODE_LENGTH = 6;
/** What the app and the server say when a code does not match (or has expired). */
export const CODE_MISMATCH_TEXT: string = m.account_code_mismatch();

/** Purposes of a code (sendCode's fun_type). */
export const CODE_PURPOSE = { register: 1, reset: 2, thirdPartyOrSignedIn: 3 } as const;
/** Where a code goes (sendCode's type). */
export const CODE_CHANNEL = { email: 1, phone: 2 } as const;

/** True for exactly CODE_LENGTH ASCII digits, the only thing worth sending to checkCode. */
export function validCodeFormat(code: string): boolean {
  return new RegExp(`^[0-9]{${CODE_LENGTH}}$`).test(code);
}

/** Whole seconds left of the resend countdown, given when the last code was sent; 0 when a new one may be asked. */
export function resendWaitSeconds(sentAtMs: number, nowMs: number): number {
  const left = sentAtMs + CODE_RESEND_SECONDS * 1000 - nowMs;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
