import { signal } from '@preact/signals-react';
import { rules, type ResponseData } from '@storefront/sdk';
import { api } from '../../session/api';

export type AreaCode = ResponseData<'getTelephoneAreaCodeList'>['list'][number];
export type DataCenter = ResponseData<'getDateCenterList'>['list'][number];
export type LocationCountry = ResponseData<'getLocationList'>['list'][number];

/** Phone codes and data centres change rarely: kept for the visit (platform.md §3 stored session values). */
export const areaCodes = signal<AreaCode[]>([]);
export const dataCenters = signal<DataCenter[]>([]);

export async function loadAreaCodes(): Promise<AreaCode[]> {
  if (areaCodes.peek().length > 0) return areaCodes.peek();
  const result = await api.call('getTelephoneAreaCodeList', { body: {} });
  if (result.ok) areaCodes.value = result.data.list;
  return areaCodes.peek();
}

export async function loadDataCenters(): Promise<DataCenter[]> {
  if (dataCenters.peek().length > 0) return dataCenters.peek();
  const result = await api.call('getDateCenterList', { body: {} });
  if (result.ok) dataCenters.value = result.data.list;
  return dataCenters.peek();
}

export async function loadLocations(): Promise<LocationCountry[]> {
  const result = await api.call('getLocationList', { body: { page: 1, limit: 999 } });
  return result.ok ? result.data.list : [];
}

/** The privacy policy (type policy) or the service rules (type rules), as server HTML (sanitize before use). */
export async function loadPolicyHtml(kind: 'policy' | 'rules'): Promise<string | null> {
  const result = kind === 'policy' ? await api.call('getPrivacyPolicy', { body: {} }) : await api.call('getServiceRules', { body: {} });
  return result.ok ? result.data.html_content : null;
}

/** Sends a verification code by phone; true when sent (the countdown may start). Failures show their message. */
export async function sendPhoneCode(content: string, funType: 1 | 2 | 3): Promise<boolean> {
  const result = await api.call('sendCode', { body: { type: rules.CODE_CHANNEL.phone, fun_type: funType, content } });
  return result.ok;
}

/** checkCode: true on a match; false shows nothing itself (the page says 'verification code error'). */
export async function codeMatches(content: string, funType: 1 | 2 | 3, code: string): Promise<boolean | null> {
  const result = await api.call('checkCode', { body: { type: rules.CODE_CHANNEL.phone, fun_type: funType, content, code } });
  if (!result.ok) return null;
  return result.data.is_match === 1;
}
