import { rules, type components, type ResponseData } from '@storefront/sdk';
import { toast } from '@storefront/ui';
import { listOf, resource } from '../../data/resource';
import { api } from '../../session/api';
import { dataCenterList } from '../../session/startup';
import { TEXT } from './rules';

export type AreaCode = ResponseData<'getTelephoneAreaCodeList'>['list'][number];
export type DataCenter = components['schemas']['DataCenter'];
export type LocationCountry = ResponseData<'getLocationList'>['list'][number];

/** A list call's answer as a resource's: its list, or the failure. */

/** Phone codes of the region (its own country first). */
export const areaCodes = resource({
  load: async (_all: 'all', signal) => listOf(await api.call('getTelephoneAreaCodeList', { body: {}, signal })),
});

/** The data centres (regions) to choose from: start-up's list, asked once a visit (session/startup.ts). */
export const dataCenters = resource({
  // No abort signal: the call is shared, and the resource already drops an answer its entry no longer waits for.
  load: async (_all: 'all') => {
    const result = await dataCenterList(api);
    return result.ok ? { ok: true as const, data: rules.dataCentresOf(result.data) } : result;
  },
  isEmpty: (list: DataCenter[]) => list.length === 0,
});

/** The country, state and city tree of the region (page 1, limit 999: the whole tree in one answer). */
export const locations = resource({
  load: async (_all: 'all', signal) =>
    listOf(await api.call('getLocationList', { body: { page: 1, limit: 999 }, signal })),
});

/** Sends a verification code by phone; true when sent (the countdown may start). Failures show their message. */
export async function sendPhoneCode(content: string, funType: 1 | 2 | 3): Promise<boolean> {
  const result = await api.call('sendCode', { body: { type: rules.CODE_CHANNEL.phone, fun_type: funType, content } });
  return result.ok;
}

/**
 * Checks the code the user typed (checkCode, once it has the code's format): 'match'; 'mismatch', when
 * 'verification code error' has been said and the page marks the field; or 'failed' when the call failed (and
 * said why).
 */
export async function verifyCode(
  content: string,
  funType: 1 | 2 | 3,
  code: string,
): Promise<'match' | 'mismatch' | 'failed'> {
  if (rules.validCodeFormat(code)) {
    const result = await api.call('checkCode', {
      body: { type: rules.CODE_CHANNEL.phone, fun_type: funType, content, code },
    });
    if (!result.ok) return 'failed';
    if (result.data.is_match === 1) return 'match';
  }
  toast.show(TEXT.codeError, { variant: 'error' });
  return 'mismatch';
}

/** forgetPassword: the new password of the account `content` (area code and phone), with the reset code. */
export async function resetPassword(content: string, password: string, code: string): Promise<boolean> {
  const result = await api.call('forgetPassword', { body: { content, new_password: password, code } });
  return result.ok;
}
