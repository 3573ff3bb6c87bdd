import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rules } from '@storefront/sdk';
import { loadState } from '../state/persistence.js';
import { seedAccounts, SEEDED_PASSWORD } from './accounts.js';
import { DATACENTERS } from './datacenters.js';
import { locationNames } from '../state/locations.js';
import { createWorld } from '../state/world.js';

describe('seeded accounts', () => {
  it('gives every data centre three accounts with known phones, e-mails and a password that follows the rule', () => {
    const { users } = seedAccounts(5);
    for (const dc of DATACENTERS) {
      const mine = users.filter((u) => u.datacenter_uuid === dc.uuid);
      expect(mine).toHaveLength(3);
      expect(mine.every((u) => u.area_code === dc.areaCode)).toBe(true);
      expect(mine.map((u) => u.email)).toEqual([1, 2, 3].map((n) => `client${n}.${dc.uuid.slice(3)}@example.com`));
      expect(mine.map((u) => [u.facebook_uid, u.google_uid])).toEqual([
        ['fb-100001', ''],
        ['', 'g-200001'],
        ['', ''],
      ]);
      expect(locationNames(dc.uuid, mine[0]!).country_name).toBe(dc.countryName);
    }
    expect(rules.checkNewPassword(SEEDED_PASSWORD)).toBeNull();
    expect(new Set(users.map((u) => u.client_user_id)).size).toBe(users.length);
  });

  it('names come from the seed; phones do not', () => {
    const a = seedAccounts(5).users;
    const b = seedAccounts(6).users;
    expect(a.map((u) => u.phone)).toEqual(b.map((u) => u.phone));
    expect(a.map((u) => u.first_name + u.last_name)).not.toEqual(b.map((u) => u.first_name + u.last_name));
    expect(JSON.stringify(seedAccounts(5))).toBe(JSON.stringify(seedAccounts(5)));
  });

  it('a state file saved before accounts existed gets the seeded ones', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sim-old-state-'));
    const file = path.join(dir, 'state.json');
    const { accounts: _dropped, ...old } = createWorld(9);
    writeFileSync(file, JSON.stringify({ version: 1, namespaces: { default: old } }));
    expect(loadState(file)!.namespaces.default!.accounts).toEqual(seedAccounts(9));
  });

  it('a state file saved before stores took the backend field names gets them renamed, values kept', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sim-old-stores-'));
    const file = path.join(dir, 'state.json');
    const world = createWorld(9);
    const current = world.regions['dc-eu']!.stores[2]!;
    const { adds, business_hours_start, business_hours_end, ...rest } = current;
    world.regions['dc-eu']!.stores[2] = {
      ...rest,
      address: adds,
      open_time: business_hours_start,
      close_time: business_hours_end,
    } as unknown as typeof current;
    writeFileSync(file, JSON.stringify({ version: 1, namespaces: { default: world } }));
    expect(loadState(file)!.namespaces.default!.regions['dc-eu']!.stores[2]).toEqual(current);
  });
});
