import type { RequestBody } from '@storefront/sdk';
import { api } from '../../session/api';
import { launchParams, setUserInfo } from '../../session/state';
import { userName } from './rules';

/** checkTelState: true when the phone already has an account in this region, null when the call failed. */
export async function phoneRegistered(areaCode: string, phone: string): Promise<boolean | null> {
  const result = await api.call('checkTelState', { body: { user_name: userName(areaCode, phone) } });
  return result.ok ? result.data.is_reg === 1 : null;
}

export interface RegisterForm {
  first_name: string;
  last_name: string;
  gender: string;
  area_code: string;
  phone: string;
  code: string;
  password: string;
}

/** reg: a new account in the current region, signed in; the share link's ids go with it. */
export async function register(form: RegisterForm): Promise<boolean> {
  const { user_id, client_user_id, reg_platform_type } = launchParams.peek();
  const body: RequestBody<'reg'> = {
    ...form,
    gender: form.gender === '1' ? '1' : '2',
    user_id,
    client_user_id,
    reg_platform_type,
  };
  const result = await api.call('reg', { body: body });
  if (result.ok) setUserInfo(result.data);
  return result.ok;
}

/** thirdFill: completes the pending social account (new phone), or merges it into the phone's account. */
export async function completeSocial(pendingId: string, form: RegisterForm): Promise<boolean> {
  const { user_id, client_user_id, reg_platform_type } = launchParams.peek();
  const result = await api.call('thirdFill', {
    body: {
      client_user_id: pendingId,
      area_code: form.area_code,
      phone: form.phone,
      password: form.password,
      code: form.code,
      first_name: form.first_name,
      last_name: form.last_name,
      gender: form.gender === '1' || form.gender === '2' ? form.gender : '',
      user_id,
      share_client_user_id: client_user_id,
      reg_platform_type,
    },
  });
  if (result.ok) setUserInfo(result.data);
  return result.ok;
}
