/**
 * Social sign-in providers and the ids each goes by, for the app and the server alike.
 *
 *   userType      thirdLogin's, bindPlatform's and unbindPlatform's user_type (the contract's UserType)
 *   registerType  the app's `type` in /register-email?id=…&type=… when a social account must be completed
 *                 (1 is left for a plain phone registration, which carries no type)
 *
 * The key order is the order the app lists the providers in.
 */
export const SOCIAL_PROVIDERS = {
  facebook: { name: 'Facebook', userType: 1, registerType: '2' },
  google: { name: 'Google', userType: 2, registerType: '3' },
} as const;

export type SocialProvider = keyof typeof SOCIAL_PROVIDERS;
export type SocialUserType = (typeof SOCIAL_PROVIDERS)[SocialProvider]['userType'];

// Marked pure so a bundle that never looks a provider up leaves it out.
const providers = /* @__PURE__ */ Object.keys(SOCIAL_PROVIDERS) as SocialProvider[];

export function providerOfUserType(userType: SocialUserType): SocialProvider {
  return providers.find((p) => SOCIAL_PROVIDERS[p].userType === userType)!;
}

/** Null for anything that is not a social registration's type (a missing one included). */
export function providerOfRegisterType(type: string | null): SocialProvider | null {
  return providers.find((p) => SOCIAL_PROVIDERS[p].registerType === type) ?? null;
}

/**
 * The app's client id at the social providers: a provider puts it in a credential's audience (`aud`), and the
 * server refuses a credential issued for any other app, so one minted for another site cannot sign in here.
 */
export const SOCIAL_CLIENT_ID = 'storefront-web';

/** How long a provider's credential may be used (on the server's clock), and it may be used once. */
export const SOCIAL_CREDENTIAL_LIFETIME_MS = 10 * 60 * 1000;
