/**
 * The offline map stand-in: street-map tiles for pigeon-maps (GET /stand-in/tiles/{z}/{x}/{y}) and a reverse
 * geocoder (GET /stand-in/geocode?latlng=lat,lng).
 *
 * Every feature is decided in world coordinates, never per tile, so the same tile is always the same picture and
 * streets, parks, rivers and coasts run on across tile edges. The street plan lives in "reference pixels" (world
 * pixels at zoom 16, where a block is 64 px, about 150 m); other zooms scale it, showing fewer streets further out.
 * Water is where a value-noise field of the world says so: a coast (sea below a level) and rivers along the zero
 * lines of a second, coarser field. No randomness and no clock: only a small integer hash.
 */

export const TILE = 256;
/** The zoom whose world pixels the street plan is laid out in. */
const REF_ZOOM = 16;
/** Streets every this many reference pixels (give or take a jitter). */
const BLOCK = 64;
/** Every this many streets is a main road. */
const MAIN_EVERY = 16;
/** Main roads are the streets k with k + MAIN_PHASE a multiple of MAIN_EVERY (off the zoom-12 tile edges). */
const MAIN_PHASE = 24;
const isMainRoad = (k: number, every = MAIN_EVERY) => (k + MAIN_PHASE) % every === 0;
/** Parks cover groups of PARK_GROUP × PARK_GROUP blocks. */
const PARK_GROUP = 4;
/** Water is traced on a grid of this many tile pixels. */
const WATER_STEP = 8;
/** Half a river's width, in reference pixels (about 120 m). */
const RIVER_HALF_WIDTH = 50;

const COLOURS = {
  land: '#f2efe9',
  block: '#ebe7e0',
  park: '#c9e5b4',
  water: '#a8d1ea',
  building: '#dfd7cb',
  buildingEdge: '#c7bcad',
  street: '#ffffff',
  casing: '#d3cdc3',
  main: '#fde9ad',
  mainCasing: '#e2c47f',
};

