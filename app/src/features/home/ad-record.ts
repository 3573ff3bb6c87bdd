import { storage } from '../../session/storage';
import { KEYS } from '../../session/state';

/**
 * adRecord (docs/product/home-and-scanning.md#the-advertising-popup): for each user name, the ids of the ads already
 * viewed.
 */
export type AdRecord = Record<string, (number | string)[]>;

export function unseenAds<T extends { id: number | string }>(ads: T[], record: AdRecord, userName: string): T[] {
  const seen = new Set((record[userName] ?? []).map(String));
  return ads.filter((ad) => !seen.has(String(ad.id)));
}

export function withSeen(record: AdRecord, userName: string, id: number | string): AdRecord {
  const seen = record[userName] ?? [];
  return seen.map(String).includes(String(id)) ? record : { ...record, [userName]: [...seen, id] };
}

export function readAdRecord(): AdRecord {
  return storage.read<AdRecord>(KEYS.adRecord) ?? {};
}

export function markAdSeen(userName: string, id: number | string): void {
  storage.write(KEYS.adRecord, withSeen(readAdRecord(), userName, id));
}
