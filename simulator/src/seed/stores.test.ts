import { describe, expect, it } from 'vitest';
import { nearestCity } from '../stand-ins/map-stand-in.js';
import { distanceMetres } from '../state/geo.js';
import { generateRegion } from './catalogue.js';
import { DATACENTERS } from './datacenters.js';

describe('seeded stores are where their names and addresses say', () => {
  it.each(DATACENTERS.map((dc, index) => [dc.uuid, dc, index] as const))('%s', (_uuid, dc, index) => {
    for (const seed of [7, 42]) {
      for (const store of generateRegion(seed, index, dc).stores) {
        const [, district, city] = store.adds.split(', ');
        // The geocoder (the map stand-in) finds the city the address names.
        expect(nearestCity(store.latitude, store.longitude).city, store.store_name).toBe(city);
        const named = dc.districts.find((d) => d.name === district);
        expect(named, `${store.store_name}: ${store.adds}`).toBeDefined();
        expect(store.store_name.endsWith(named!.name)).toBe(true);
        // Within a kilometre of the district's centre.
        expect(
          distanceMetres(store.latitude, store.longitude, named!.latitude, named!.longitude),
          store.store_name,
        ).toBeLessThan(1000);
      }
    }
  });
});
