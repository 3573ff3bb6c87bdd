import { computed, signal } from '@preact/signals-react';
import { rules, type ResponseData } from '@storefront/sdk';
import { storage } from './storage';

/** The user info as login, registration, social sign-in and getUserInfo answer it (contract: UserInfo). */
export type AccountInfo = ResponseData<'getUserInfo'>;

/**
 * What the app keeps of a signed-in user: the contract's user info. The token is the only field every flow needs
 * (a token that arrived in the URL is kept before the rest is known).
 */
export type UserInfo = Partial<AccountInfo> & { access_user_token: string };

export interface GuestInfo {
  access_guest_token: string;
  datacenter_uuid: string;
}

/** Values that arrive in the URL a share link opened (platform.md §4). */
export interface LaunchParams {
  client_user_id: string;
  user_id: string;
  reg_platform_type: string;
}

export const KEYS = {
  user: 'sf.userInfo',
  guest: 'sf.guestInfo',
  datacenter: 'sf.datacenter',
  launch: 'sf.launchParams',
  adRecord: 'sf.adRecord',
} as const;

export const userInfo = signal<UserInfo | null>(storage.read<UserInfo>(KEYS.user));
export const guestInfo = signal<GuestInfo | null>(storage.read<GuestInfo>(KEYS.guest));
export const datacenterUuid = signal<string | null>(storage.read<string>(KEYS.datacenter));
export const launchParams = signal<LaunchParams>(
  storage.read<LaunchParams>(KEYS.launch) ?? { client_user_id: '', user_id: '', reg_platform_type: '' },
);
/** True once start-up has a token (user or guest) to call the backend with. */
export const sessionReady = signal(false);

export const isLoggedIn = computed(() => Boolean(userInfo.value?.access_user_token));

/** The name popup history is kept under: the signed-in account, or '' for a guest. */
export const currentUserName = computed(() => {
  const user = userInfo.value;
  if (!user) return '';
  if (user.phone) return `${user.area_code ?? ''}${user.phone}`;
  return user.email ?? String(user.user_id ?? user.client_user_id ?? '');
});

export function setUserInfo(info: UserInfo): void {
  userInfo.value = info;
  storage.write(KEYS.user, info, rules.USER_TOKEN_TTL_MS);
}

export function setGuestInfo(info: GuestInfo, ttlMs: number = rules.GUEST_TOKEN_TTL_MS): void {
  guestInfo.value = info;
  storage.write(KEYS.guest, info, Math.min(ttlMs, rules.GUEST_TOKEN_TTL_MS));
}

export function setDatacenter(uuid: string): void {
  datacenterUuid.value = uuid;
  storage.write(KEYS.datacenter, uuid);
}

export function setLaunchParams(params: LaunchParams): void {
  launchParams.value = params;
  storage.write(KEYS.launch, params);
}

/** Forgets the stored user and guest info (status 100, sign-out). */
export function clearSession(): void {
  userInfo.value = null;
  guestInfo.value = null;
  storage.remove(KEYS.user);
  storage.remove(KEYS.guest);
}
