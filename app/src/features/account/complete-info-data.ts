import { api } from '../../session/api';
import { setUserInfo, userInfo } from '../../session/state';
import type { CompleteInfoForm } from './rules';

/** fillInfo with the Complete Info form; the answer (updated user info) is stored, keeping the token. */
export async function saveCompleteInfo(form: CompleteInfoForm): Promise<boolean> {
  const result = await api.call('fillInfo', {
    body: {
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
      country_id: form.country_id,
      state_id: form.state_id,
      city_id: form.city_id,
      area_code: form.area_code,
      phone: form.phone,
      email: form.email.trim(),
      ...(form.gender === '1' || form.gender === '2' ? { gender: form.gender } : {}),
    },
  });
  if (!result.ok) return false;
  setUserInfo({ ...userInfo.peek(), ...result.data });
  return true;
}
