import { Faker, en, es } from '@faker-js/faker';
import type { Accounts, UserRecord } from '../state/records.js';
import { img } from './pictures.js';
import { DATACENTERS } from './datacenters.js';
import { locationTree } from './locations.js';

/** The password of every seeded account (documented in the contract, under login). */
export const SEEDED_PASSWORD = 'Tile2026';
/** Stand-in social accounts linked to seeded accounts: the first account of every region, resp. the second. */
export const LINKED_FACEBOOK_UID = 'fb-100001';
export const LINKED_GOOGLE_UID = 'g-200001';

/** National numbers of the three seeded accounts of each data centre, in datacenters.ts order. */
const PHONES: Record<string, string[]> = {
  'dc-eu': ['600111222', '600111333', '600111444'],
  'dc-us': ['2025550101', '2025550102', '2025550103'],
  'dc-me': ['501110001', '501110002', '501110003'],
  'dc-au': ['412110001', '412110002', '412110003'],
};
const SEEDED_AT = Date.UTC(2025, 5, 1);

/** Three accounts per data centre with known phones, e-mails and password; names come from the seed. */
export function seedAccounts(seed: number): Accounts {
  const users: UserRecord[] = [];
  DATACENTERS.forEach((dc, index) => {
    const f = new Faker({ locale: dc.uuid === 'dc-eu' ? [es, en] : [en] });
    f.seed(seed * 31 + index * 7919 + 3);
    const country = locationTree(dc.uuid)[0]!;
    const state = country.children[0]!;
    const city = state.children[0]!;
    const short = dc.uuid.replace(/^dc-/, '');
    (PHONES[dc.uuid] ?? []).forEach((phone, n) => {
      const sex = f.helpers.arrayElement(['female', 'male'] as const);
      users.push({
        client_user_id: `cu_${users.length + 1}`,
        datacenter_uuid: dc.uuid,
        first_name: f.person.firstName(sex),
        last_name: f.person.lastName(),
        area_code: dc.areaCode,
        phone,
        email: `client${n + 1}.${short}@example.com`,
        password: SEEDED_PASSWORD,
        // The first two have a complete profile; the third has only what registration asks.
        country_id: n < 2 ? country.id : 0,
        state_id: n < 2 ? state.id : 0,
        city_id: n < 2 ? city.id : 0,
        gender: n < 2 ? (sex === 'female' ? '2' : '1') : '',
        user_id: '',
        headimg: n === 0 ? img('avatar', `${dc.uuid}-client-1-${sex}`) : '',
        facebook_uid: n === 0 ? LINKED_FACEBOOK_UID : '',
        google_uid: n === 1 ? LINKED_GOOGLE_UID : '',
        reg_platform_type: '',
        share_client_user_id: '',
        created_at: SEEDED_AT + users.length * 86_400_000,
      });
    });
  });
  return { users, pending: [], codes: [], failures: [], nextClientId: users.length + 1 };
}
