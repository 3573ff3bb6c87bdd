import { distanceMetres } from '../state/geo.js';
import { hashString } from '../state/random.js';

/**
 * The offline map stand-in: street-map tiles for pigeon-maps (GET /stand-in/tiles/{z}/{x}/{y}) and a reverse
 * geocoder (GET /stand-in/geocode?latlng=lat,lng). Everything is drawn from world pixel coordinates of the zoom, so
 * the same tile is always the same picture and streets run on across tile edges. Water is kept to small lakes, so
 * the seeded cities and their stores stand on land.
 */

export const TILE = 256;
/** Streets every this many world pixels at zoom 12 and closer. */
const STREET_PX = 64;
const COLOURS = {
  land: '#efe9df',
  block: '#e4ddd1',
  building: '#d6cdbf',
  park: '#cfe3bf',
  water: '#a9cbe6',
  street: '#ffffff',
  casing: '#d2cbc0',
  main: '#fbe3a6',
};

const cellHash = (z: number, i: number, j: number, salt: string) => hashString(`${salt}:${z}:${i}:${j}`);

/** The position of a world pixel at a zoom (Web Mercator, as the tiles are cut). */
function worldToLatLng(worldX: number, worldY: number, z: number): { latitude: number; longitude: number } {
  const n = 2 ** z * TILE;
  const longitude = (worldX / n) * 360 - 180;
  const latitude = (Math.atan(Math.sinh(Math.PI * (1 - (2 * worldY) / n))) * 180) / Math.PI;
  return { latitude, longitude };
}

/** The seeded cities and their stores (within about 10 km) stand on land. */
const CITY_LAND_METRES = 15_000;

/**
 * A lake where a coarse grid of the world says so (one cell in 23), the same place at every zoom from 12, never
 * over a seeded city.
 */
function isWater(worldX: number, worldY: number, z: number): boolean {
  if (z < 12) return false;
  const size = 2 ** (z - 12) * TILE;
  const i = Math.floor(worldX / size);
  const j = Math.floor(worldY / size);
  if (cellHash(12, i, j, 'water') % 23 !== 0) return false;
  const centre = worldToLatLng((i + 0.5) * size, (j + 0.5) * size, z);
  return !CITY_COORDINATES.some(
    (c) => distanceMetres(centre.latitude, centre.longitude, c.latitude, c.longitude) < CITY_LAND_METRES,
  );
}

/** Tile coordinates that exist at a zoom (0-19). */
export function validTile(z: number, x: number, y: number): boolean {
  return (
    Number.isInteger(z) &&
    z >= 0 &&
    z <= 19 &&
    Number.isInteger(x) &&
    Number.isInteger(y) &&
    x >= 0 &&
    y >= 0 &&
    x < 2 ** z &&
    y < 2 ** z
  );
}

const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`;

/** One 256 × 256 SVG tile. */
export function tileSvg(z: number, x: number, y: number): string {
  const x0 = x * TILE;
  const y0 = y * TILE;
  const parts: string[] = [rect(0, 0, TILE, TILE, COLOURS.land)];
  const spacing = z >= 12 ? STREET_PX : TILE;
  const first = (origin: number) => Math.floor(origin / spacing);
  for (let i = first(x0); i * spacing < x0 + TILE; i += 1) {
    for (let j = first(y0); j * spacing < y0 + TILE; j += 1) {
      const bx = i * spacing - x0 + 3;
      const by = j * spacing - y0 + 3;
      const size = spacing - 6;
      if (isWater(i * spacing, j * spacing, z)) {
        parts.push(rect(bx - 3, by - 3, spacing, spacing, COLOURS.water));
        continue;
      }
      if (z < 12) continue;
      const h = cellHash(z, i, j, 'block');
      parts.push(rect(bx, by, size, size, h % 11 === 0 ? COLOURS.park : COLOURS.block));
      if (z >= 15 && h % 11 !== 0) {
        // Two or three buildings along the block's edges.
        const n = 2 + (h % 2);
        for (let k = 0; k < n; k += 1) {
          const w = 12 + ((h >>> (k * 3)) % 14);
          parts.push(
            `<rect x="${bx + 4 + k * (size / n)}" y="${by + 4 + ((h >>> (k * 5)) % 8)}" width="${Math.min(w, size / n - 6)}" height="${10 + ((h >>> (k * 7)) % 16)}" fill="${COLOURS.building}" stroke="#c4b9a8" stroke-width="0.6"/>`,
          );
        }
      }
    }
  }
  // Streets: every grid line; every fourth one a main road (wider, yellow), which also shows when zoomed out.
  const lines = (origin: number, vertical: boolean) => {
    for (let k = first(origin); k * spacing <= origin + TILE; k += 1) {
      const main = k % 4 === 0 || z < 12;
      const at = k * spacing - origin;
      const width = main ? 6 : 3;
      const casing = vertical
        ? rect(at - width / 2 - 1, 0, width + 2, TILE, COLOURS.casing)
        : rect(0, at - width / 2 - 1, TILE, width + 2, COLOURS.casing);
      const road = vertical
        ? rect(at - width / 2, 0, width, TILE, main ? COLOURS.main : COLOURS.street)
        : rect(0, at - width / 2, TILE, width, main ? COLOURS.main : COLOURS.street);
      parts.push(casing, road);
    }
  };
  lines(x0, true);
  lines(y0, false);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE}" viewBox="0 0 ${TILE} ${TILE}" shape-rendering="crispEdges">${parts.join('')}</svg>`;
}

