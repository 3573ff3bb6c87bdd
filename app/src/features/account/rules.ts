import { rules } from '@storefront/sdk';
import { m } from '@storefront/sdk/i18n';
import { isOwnPath } from '../../shared/safe-url';

/** The texts the account pages show (docs/product/account.md). */
export const TEXT = {
  agree: m.account_agree_first(),
  required: m.account_required_fields(),
  incomplete: m.account_incomplete(),
  codeError: rules.CODE_MISMATCH_TEXT,
  loginFail: m.account_login_failed(),
  loginFailTip: rules.WRONG_CREDENTIALS_TEXT,
  loginSuccess: rules.LOGIN_SUCCESS_TEXT,
  resetSuccess: rules.PASSWORD_RESET_TEXT,
  /** Under a password being set (registration, reset). */
  newPasswordHint: m.account_new_password_hint({ min: rules.MIN_PASSWORD_LENGTH }),
} as const;

/** login's user_name and sendCode's content: the area code followed by the phone digits ('34' + '600111222'). */
export const userName = rules.phoneUserName;

/** Digits only, as the contract's phone and area code fields want them. */
export function digits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The login button is enabled once both fields have something in them (docs/product/account.md#signing-in). */
export function canSubmitLogin(account: string, password: string): boolean {
  return account.trim() !== '' && password !== '';
}

export interface RegisterStep1 {
  first_name: string;
  last_name: string;
  gender: string;
  area_code: string;
  phone: string;
  code: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Registration step 1: every field is required; each missing one says 'Required fields not selected.' */
export function checkRegisterStep1(form: RegisterStep1): FieldErrors<keyof RegisterStep1> {
  const errors: FieldErrors<keyof RegisterStep1> = {};
  for (const key of ['first_name', 'last_name', 'gender', 'area_code', 'phone', 'code'] as const) {
    if (form[key].trim() === '') errors[key] = TEXT.required;
  }
  return errors;
}

export interface CompleteInfoForm {
  first_name: string;
  last_name: string;
  country_id: number;
  state_id: number;
  city_id: number;
  area_code: string;
  phone: string;
  gender: string;
  email: string;
}

/** The form as the stored user info fills it in (what is not known yet is empty): Complete Info and Personal Info. */
export function formOfUser(
  user: Partial<Record<keyof CompleteInfoForm, string | number | null | undefined>> | null,
): CompleteInfoForm {
  return {
    first_name: String(user?.first_name ?? ''),
    last_name: String(user?.last_name ?? ''),
    country_id: Number(user?.country_id ?? 0),
    state_id: Number(user?.state_id ?? 0),
    city_id: Number(user?.city_id ?? 0),
    area_code: String(user?.area_code ?? ''),
    phone: String(user?.phone ?? ''),
    gender: String(user?.gender ?? ''),
    email: String(user?.email ?? ''),
  };
}

/** The fields of the form that differ from the user's saved ones, trimmed: what a save sends (empty: nothing to save). */
export function changedProfileFields(form: CompleteInfoForm, saved: CompleteInfoForm): Partial<CompleteInfoForm> {
  const changed: Partial<CompleteInfoForm> = {};
  for (const key of Object.keys(form) as (keyof CompleteInfoForm)[]) {
    const value = typeof form[key] === 'string' ? (form[key] as string).trim() : form[key];
    if (value !== saved[key]) (changed as Record<string, unknown>)[key] = value;
  }
  return changed;
}

/**
 * Complete Info: first name, last name, location (country, province and city), phone and e-mail are required
 * (gender is optional); anything missing gives 'Information is not complete'. Answers the missing fields.
 */
export function missingCompleteInfo(form: CompleteInfoForm): (keyof CompleteInfoForm)[] {
  const missing: (keyof CompleteInfoForm)[] = [];
  if (!form.first_name.trim()) missing.push('first_name');
  if (!form.last_name.trim()) missing.push('last_name');
  if (!form.country_id) missing.push('country_id');
  if (!form.state_id) missing.push('state_id');
  if (!form.city_id) missing.push('city_id');
  if (!form.area_code) missing.push('area_code');
  if (!form.phone.trim()) missing.push('phone');
  if (!form.email.trim()) missing.push('email');
  return missing;
}

/** A multi-step flow's Back: the previous step, or leave the page from step 1. */
export function stepBack(step: number): number | 'leave' {
  return step > 1 ? step - 1 : 'leave';
}

/** Social providers, with thirdLogin's user_type and /register-email's type for each (shared with the server). */
export const PROVIDERS = rules.SOCIAL_PROVIDERS;
export type Provider = rules.SocialProvider;
export const providerOfRegisterType = rules.providerOfRegisterType;

/**
 * The provider's sign-in page (the simulator's stand-in) for this app (`client_id`, the audience of the credential
 * it issues), coming back to `returnPath` with a credential and the `state` it was given (see social-state.ts).
 * `namespace` (simulator only) dates the credential on that namespace's clock.
 */
export function providerLoginUrl(provider: Provider, returnPath: string, state?: string, namespace?: string): string {
  const query = {
    client_id: rules.SOCIAL_CLIENT_ID,
    redirect_uri: returnPath,
    ...(state ? { state } : {}),
    ...(namespace ? { namespace } : {}),
  };
  return `/stand-in/${provider}/login?${new URLSearchParams(query)}`;
}

/** Said when a provider's answer arrives without the sign-in this browser started (a pasted or forged link). */
export const SOCIAL_STATE_REFUSED: string = m.account_state_refused();

/**
 * What came back from a provider's page in the query: the account's uid, its credential (a Facebook access token
 * or a Google ID token) and the state. Both uid and credential are needed: the backend takes the uid, and the
 * credential is what proves it (a bare uid, or a credential without its uid, is no answer).
 */
export function providerReturn(
  search: string,
): { provider: Provider; uid: string; credential: string; state?: string } | null {
  const query = new URLSearchParams(search);
  const provider = query.get('provider');
  const uid = query.get('uid');
  const credential = query.get('credential');
  const state = query.has('state') ? { state: query.get('state') ?? '' } : {};
  if ((provider === 'facebook' || provider === 'google') && uid && credential)
    return { provider, uid, credential, ...state };
  return null;
}

/** Where thirdLogin's answer leads: home signed in (is_fill 1), or completing the account (is_fill 2). */
export function socialNext(provider: Provider, result: { is_fill: number; client_user_id: string }): string | null {
  if (result.is_fill === 2) {
    return `/register-email?${new URLSearchParams({ id: result.client_user_id, type: PROVIDERS[provider].registerType })}`;
  }
  return null;
}

/** Where a successful login returns: the remembered page when it is one of ours, else home. */
export function afterLoginPath(remembered: string | null): string {
  return isOwnPath(remembered) ? remembered : '/';
}
