// signals-core, not signals-react: the session starts before React is loaded (main.tsx). They are the same signals.
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
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

/** Values that arrive in the URL a share link opened (docs/product/session-and-requests.md#start-up). */
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

// The session's signals are written only here, through the setters below, so storage follows every change;
// other modules get them read-only.
const user = signal<UserInfo | null>(storage.read<UserInfo>(KEYS.user));
const guest = signal<GuestInfo | null>(storage.read<GuestInfo>(KEYS.guest));
const datacenter = signal<string | null>(storage.read<string>(KEYS.datacenter));
const launch = signal<LaunchParams>(
  storage.read<LaunchParams>(KEYS.launch) ?? { client_user_id: '', user_id: '', reg_platform_type: '' },
);
const ready = signal(false);

export const userInfo: ReadonlySignal<UserInfo | null> = user;
export const guestInfo: ReadonlySignal<GuestInfo | null> = guest;
export const datacenterUuid: ReadonlySignal<string | null> = datacenter;
export const launchParams: ReadonlySignal<LaunchParams> = launch;
/** True once start-up has a token (user or guest) to call the backend with. */
export const sessionReady: ReadonlySignal<boolean> = ready;

/** Who asks and in which region: data loaded for one identity is not shown to another (resources reload). */
export const sessionIdentity = computed(() => `${datacenter.value ?? ''}|${user.value?.access_user_token ?? ''}`);

export const isLoggedIn = computed(() => Boolean(user.value?.access_user_token));

/** The name popup history is kept under: the signed-in account, or '' for a guest. */
export const currentUserName = computed(() => {
  const info = user.value;
  if (!info) return '';
  if (info.phone) return `${info.area_code ?? ''}${info.phone}`;
  return info.email ?? String(info.user_id ?? info.client_user_id ?? '');
});

export function setUserInfo(info: UserInfo): void {
  user.value = info;
  storage.write(KEYS.user, info, rules.USER_TOKEN_TTL_MS);
}

export function setGuestInfo(info: GuestInfo, ttlMs: number = rules.GUEST_TOKEN_TTL_MS): void {
  guest.value = info;
  storage.write(KEYS.guest, info, Math.min(ttlMs, rules.GUEST_TOKEN_TTL_MS));
}

/** Stores the chosen data centre; null forgets it (the next start chooses the default again). */
export function setDatacenter(uuid: string | null): void {
  datacenter.value = uuid;
  if (uuid === null) storage.remove(KEYS.datacenter);
  else storage.write(KEYS.datacenter, uuid);
}

export function setLaunchParams(params: LaunchParams): void {
  launch.value = params;
  storage.write(KEYS.launch, params);
}

/** Forgets the stored user and guest info (status 100, sign-out). */
export function clearSession(): void {
  user.value = null;
  guest.value = null;
  storage.remove(KEYS.user);
  storage.remove(KEYS.guest);
}

/** Start-up and region switches say when calls may go (and when they must wait for a new token). */
export function setSessionReady(value: boolean): void {
  ready.value = value;
}

/** Resolves once start-up has a token to call with (at once when it already has). */
export function whenSessionReady(): Promise<void> {
  if (ready.peek()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = effect(() => {
      if (!ready.value) return;
      resolve();
      // Stopping inside the effect's own run is not allowed before it returns.
      queueMicrotask(() => stop());
    });
  });
}

// The connection (docs/product/session-and-requests.md#offline): the browser's own word, navigator.onLine and its
// online/offline events. A call that cannot connect while the browser says online is a transport failure, shown as
// the product shows one ('request error' and Try again), not the offline mode.
const browserOnline = signal(navigator.onLine);

/** False while the browser says the connection is lost: the app shows the offline line and refuses writes. */
export const online: ReadonlySignal<boolean> = computed(() => browserOnline.value);

addEventListener('online', () => (browserOnline.value = true));
addEventListener('offline', () => (browserOnline.value = false));