/** Real coordinates of the cities of the simulator's regions. */
export const CITY_COORDINATES = [
  { city: 'Madrid', country: 'Spain', latitude: 40.4168, longitude: -3.7038 },
  { city: 'Valencia', country: 'Spain', latitude: 39.4699, longitude: -0.3763 },
  { city: 'Barcelona', country: 'Spain', latitude: 41.3874, longitude: 2.1686 },
  { city: 'Seville', country: 'Spain', latitude: 37.3891, longitude: -5.9845 },
  { city: 'Bilbao', country: 'Spain', latitude: 43.263, longitude: -2.935 },
  { city: 'Malaga', country: 'Spain', latitude: 36.7213, longitude: -4.4214 },
  { city: 'Los Angeles', country: 'United States', latitude: 34.0522, longitude: -118.2437 },
  { city: 'Houston', country: 'United States', latitude: 29.7604, longitude: -95.3698 },
  { city: 'Miami', country: 'United States', latitude: 25.7617, longitude: -80.1918 },
  { city: 'Chicago', country: 'United States', latitude: 41.8781, longitude: -87.6298 },
  { city: 'Seattle', country: 'United States', latitude: 47.6062, longitude: -122.3321 },
  { city: 'Denver', country: 'United States', latitude: 39.7392, longitude: -104.9903 },
  { city: 'Dubai', country: 'United Arab Emirates', latitude: 25.2048, longitude: 55.2708 },
  { city: 'Abu Dhabi', country: 'United Arab Emirates', latitude: 24.4539, longitude: 54.3773 },
  { city: 'Sharjah', country: 'United Arab Emirates', latitude: 25.3463, longitude: 55.4209 },
  { city: 'Ajman', country: 'United Arab Emirates', latitude: 25.4052, longitude: 55.5136 },
  { city: 'Sydney', country: 'Australia', latitude: -33.8688, longitude: 151.2093 },
  { city: 'Melbourne', country: 'Australia', latitude: -37.8136, longitude: 144.9631 },
  { city: 'Brisbane', country: 'Australia', latitude: -27.4698, longitude: 153.0251 },
  { city: 'Perth', country: 'Australia', latitude: -31.9505, longitude: 115.8605 },
  { city: 'Adelaide', country: 'Australia', latitude: -34.9285, longitude: 138.6007 },
];

/** The known city nearest a position. */
export function nearestCity(latitude: number, longitude: number): { city: string; country: string } {
  let best = CITY_COORDINATES[0]!;
  let bestDistance = Infinity;
  for (const c of CITY_COORDINATES) {
    const d = distanceMetres(latitude, longitude, c.latitude, c.longitude);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return { city: best.city, country: best.country };
}

/** 'lat,lng' as a position, or null. */
export function parseLatLng(text: unknown): { latitude: number; longitude: number } | null {
  if (typeof text !== 'string') return null;
  const [lat, lng, ...rest] = text.split(',').map((part) => Number(part.trim()));
  if (rest.length > 0 || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat!) > 90 || Math.abs(lng!) > 180)
    return null;
  return { latitude: lat!, longitude: lng! };
}
