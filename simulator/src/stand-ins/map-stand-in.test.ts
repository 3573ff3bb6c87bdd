import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITY_COORDINATES, nearestCity, parseLatLng, tileSvg, validTile } from './map-stand-in.js';
import { startTestSimulator } from '../test-support/harness.js';

/** The zoom-15 tile of a position (the Web Mercator tiling pigeon-maps asks for). */
function tileOf(latitude: number, longitude: number, z = 15): [number, number] {
  const n = 2 ** z;
  const r = (latitude * Math.PI) / 180;
  return [
    Math.floor(((longitude + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n),
  ];
}

describe('map tiles', () => {
  it('are the same picture for the same tile, another for another, and small', () => {
    expect(tileSvg(15, 16_047, 12_350)).toBe(tileSvg(15, 16_047, 12_350));
    expect(tileSvg(15, 16_047, 12_350)).not.toBe(tileSvg(15, 16_048, 12_350));
    for (const z of [10, 15, 18]) {
      const svg = tileSvg(z, 2 ** (z - 1), 2 ** (z - 2));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/);
      expect(svg.length).toBeLessThan(20_000);
    }
  });

  it('draw streets in world coordinates, so a street at a tile edge goes on in the next tile', () => {
    // Streets every 64 world pixels from zoom 12: a tile's right edge (x = 256) is the next tile's left edge (x = 0).
    const right = tileSvg(15, 100, 200).match(/<rect x="25[0-9](\.\d+)?" y="0" width="[0-9.]+" height="256"/g) ?? [];
    const left = tileSvg(15, 101, 200).match(/<rect x="-\d(\.\d+)?" y="0" width="[0-9.]+" height="256"/g) ?? [];
    expect(right.length).toBeGreaterThan(0);
    expect(left.length).toBe(right.length);
  });

  it('put every seeded city on land with streets and buildings, not under water', () => {
    for (const c of CITY_COORDINATES) {
      const svg = tileSvg(15, ...tileOf(c.latitude, c.longitude));
      expect(svg, c.city).toContain('#d6cdbf');
      expect((svg.match(/#a9cbe6/g) ?? []).length, c.city).toBeLessThan(4);
    }
  });

  it('exist for zoom 0-19 within 0 to 2^z - 1', () => {
    expect(validTile(0, 0, 0)).toBe(true);
    expect(validTile(15, 32_767, 0)).toBe(true);
    expect(validTile(15, 32_768, 0)).toBe(false);
    expect(validTile(20, 0, 0)).toBe(false);
    expect(validTile(3, -1, 0)).toBe(false);
  });
});

describe('reverse geocoding', () => {
  it('answers the nearest known city', () => {
    expect(nearestCity(40.42, -3.7)).toEqual({ city: 'Madrid', country: 'Spain' });
    expect(nearestCity(25.2, 55.3)).toEqual({ city: 'Dubai', country: 'United Arab Emirates' });
    expect(nearestCity(-33.87, 151.2)).toEqual({ city: 'Sydney', country: 'Australia' });
  });

  it('reads "lat,lng" and refuses anything else', () => {
    expect(parseLatLng('40.4, -3.7')).toEqual({ latitude: 40.4, longitude: -3.7 });
    for (const bad of ['abc', '91,0', '0,181', '1,2,3', '', undefined]) expect(parseLatLng(bad)).toBeNull();
  });
});

describe('the stand-in routes', () => {
  let sim: Awaited<ReturnType<typeof startTestSimulator>>;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  it('serve SVG tiles and refuse ones that do not exist', async () => {
    const tile = await fetch(`${sim.url}/stand-in/tiles/15/16047/12350`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect((await fetch(`${sim.url}/stand-in/tiles/25/0/0`)).status).toBe(400);
    expect((await fetch(`${sim.url}/stand-in/tiles/3/8/0`)).status).toBe(400);
  });

  it('answer the city of a position as JSON, 400 for a bad one', async () => {
    expect(await (await fetch(`${sim.url}/stand-in/geocode?latlng=41.39,2.17`)).json()).toEqual({
      city: 'Barcelona',
      country: 'Spain',
    });
    expect((await fetch(`${sim.url}/stand-in/geocode?latlng=91,0`)).status).toBe(400);
  });
});