/** A 32-bit integer hash of three integers (murmur-style finaliser). */
function hash(a: number, b: number, c: number): number {
  let h = Math.imul(a | 0, 0x27d4eb2d) ^ Math.imul((b | 0) ^ 0x5bd1e995, 0x165667b1) ^ Math.imul((c | 0) + 0x3c6ef372, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
const unit = (h: number) => h / 4_294_967_296;

/** Smooth value noise in -1..1 on an integer lattice. */
function valueNoise(u: number, v: number, seed: number): number {
  const iu = Math.floor(u);
  const iv = Math.floor(v);
  const fu = u - iu;
  const fv = v - iv;
  const su = fu * fu * (3 - 2 * fu);
  const sv = fv * fv * (3 - 2 * fv);
  const at = (du: number, dv: number) => unit(hash(iu + du, iv + dv, seed)) * 2 - 1;
  const top = at(0, 0) + (at(1, 0) - at(0, 0)) * su;
  const bottom = at(0, 1) + (at(1, 1) - at(0, 1)) * su;
  return top + (bottom - top) * sv;
}

/** Reference pixels per pixel of zoom z. */
const refPerPixel = (z: number) => 2 ** (REF_ZOOM - z);

/**
 * Land height at a point (reference pixels): below 0 is sea. Octaves finer than the zoom can show are left out,
 * so far-out tiles do not speckle.
 */
export function coastHeight(refX: number, refY: number, z: number): number {
  const finest = Math.min(16, z + 3);
  let sum = 0.2;
  for (let octave = 1; octave <= finest; octave += 1) {
    const wavelength = 2 ** (24 - octave);
    sum += 0.55 ** octave * valueNoise(refX / wavelength, refY / wavelength, 101 + octave);
  }
  return sum;
}

function riverField(refX: number, refY: number): number {
  return valueNoise(refX / 32_768, refY / 32_768, 7) + 0.35 * valueNoise(refX / 9_000, refY / 9_000, 8);
}

/**
 * How far a point is from water, in reference pixels (approximately): negative in the sea or a river. Rivers show
 * from zoom 11.
 */
export function waterDistance(refX: number, refY: number, z: number): number {
  const h = 1;
  const c = coastHeight(refX, refY, z);
  const cg = Math.hypot(coastHeight(refX + h, refY, z) - c, coastHeight(refX, refY + h, z) - c) / h;
  const coast = c / Math.max(cg, 1e-9);
  if (z < 11) return coast;
  const r = riverField(refX, refY);
  const rg = Math.hypot(riverField(refX + h, refY) - r, riverField(refX, refY + h) - r) / h;
  const halfWidth = Math.max(RIVER_HALF_WIDTH, 3 * refPerPixel(z));
  const river = Math.abs(r) / Math.max(rg, 1e-9) - halfWidth;
  return Math.min(coast, river);
}

/** Where street number k runs (reference pixels) on one axis: a regular grid with a little jitter. */
export function streetAt(k: number, vertical: boolean): number {
  if (isMainRoad(k)) return k * BLOCK;
  return k * BLOCK + Math.round((unit(hash(k, vertical ? 1 : 2, 3)) - 0.5) * 20);
}

const isPark = (groupX: number, groupY: number) => hash(groupX, groupY, 17) % 13 === 0;

/** Whether the piece of street k between cross streets m and m + 1 is built (some are left out, none in parks). */
function segmentBuilt(k: number, m: number, vertical: boolean): boolean {
  if (isMainRoad(k)) return true;
  if (k % PARK_GROUP !== 0) {
    const group = Math.floor(k / PARK_GROUP);
    const across = Math.floor(m / PARK_GROUP);
    if (vertical ? isPark(group, across) : isPark(across, group)) return false;
  }
  return hash(k, m, vertical ? 5 : 6) % 100 >= 7;
}

/** Which streets a zoom shows: every `step`-th one, and whether main roads are the only ones. */
function streetStep(z: number): { step: number; mainOnly: boolean } | null {
  if (z < 5) return null;
  if (z < 12) return { step: 2 ** (17 - z), mainOnly: true }; // main roads 128 px apart
  return { step: 2 ** Math.max(0, 14 - z), mainOnly: false };
}

export interface Street {
  vertical: boolean;
  main: boolean;
  /** World pixel (at this zoom) of the street's centre line across its axis. */
  at: number;
  /** Built stretches along the street, world pixels at this zoom. */
  runs: [number, number][];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The streets of zoom z in a window of world pixels, laid out in world coordinates only (so two tiles that
 * share an edge agree on every street that crosses it).
 */
export function streetsIn(z: number, left: number, top: number, right: number, bottom: number): Street[] {
  const shown = streetStep(z);
  if (!shown) return [];
  const per = refPerPixel(z);
  const streets: Street[] = [];
  for (const vertical of [true, false]) {
    const [from, to] = vertical ? [left, right] : [top, bottom];
    const [alongFrom, alongTo] = vertical ? [top, bottom] : [left, right];
    // k runs over MAIN_PHASE less than multiples of the step, so far out every shown street is a main road.
    const first = Math.floor((from * per) / BLOCK / shown.step) * shown.step - MAIN_PHASE - shown.step;
    for (let k = first; k * BLOCK <= to * per + BLOCK * (shown.step + MAIN_PHASE); k += shown.step) {
      const main = isMainRoad(k, MAIN_EVERY * 2 ** Math.max(0, Math.min(2, 14 - z)));
      if (shown.mainOnly && !main) continue;
      const at = round1(streetAt(k, vertical) / per);
      if (at < from - 40 || at > to + 40) continue;
      const runs: [number, number][] = [];
      const m0 = Math.floor((alongFrom * per) / BLOCK) - 1;
      const m1 = Math.ceil((alongTo * per) / BLOCK) + 1;
      for (let m = m0; m < m1; m += 1) {
        if (!segmentBuilt(k, m, vertical)) continue;
        const a = round1(streetAt(m, !vertical) / per);
        const b = round1(streetAt(m + 1, !vertical) / per);
        const last = runs[runs.length - 1];
        if (last && last[1] === a) last[1] = b;
        else runs.push([a, b]);
      }
      streets.push({ vertical, main, at, runs });
    }
  }
  return streets;
}

/** Tile coordinates that exist at a zoom (0-19). */
export function validTile(z: number, x: number, y: number): boolean {
  return Number.isInteger(z) && z >= 0 && z <= 19 && Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < 2 ** z && y < 2 ** z;
}

const fmt = (n: number) => String(round1(n));

function streetWidth(z: number, main: boolean): number {
  if (main) return [1.5, 1.5, 2, 2, 2.5, 3, 3, 4, 5, 6, 8, 12, 18, 26, 36][Math.max(0, z - 5)] ?? 36;
  return [1.5, 2, 2.5, 3.5, 6, 10, 16, 24][z - 12] ?? 24;
}

/** Straight pieces of street as path data, local to the tile at (x0, y0), trimmed to just past the tile. */
function streetPath(streets: Street[], x0: number, y0: number): string {
  let d = '';
  for (const s of streets) {
    const [origin, alongOrigin] = s.vertical ? [x0, y0] : [y0, x0];
    for (const [a, b] of s.runs) {
      const from = Math.max(a, alongOrigin - 32) - alongOrigin;
      const to = Math.min(b, alongOrigin + TILE + 32) - alongOrigin;
      if (to <= from) continue;
      const at = fmt(s.at - origin);
      d += s.vertical ? `M${at} ${fmt(from)}V${fmt(to)}` : `M${fmt(from)} ${at}H${fmt(to)}`;
    }
  }
  return d;
}

function strokes(d: string, id: string, width: number, fill: string, casing: string, casingExtra: number): string {
  if (!d) return '';
  const casingUse = casingExtra > 0 ? `<use href="#${id}" stroke="${casing}" stroke-width="${fmt(width + casingExtra)}"/>` : '';
  return `<defs><path id="${id}" d="${d}" fill="none" stroke-linecap="square"/></defs>${casingUse}<use href="#${id}" stroke="${fill}" stroke-width="${fmt(width)}"/>`;
}

/** The water of a tile as one path: marching squares over waterDistance on a world-aligned grid. */
function waterPath(z: number, x0: number, y0: number): string {
  const per = refPerPixel(z);
  const n = TILE / WATER_STEP;
  const field: number[][] = [];
  for (let j = 0; j <= n; j += 1) {
    const row: number[] = [];
    for (let i = 0; i <= n; i += 1) row.push(waterDistance((x0 + i * WATER_STEP) * per, (y0 + j * WATER_STEP) * per, z));
    field.push(row);
  }
  let d = '';
  for (let j = 0; j < n; j += 1) {
    let runStart = -1;
    for (let i = 0; i <= n; i += 1) {
      const corners = i < n ? [field[j]![i]!, field[j]![i + 1]!, field[j + 1]![i + 1]!, field[j + 1]![i]!] : [1, 1, 1, 1];
      const wet = corners.filter((v) => v < 0).length;
      if (wet === 4) {
        if (runStart < 0) runStart = i;
        continue;
      }
      if (runStart >= 0) {
        d += `M${runStart * WATER_STEP} ${j * WATER_STEP}h${(i - runStart) * WATER_STEP}v${WATER_STEP}h${(runStart - i) * WATER_STEP}z`;
        runStart = -1;
      }
      if (wet === 0 || i === n) continue;
      // A cell the shore crosses: walk its corners clockwise, adding wet corners and the crossings between them.
      const px = [i, i + 1, i + 1, i].map((c) => c * WATER_STEP);
      const py = [j, j, j + 1, j + 1].map((c) => c * WATER_STEP);
      const points: string[] = [];
      for (let c = 0; c < 4; c += 1) {
        const next = (c + 1) % 4;
        const [va, vb] = [corners[c]!, corners[next]!];
        if (va < 0) points.push(`${fmt(px[c]!)} ${fmt(py[c]!)}`);
        if (va < 0 !== vb < 0) {
          const t = va / (va - vb);
          points.push(`${fmt(px[c]! + (px[next]! - px[c]!) * t)} ${fmt(py[c]! + (py[next]! - py[c]!) * t)}`);
        }
      }
      d += `M${points.join('L')}z`;
    }
  }
  return d;
}

/** Main roads stop at the sea (they cross rivers as bridges): trims runs to where the land is, sampled on the water grid. */
function onLand(streets: Street[], z: number, x0: number, y0: number): Street[] {
  const per = refPerPixel(z);
  return streets.map((s) => {
    const alongOrigin = s.vertical ? y0 : x0;
    const runs: [number, number][] = [];
    for (let i = -1; i <= TILE / WATER_STEP + 1; i += 1) {
      const along = alongOrigin + i * WATER_STEP;
      const [wx, wy] = s.vertical ? [s.at, along] : [along, s.at];
      if (!s.runs.some(([a, b]) => along >= a && along <= b)) continue;
      if (coastHeight(wx * per, wy * per, z) < 0) continue;
      const last = runs[runs.length - 1];
      const piece: [number, number] = [along - WATER_STEP / 2, along + WATER_STEP / 2];
      if (last && last[1] === piece[0]) last[1] = piece[1];
      else runs.push(piece);
    }
    const clipped = runs.flatMap(([a, b]) => s.runs.map(([c, d]): [number, number] => [Math.max(a, c), Math.min(b, d)]).filter(([c, d]) => d > c));
    return { ...s, runs: clipped };
  });
}

/** Building outlines of the blocks in a tile: lots around each block's edge, a courtyard in the middle. */
function buildingsPath(z: number, x0: number, y0: number): string {
  const per = refPerPixel(z);
  const lots = z === 15 ? 2 : z === 16 ? 3 : 4;
  const inset = 9;
  let d = '';
  const i0 = Math.floor((x0 * per) / BLOCK) - 1;
  const j0 = Math.floor((y0 * per) / BLOCK) - 1;
  const i1 = Math.ceil(((x0 + TILE) * per) / BLOCK) + 1;
  const j1 = Math.ceil(((y0 + TILE) * per) / BLOCK) + 1;
  for (let i = i0; i < i1; i += 1) {
    for (let j = j0; j < j1; j += 1) {
      if (isPark(Math.floor(i / PARK_GROUP), Math.floor(j / PARK_GROUP))) continue;
      const left = streetAt(i, true) + inset;
      const top = streetAt(j, false) + inset;
      const w = (streetAt(i + 1, true) - inset - left) / lots;
      const h = (streetAt(j + 1, false) - inset - top) / lots;
      for (let a = 0; a < lots; a += 1) {
        for (let b = 0; b < lots; b += 1) {
          if (lots > 2 && a > 0 && b > 0 && a < lots - 1 && b < lots - 1) continue;
          const r = hash(i * 8 + a, j * 8 + b, 29);
          if (r % 9 === 0) continue;
          const m = [r & 3, (r >>> 2) & 3, (r >>> 4) & 3, (r >>> 6) & 3].map((v) => 0.5 + v * 0.6);
          const bx = round1((left + a * w + m[0]!) / per) - x0;
          const by = round1((top + b * h + m[1]!) / per) - y0;
          const bw = (w - m[0]! - m[2]!) / per;
          const bh = (h - m[1]! - m[3]!) / per;
          if (bx > TILE || by > TILE || bx + bw < 0 || by + bh < 0) continue;
          d += `M${fmt(bx)} ${fmt(by)}h${fmt(bw)}v${fmt(bh)}h${fmt(-bw)}z`;
        }
      }
    }
  }
  return d;
}

/** Parks of a tile: whole groups of blocks, edge to edge. */
function parksPath(z: number, x0: number, y0: number): string {
  const per = refPerPixel(z);
  const span = BLOCK * PARK_GROUP;
  let d = '';
  for (let gi = Math.floor((x0 * per) / span) - 1; gi * span <= (x0 + TILE) * per; gi += 1) {
    for (let gj = Math.floor((y0 * per) / span) - 1; gj * span <= (y0 + TILE) * per; gj += 1) {
      if (!isPark(gi, gj)) continue;
      const left = round1(streetAt(gi * PARK_GROUP, true) / per) - x0;
      const top = round1(streetAt(gj * PARK_GROUP, false) / per) - y0;
      const right = round1(streetAt((gi + 1) * PARK_GROUP, true) / per) - x0;
      const bottom = round1(streetAt((gj + 1) * PARK_GROUP, false) / per) - y0;
      if (right < 0 || bottom < 0 || left > TILE || top > TILE) continue;
      d += `M${fmt(left)} ${fmt(top)}H${fmt(right)}V${fmt(bottom)}H${fmt(left)}z`;
    }
  }
  return d;
}

/** One 256 × 256 SVG street-map tile, the same every time for the same (z, x, y). */
export function tileSvg(z: number, x: number, y: number): string {
  const x0 = x * TILE;
  const y0 = y * TILE;
  const city = z >= 12;
  const parts: string[] = [`<rect width="${TILE}" height="${TILE}" fill="${city ? COLOURS.block : COLOURS.land}"/>`];
  if (city) {
    const parks = parksPath(z, x0, y0);
    if (parks) parts.push(`<path d="${parks}" fill="${COLOURS.park}"/>`);
  }
  if (z >= 15) {
    const buildings = buildingsPath(z, x0, y0);
    if (buildings) parts.push(`<path d="${buildings}" fill="${COLOURS.building}" stroke="${COLOURS.buildingEdge}" stroke-width="0.6"/>`);
  }
  const streets = streetsIn(z, x0, y0, x0 + TILE, y0 + TILE);
  parts.push(strokes(streetPath(streets.filter((s) => !s.main), x0, y0), 's', streetWidth(z, false), COLOURS.street, COLOURS.casing, z < 14 ? 0 : 1.2));
  const water = waterPath(z, x0, y0);
  if (water) parts.push(`<path d="${water}" fill="${COLOURS.water}"/>`);
  const main = onLand(
    streets.filter((s) => s.main),
    z,
    x0,
    y0,
  );
  parts.push(strokes(streetPath(main, x0, y0), 'm', streetWidth(z, true), COLOURS.main, COLOURS.mainCasing, 1.5));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE}" viewBox="0 0 ${TILE} ${TILE}">${parts.join('')}</svg>`;
}

export interface Position {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius (IUGG), metres. */
const EARTH_RADIUS_METRES = 6_371_008.8;

/** Great-circle (haversine) distance between two positions, in metres. */
export function distanceMetres(a: Position, b: Position): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Real coordinates (city centres) of the cities of the simulator's regions. */
export const CITY_COORDINATES: readonly ({ city: string; country: string } & Position)[] = [
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

/** The known city nearest a position (great-circle distance). */
export function nearestCity(latitude: number, longitude: number): { city: string; country: string } {
  let best = CITY_COORDINATES[0]!;
  let bestDistance = Infinity;
  for (const c of CITY_COORDINATES) {
    const d = distanceMetres({ latitude, longitude }, c);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return { city: best.city, country: best.country };
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** 'latitude,longitude' as a position, or null when it is not two numbers within -90..90 and -180..180. */
export function parseLatLng(text: unknown): Position | null {
  if (typeof text !== 'string') return null;
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 2 || !parts.every((part) => NUMBER.test(part))) return null;
  const [latitude, longitude] = parts.map(Number) as [number, number];
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}
