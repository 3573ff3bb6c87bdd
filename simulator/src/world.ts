import type { components } from '@storefront/sdk';
import type { ClockState } from './clock.js';
import { generateRegion } from './seed/catalogue.js';
import { DATACENTERS } from './seed/datacenters.js';

type S = components['schemas'];

export interface ProductTypeNode {
  id: number;
  brand_id: number;
  /** 0 for a top-level type. */
  pid: number;
  type_name: string;
  img_path_phone: string;
}

export interface CaseRecord extends Omit<S['CaseSummary'], 'is_fav'> {
  brand_id: number;
  case_subject_id: number;
  city_id: number;
  attr_ids: number[];
  views: number;
  sort_order: number;
}

export interface Region {
  datacenter: S['DataCenter'];
  brands: S['HomeBrand'][];
  productTypes: ProductTypeNode[];
  caseSubjects: S['HomeCaseSubject'][];
  cases: CaseRecord[];
  banners: S['Banner'][];
  hotwords: S['HotWord'][];
  ads: S['Advertisement'][];
  stores: S['Store'][];
  representative: S['SalesRepresentative'];
  position: S['Position'];
}

export interface TokenRecord {
  kind: 'guest' | 'user';
  datacenter_uuid: string;
  issued_at: number;
  expires_at: number;
  user_id: string;
  client_user_id: string;
}

export interface PendingFault {
  fault_id: number;
  operationId: string;
  kind: 'latency' | 'status' | 'drop';
  remaining: number;
  latency_ms: number;
  status: number;
  msg: string;
}

/** Everything one namespace knows. Plain data only, so it saves to JSON and restores as it was. */
export interface World {
  seed: number;
  clock: ClockState;
  rng: { value: number };
  regions: Record<string, Region>;
  tokens: Record<string, TokenRecord>;
  faults: PendingFault[];
  nextFaultId: number;
  searchClicks: number;
}

export function createWorld(seed: number): World {
  const regions: Record<string, Region> = {};
  DATACENTERS.forEach((dc, index) => {
    regions[dc.uuid] = generateRegion(seed, index, dc);
  });
  return {
    seed,
    clock: { offsetMs: 0 },
    rng: { value: seed ^ 0x5bd1e995 },
    regions,
    tokens: {},
    faults: [],
    nextFaultId: 1,
    searchClicks: 0,
  };
}

export function defaultDatacenter(): string {
  const dc = DATACENTERS.find((d) => d.isDefault) ?? DATACENTERS[0];
  return dc!.uuid;
}
