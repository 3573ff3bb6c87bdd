import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITY_COORDINATES, distanceMetres, nearestCity, parseLatLng, streetsIn, tileSvg, validTile, waterDistance } from './map-stand-in.js';
import { startTestSimulator } from './test-support/harness.js';

const city = (name: string) => CITY_COORDINATES.find((c) => c.city === name)!;

describe('map tiles', () => {
  it('are the same picture for the same tile and another picture for another tile', () => {
    expect(tileSvg(15, 16_047, 12_350)).toBe(tileSvg(15, 16_047, 12_350));
    expect(tileSvg(15, 16_047, 12_350)).not.toBe(tileSvg(15, 16_048, 12_350));
    expect(tileSvg(12, 2_000, 1_500)).not.toBe(tileSvg(12, 2_000, 1_501));
  });

  it('are 256 × 256 SVG documents well under 20 KB at zoom 10, 15 and 18', () => {
    for (const z of [10, 15, 18]) {
      for (const [x, y] of [
        [2 ** (z - 1), 2 ** (z - 2)],
        [Math.floor(2 ** z * 0.49), Math.floor(2 ** z * 0.38)],
      ]) {
        const svg = tileSvg(z, x!, y!);
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="256" height="256" viewBox="0 0 256 256">/);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg.length).toBeLessThan(20_000);
      }
    }
  });

  it('draw streets and blocks from zoom 12, buildings from zoom 15, only main roads further out', () => {
    expect(tileSvg(15, 16_400, 12_000)).toContain('stroke="#c7bcad"');
    expect(tileSvg(14, 8_200, 6_000)).not.toContain('stroke="#c7bcad"');
    expect(tileSvg(13, 4_100, 3_000)).toContain('<use href="#s"');
    expect(tileSvg(10, 512, 380)).not.toContain('<use href="#s"');
    const far = streetsIn(10, 0, 0, 256 * 8, 256 * 8);
    expect(far.length).toBeGreaterThan(0);
    expect(far.every((s) => s.main)).toBe(true);
  });

  it('lay streets out in world coordinates, so a street over a tile edge goes on in the next tile', () => {
    const z = 15;
    const [x, y] = [16_400, 12_000];
    const edge = (x + 1) * 256;
    // Horizontal streets crossing the shared edge: both tiles see them at the same height, built on both sides.
    const crossing = (left: number) =>
      streetsIn(z, left, y * 256, left + 256, (y + 1) * 256)
        .filter((s) => !s.vertical && s.runs.some(([a, b]) => a < edge && b > edge))
        .map((s) => ({ at: s.at, near: s.runs.filter(([a, b]) => a < edge && b > edge).map(([a, b]) => [Math.max(a, edge - 16), Math.min(b, edge + 16)]) }));
    const fromLeft = crossing(x * 256);
    expect(fromLeft.length).toBeGreaterThan(0);
    expect(crossing(edge)).toEqual(fromLeft);
    // And in the pictures: a street line reaching past the right edge of one tile starts left of the next one.
    const left = tileSvg(z, x, y);
    const right = tileSvg(z, x + 1, y);
    for (const street of fromLeft) {
      const local = Math.round((street.at - y * 256) * 10) / 10;
      expect(left).toMatch(new RegExp(`M[-0-9.]+ ${local}H(2[6-9]\\d|25[7-9])`));
      expect(right).toMatch(new RegExp(`M-[0-9.]+ ${local}H`));
    }
  });

  it('decides water by world position, whatever tile asks', () => {
    const seen = new Set<boolean>();
    for (let i = 0; i < 400; i += 1) seen.add(waterDistance((i * 7_919 * 1_021) % 2 ** 24, (i * 104_729 * 37) % 2 ** 24, 15) < 0);
    expect(seen).toEqual(new Set([true, false]));
    expect(waterDistance(1_234_567, 7_654_321, 15)).toBe(waterDistance(1_234_567, 7_654_321, 15));
  });

  it('exist for zoom 0-19 within 0 to 2^z - 1', () => {
    expect(validTile(0, 0, 0)).toBe(true);
    expect(validTile(15, 32_767, 0)).toBe(true);
    expect(validTile(15, 32_768, 0)).toBe(false);
    expect(validTile(20, 0, 0)).toBe(false);
    expect(validTile(3, -1, 0)).toBe(false);
    expect(validTile(3, 1.5, 0)).toBe(false);
  });
});

describe('reverse geocoding', () => {
  it('answers the nearest known city', () => {
    expect(nearestCity(city('Madrid').latitude, city('Madrid').longitude)).toEqual({ city: 'Madrid', country: 'Spain' });
    expect(nearestCity(25.19, 55.28)).toEqual({ city: 'Dubai', country: 'United Arab Emirates' });
    expect(nearestCity(-33.87, 151.2)).toEqual({ city: 'Sydney', country: 'Australia' });
    expect(nearestCity(47.5, -122.2)).toEqual({ city: 'Seattle', country: 'United States' });
  });

  it('knows the four regions’ cities', () => {
    expect(CITY_COORDINATES).toHaveLength(21);
    expect(new Set(CITY_COORDINATES.map((c) => c.country))).toEqual(new Set(['Spain', 'United States', 'United Arab Emirates', 'Australia']));
  });

  it('measures great-circle distances', () => {
    expect(Math.abs(distanceMetres(city('Madrid'), city('Barcelona')) - 505_000)).toBeLessThan(5_000);
    expect(distanceMetres(city('Dubai'), city('Dubai'))).toBe(0);
  });

  it('reads "lat,lng" and refuses anything else', () => {
    expect(parseLatLng('40.4, -3.7')).toEqual({ latitude: 40.4, longitude: -3.7 });
    for (const bad of ['abc', '91,0', '0,181', '1,2,3', '', ',5', '1,', '0x10,1', 'Infinity,0', undefined]) expect(parseLatLng(bad)).toBeNull();
  });
});

describe('the stand-in routes', () => {
  let sim: Awaited<ReturnType<typeof startTestSimulator>>;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  it('serve SVG tiles, cacheable, and refuse ones that do not exist', async () => {
    const tile = await fetch(`${sim.url}/stand-in/tiles/15/16384/12000`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(tile.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await tile.text()).toBe(tileSvg(15, 16_384, 12_000));
    expect((await fetch(`${sim.url}/stand-in/tiles/15/16384/12000.png`)).status).toBe(200);
    const tooDeep = await fetch(`${sim.url}/stand-in/tiles/25/0/0`);
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await fetch(`${sim.url}/stand-in/tiles/3/8/0`)).status).toBe(400);
    expect((await fetch(`${sim.url}/stand-in/tiles/3/0/abc`)).status).toBe(400);
  });

  it('answer the city of a position as JSON, 400 for a bad one', async () => {
    const madrid = await fetch(`${sim.url}/stand-in/geocode?latlng=40.4168,-3.7038`);
    expect(madrid.status).toBe(200);
    expect(await madrid.json()).toEqual({ city: 'Madrid', country: 'Spain' });
    expect(await (await fetch(`${sim.url}/stand-in/geocode?latlng=25.21,55.27`)).json()).toEqual({ city: 'Dubai', country: 'United Arab Emirates' });
    expect(await (await fetch(`${sim.url}/stand-in/geocode?latlng=-33.86,151.21`)).json()).toEqual({ city: 'Sydney', country: 'Australia' });
    for (const bad of ['latlng=abc', 'latlng=91,0', '']) {
      const answer = await fetch(`${sim.url}/stand-in/geocode?${bad}`);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: "latlng must be 'latitude,longitude'" });
    }
  });
});
