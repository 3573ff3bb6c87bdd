import { seedAccounts } from '../seed/accounts.js';
import { seedCalculator } from '../seed/plans.js';
import { generateRegion } from '../seed/catalogue.js';
import { DATACENTERS } from '../seed/datacenters.js';
import type { Accounts, Region, ViewRecord, World } from './records.js';
import { emptyUploads } from './uploads.js';

// The rest of the simulator names the world and its records from this one module.
export type * from './records.js';

const SEEDED_VIEWS_AT = Date.UTC(2025, 11, 20);

/** A few offline (in-store) views for every seeded account, so the browsing-type filter has something to show. */
export function seedOfflineViews(accounts: Accounts): ViewRecord[] {
  return accounts.users.flatMap((user, n) => {
    const items: [1 | 2 | 3, number][] = [
      [1, ((n * 37) % 290) + 1],
      [1, ((n * 53 + 11) % 290) + 2],
      [2, (n % 30) + 1],
      [3, (n % 12) + 1],
    ];
    return items.map(([type, content_id], k) => ({
      viewer: `u:${user.client_user_id}`,
      datacenter_uuid: user.datacenter_uuid,
      type,
      content_id,
      time: (k % 3) + 1,
      last_time: SEEDED_VIEWS_AT - (k + 1) * 3 * 86_400_000,
      browsing_type: 2 as const,
    }));
  });
}

export function createWorld(seed: number): World {
  const regions: Record<string, Region> = {};
  DATACENTERS.forEach((dc, index) => {
    regions[dc.uuid] = generateRegion(seed, index, dc);
  });
  const accounts = seedAccounts(seed);
  return {
    seed,
    clock: { offsetMs: 0 },
    rng: { value: seed ^ 0x5bd1e995 },
    regions,
    tokens: {},
    faults: [],
    nextFaultId: 1,
    searchClicks: 0,
    accounts,
    catalogue: { favourites: [], views: seedOfflineViews(accounts), viewCounts: {}, shares: {}, searchLog: [] },
    uploads: emptyUploads(),
    calculator: seedCalculator(accounts),
    appointments: {
      appointments: [],
      visits: [],
      transactions: [],
      nextAppointmentId: 1,
      nextVisitId: 1,
      nextTransactionId: 1,
    },
  };
}

export function defaultDatacenter(): string {
  const dc = DATACENTERS.find((d) => d.isDefault) ?? DATACENTERS[0];
  return dc!.uuid;
}
