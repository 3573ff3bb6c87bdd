import {
  anyMaterial,
  COLOURS,
  darken,
  hintedMaterials,
  lighten,
  luminance,
  materialsOf,
  mix,
  type Look,
  type Material,
} from './materials.js';
import { rngOf, type Rng } from './random.js';
import { face } from './tiles.js';
import { escapeXml, fitText, num, SANS, svgDoc, textOfKey, textWidth } from './text.js';

/**
 * Room scenes (750 × 420): a room in one-point perspective whose floor and walls are laid with the tiles its
 * picture's name names ('…-living-room-wood-honey-mat-marble-white-pol': the floor first, then the back wall,
 * then the side walls), furnished for its space, lit by a window. Banners and adverts add their headline.
 */

export const ROOM_W = 750;
export const ROOM_H = 420;

export type Space =
  'living' | 'kitchen' | 'bathroom' | 'bedroom' | 'terrace' | 'lobby' | 'dining' | 'showroom' | 'hallway';

const SPACE_HINTS: [RegExp, Space][] = [
  [/bath|spa\b|shower|wet/, 'bathroom'],
  [/kitchen|chef/, 'kitchen'],
  [/bedroom|\bbed\b|sleep/, 'bedroom'],
  [/terrace|outdoor|patio|pool|balcony/, 'terrace'],
  [/lobby|hotel|reception|hospitality/, 'lobby'],
  [/dining|restaurant/, 'dining'],
  [/showroom|store|retail|shop|factory|gallery|collection|catalogue/, 'showroom'],
  [/hallway|corridor|entrance/, 'hallway'],
  [/living|loft|lounge|villa|apartment|home|nordic/, 'living'],
];

/** The space words name, or null when they name none. */
function namedSpace(text: string): Space | null {
  const lower = text.toLowerCase();
  return SPACE_HINTS.find(([pattern]) => pattern.test(lower))?.[1] ?? null;
}

export function spaceOf(text: string, rng: Rng): Space {
  return namedSpace(text) ?? rng.pick<Space>(['living', 'living', 'kitchen', 'bathroom', 'bedroom', 'dining']);
}

/** The words a room picture is drawn from: its name (up to a '--' headline) and the headline's text. */
const sceneWords = (key: string, text: string) => `${key.split('--')[0]!.replace(/-/g, ' ')} ${text}`;

/**
 * The space a room picture's path shows ('img/room/dc-eu-plan-3-bathroom-….svg' → 'bathroom'), or null when its
 * name names none and the picture picks one by chance: seeds and tests check a picture matches its room with it.
 */
export function spaceOfPicture(path: string): Space | null {
  const key = path.replace(/^.*\//, '').replace(/\.svg$/, '');
  return namedSpace(sceneWords(key, textOfKey(key)));
}

// ---------------------------------------------------------------------------------------------------------------
// The camera: x = vx + F·X/z, y = vy + F·(eye − Y)/z for a point X metres right of the eye, Y up, z deep.

const F = 480;
const EYE = 1.45;

interface Camera {
  vx: number;
  vy: number;
  /** Depth of the back wall. */
  z0: number;
  /** X of the left and right walls. */
  xl: number;
  xr: number;
  /** Height of the ceiling. */
  h: number;
  /** The outdoor scenes have no walls but the back one, and that one low. */
  open: boolean;
}

const X = (c: Camera, x: number, z: number) => c.vx + (F * x) / z;
const Y = (c: Camera, y: number, z: number) => c.vy + (F * (EYE - y)) / z;
/** A point as whole pixels (plenty at this size, and short). */
const P = (c: Camera, x: number, y: number, z: number) => `${Math.round(X(c, x, z))} ${Math.round(Y(c, y, z))}`;
/** The depth at which the floor meets the picture's bottom edge (and a little beyond). */
const nearZ = (c: Camera) => (F * EYE) / (ROOM_H + 12 - c.vy);

const poly = (points: string[], fill: string, extra = '') => `<path d="M${points.join('L')}z" fill="${fill}"${extra}/>`;

interface Shades {
  front: string;
  top: string;
  side: string;
}
const shades = (colour: string): Shades => ({ front: colour, top: lighten(colour, 0.14), side: darken(colour, 0.2) });

/** A box from x0 to x1, y0 to y1 (metres), z from near to far: its front, its top when below the eye, the side the eye sees. */
function box(
  c: Camera,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  zn: number,
  zf: number,
  colour: string | Shades,
): string {
  const s = typeof colour === 'string' ? shades(colour) : colour;
  let out = '';
  if (x0 > 0) out += poly([P(c, x0, y0, zn), P(c, x0, y1, zn), P(c, x0, y1, zf), P(c, x0, y0, zf)], s.side);
  if (x1 < 0) out += poly([P(c, x1, y0, zn), P(c, x1, y1, zn), P(c, x1, y1, zf), P(c, x1, y0, zf)], s.side);
  if (y1 < EYE) out += poly([P(c, x0, y1, zn), P(c, x1, y1, zn), P(c, x1, y1, zf), P(c, x0, y1, zf)], s.top);
  else if (y0 > EYE) out += poly([P(c, x0, y0, zn), P(c, x1, y0, zn), P(c, x1, y0, zf), P(c, x0, y0, zf)], s.side);
  out += poly([P(c, x0, y0, zn), P(c, x1, y0, zn), P(c, x1, y1, zn), P(c, x0, y1, zn)], s.front);
  return out;
}

/** A soft shadow on the floor under something standing from x0 to x1 between two depths. */
function shadow(c: Camera, x0: number, x1: number, zn: number, zf: number, opacity = 0.28): string {
  const z = (zn + zf) / 2;
  const cx = X(c, (x0 + x1) / 2, z);
  const rx = (X(c, x1, z) - X(c, x0, z)) / 2 + 6;
  const ry = (Y(c, 0, zn) - Y(c, 0, zf)) / 2 + 3;
  return `<ellipse cx="${num(cx)}" cy="${num(Y(c, 0, z))}" rx="${num(rx)}" ry="${num(ry)}" fill="#000" opacity="${opacity}" filter="url(#bl)"/>`;
}

/** A pendant lamp hanging from the ceiling at x, z down to height y. */
function pendant(c: Camera, x: number, y: number, z: number, colour: string, r = 0.2): string {
  const cx = X(c, x, z);
  const top = Y(c, c.h, z);
  const bottom = Y(c, y, z);
  const w = (F * r) / z;
  return `<path d="M${num(cx)} ${num(Math.max(0, top))}V${num(bottom - w * 0.7)}" stroke="#222" stroke-width="1"/><path d="M${num(cx - w)} ${num(bottom)}a${num(w)} ${num(w * 0.8)} 0 0 1 ${num(2 * w)} 0z" fill="${colour}"/><ellipse cx="${num(cx)}" cy="${num(bottom)}" rx="${num(w * 0.8)}" ry="${num(w * 0.18)}" fill="#fff3d6"/>`;
}

/** A potted plant standing at x, z. */
function plant(c: Camera, x: number, z: number, height: number, rng: Rng): string {
  const pot = box(c, x - 0.2, x + 0.2, 0, 0.45, z - 0.2, z + 0.2, rng.pick(['#d9d3c8', '#3c3c3c', '#b9835f']));
  const cx = X(c, x, z);
  const base = Y(c, 0.45, z);
  const s = F / z;
  const greens = ['#4f6b3f', '#62804c', '#3f5a34'];
  const leaves = ['', '', ''];
  for (let i = 0; i < 10; i += 1) {
    // A leaf: two curves from the pot's middle to its tip, bowed either side.
    const a = -Math.PI / 2 + rng.range(-1.25, 1.25);
    const l = rng.range(0.45, 0.75) * height * s;
    const tx = Math.cos(a) * l;
    const ty = Math.sin(a) * l;
    const bw = 0.22;
    const c1 = `${num(tx / 2 - ty * bw)} ${num(ty / 2 + tx * bw)}`;
    const c2 = `${num(tx / 2 + ty * bw)} ${num(ty / 2 - tx * bw)}`;
    leaves[i % 3] +=
      `M${num(cx)} ${num(base)}q${c1} ${num(tx)} ${num(ty)}M${num(cx)} ${num(base)}q${c2} ${num(tx)} ${num(ty)}`;
  }
  const drawn = leaves.map((d, i) => `<path d="${d}" fill="${greens[i]}"/>`).join('');
  return shadow(c, x - 0.25, x + 0.25, z - 0.25, z + 0.25) + drawn + pot;
}

// ---------------------------------------------------------------------------------------------------------------
// Surfaces

interface Lay {
  /** Tile width and depth (floor) or height (wall) in metres. */
  w: number;
  d: number;
  /** Planks or bricks: every other row moves by half a tile. */
  bond?: boolean;
  /** Wood planks: the grain turned to run along the plank. */
  turn?: boolean;
}

const FLOOR_LAY: Record<Look, Lay> = {
  marble: { w: 0.9, d: 0.9 },
  wood: { w: 1.5, d: 0.22, bond: true, turn: true },
  concrete: { w: 1.2, d: 1.2 },
  stone: { w: 0.6, d: 0.6 },
  terrazzo: { w: 0.6, d: 0.6 },
  patterned: { w: 0.25, d: 0.25 },
  metallic: { w: 0.6, d: 0.6 },
  solid: { w: 0.6, d: 0.6 },
  mosaic: { w: 0.3, d: 0.3 },
  plaster: { w: 3, d: 3 },
};

const WALL_LAY: Record<Look, Lay> = {
  marble: { w: 0.6, d: 1.2 },
  wood: { w: 0.2, d: 1.2, bond: true },
  concrete: { w: 0.6, d: 1.2 },
  stone: { w: 0.6, d: 0.3, bond: true },
  terrazzo: { w: 0.6, d: 0.6 },
  patterned: { w: 0.2, d: 0.2 },
  metallic: { w: 0.6, d: 1.2 },
  solid: { w: 0.3, d: 0.1, bond: true },
  mosaic: { w: 0.3, d: 0.3 },
  plaster: { w: 3, d: 3 },
};

function groutOf(m: Material): string {
  const base = COLOURS[m.colour].base;
  return luminance(base) < 0.2 ? lighten(base, 0.3) : darken(base, 0.38);
}

/**
 * A pattern of the material laid in rows (two rows a cell when the tiles are small or bonded), one tile 300 units
 * wide and deep, with its joints drawn one pixel wide whatever the scale.
 */
function layPattern(id: string, m: Material, lay: Lay, seed: string): { defs: string; rows: number } {
  const f = face(m, { id, seed, lite: true });
  const rows = lay.bond || lay.d < 0.35 ? 2 : 1;
  const tileBody = lay.turn ? `<g transform="rotate(90 150 150)">${f.body}</g>` : f.body;
  const joint =
    m.look === 'plaster'
      ? ''
      : `<path d="M0 0H300M0 0V300${rows === 2 ? `M0 300H300${lay.bond ? 'M150 300V600' : 'M0 300V600'}` : ''}" stroke="${groutOf(m)}" stroke-width="1" stroke-opacity=".75" vector-effect="non-scaling-stroke"/>`;
  const second =
    rows === 2
      ? lay.bond
        ? `<use href="#${id}T" x="150" y="300"/><use href="#${id}T" x="-150" y="300"/>`
        : `<use href="#${id}T" y="300" transform="matrix(-1 0 0 1 300 0)"/>`
      : '';
  return {
    defs: `${f.defs}<g id="${id}T">${tileBody}</g><pattern id="${id}P" width="300" height="${300 * rows}" patternUnits="userSpaceOnUse"><use href="#${id}T"/>${second}${joint}</pattern>`,
    rows,
  };
}

/** The floor: bands of rows, each the pattern scaled to its depth, and the joints running to the vanishing point. */
function floor(c: Camera, m: Material, seed: string, rng: Rng): { defs: string; body: string } {
  const lay = FLOOR_LAY[m.look];
  const pat = layPattern('f', m, lay, `${seed}/floor`);
  const zNear = nearZ(c);
  const step = lay.d * pat.rows;
  let bands = '';
  const phase = rng.range(-lay.w, 0);
  for (let k = 0; ; k += 1) {
    const za = c.z0 - k * step;
    const zb = za - step;
    const ya = Y(c, 0, za);
    if (ya > ROOM_H || zb <= 0.3) break;
    const yb = Y(c, 0, zb);
    const zm = 2 / (1 / za + 1 / zb);
    const sx = (lay.w * F) / zm / 300;
    const sy = (yb - ya) / (300 * pat.rows);
    // Planks start anywhere along their length; tiles keep to the grid and move by a tile to vary the faces.
    const xPhase = lay.bond ? phase + rng.range(0, lay.w) : phase + (k % 2) * lay.w;
    const x0 = X(c, xPhase, zm);
    const left = Math.floor((-x0 / sx - 300) / 300) * 300;
    bands += `<g transform="matrix(${sx.toFixed(4)} 0 0 ${sy.toFixed(4)} ${num(x0)} ${num(ya)})"><rect x="${left}" width="${Math.ceil((ROOM_W / sx + 600) / 300) * 300}" height="${300 * pat.rows}" fill="url(#fP)"/></g>`;
  }
  // Joints along the depth (for tiles laid on a grid; planks carry their own).
  let lines = '';
  if (!lay.bond && m.look !== 'plaster') {
    // Only the joints that cross the picture: from the back wall to the bottom edge, cut to the sides.
    const yBack = Y(c, 0, c.z0);
    for (let x = phase; x < c.xr + 40; x += lay.w) {
      if (x < (c.open ? -40 : c.xl)) continue;
      const xb = X(c, x, c.z0);
      const xf = X(c, x, zNear);
      const yf = Y(c, 0, zNear);
      const edge = xf < 0 ? 0 : xf > ROOM_W ? ROOM_W : xf;
      if ((xb < 0 && xf < 0) || (xb > ROOM_W && xf > ROOM_W)) continue;
      const t = xf === xb ? 1 : (edge - xb) / (xf - xb);
      lines += `M${Math.round(xb)} ${Math.round(yBack)}L${Math.round(xb + (xf - xb) * t)} ${Math.round(yBack + (yf - yBack) * t)}`;
    }
  }
  const grout = lines ? `<path d="${lines}" stroke="${groutOf(m)}" stroke-opacity=".7" stroke-width="1"/>` : '';
  return { defs: pat.defs, body: bands + grout };
}

/** The back wall, frontal: the pattern at the wall's scale, rows from the floor up. */
function backWall(
  c: Camera,
  m: Material,
  seed: string,
  x0: number,
  x1: number,
  top: number,
): { defs: string; body: string } {
  const lay = WALL_LAY[m.look];
  const pat = layPattern('w', m, lay, `${seed}/wall`);
  const s = F / c.z0;
  const sx = (lay.w * s) / 300;
  const sy = (lay.d * s) / 300;
  const ox = X(c, x0, c.z0) + ((x1 - x0) % lay.w) * s * 0.5;
  const oy = Y(c, 0, c.z0);
  const w = (X(c, x1, c.z0) - X(c, x0, c.z0)) / sx;
  const h = (oy - Y(c, top, c.z0)) / sy;
  const start = (X(c, x0, c.z0) - ox) / sx;
  return {
    defs: pat.defs,
    body: `<g transform="matrix(${sx.toFixed(4)} 0 0 ${sy.toFixed(4)} ${num(ox)} ${num(oy)})"><rect x="${num(start)}" y="${num(-h)}" width="${num(w)}" height="${num(h)}" fill="url(#wP)"/></g>`,
  };
}

/** A side wall in the material's colour, shaded, with its joints drawn in perspective. */
function sideWall(c: Camera, m: Material, side: 'l' | 'r', shade: number): string {
  const x = side === 'l' ? c.xl : c.xr;
  const zn = nearZ(c) * 0.5;
  const base = COLOURS[m.colour].base;
  const fill = m.look === 'wood' ? base : mix(base, COLOURS[m.colour].accent, 0.12);
  let out = poly([P(c, x, 0, c.z0), P(c, x, c.h, c.z0), P(c, x, c.h, zn), P(c, x, 0, zn)], fill);
  if (m.look !== 'plaster') {
    // Joints in perspective (small formats drawn coarser: at this size their lines would only make a grey).
    const lay = WALL_LAY[m.look];
    const rowH = lay.d < 0.2 ? lay.d * Math.ceil(0.2 / lay.d) : lay.d;
    const colW = Math.max(lay.w, 0.3);
    let d = '';
    for (let y = rowH; y < c.h - 0.05; y += rowH) d += `M${P(c, x, y, c.z0)}L${P(c, x, y, zn)}`;
    for (let z = c.z0 - colW; z > nearZ(c) * 0.8; z -= colW) d += `M${P(c, x, 0, z)}L${P(c, x, c.h, z)}`;
    out += `<path d="${d}" stroke="${groutOf(m)}" stroke-opacity=".55" stroke-width="1"/>`;
  }
  return (
    out + poly([P(c, x, 0, c.z0), P(c, x, c.h, c.z0), P(c, x, c.h, zn), P(c, x, 0, zn)], '#000', ` opacity="${shade}"`)
  );
}

/** A window in a side wall between two depths: sky, a far garden, a frame, and its light on the floor. */
function sideWindow(c: Camera, side: 'l' | 'r', zf: number, zn: number, sea: boolean): string {
  const x = side === 'l' ? c.xl : c.xr;
  const y0 = 0.25;
  const y1 = Math.min(c.h - 0.25, 2.45);
  const glass = [P(c, x, y0, zf), P(c, x, y1, zf), P(c, x, y1, zn), P(c, x, y0, zn)];
  const zm = (zf + zn) / 2;
  const frame = `<path d="M${glass.join('L')}zM${P(c, x, y0, zm)}L${P(c, x, y1, zm)}" fill="none" stroke="#f4f2ee" stroke-width="5"/>`;
  const inward = side === 'l' ? 1 : -1;
  const light = poly(
    [
      P(c, x, 0, zf - 0.4),
      P(c, x + inward * 1.6, 0, zf - 1.2),
      P(c, x + inward * 1.6, 0, zn - 1.2),
      P(c, x, 0, zn - 0.4),
    ],
    '#fffbe8',
    ' opacity=".16" filter="url(#bl)"',
  );
  const view = sea
    ? poly([P(c, x, y0, zf), P(c, x, 1.05, zf), P(c, x, 1.05, zn), P(c, x, y0, zn)], '#4f93b5') +
      poly([P(c, x, y0, zf), P(c, x, 0.55, zf), P(c, x, 0.55, zn), P(c, x, y0, zn)], '#e3d3b0')
    : poly([P(c, x, y0, zf), P(c, x, 0.75, zf), P(c, x, 0.75, zn), P(c, x, y0, zn)], '#9fb48a', ' opacity=".7"');
  return poly(glass, 'url(#sky)') + view + frame + light;
}

// ---------------------------------------------------------------------------------------------------------------
// Furniture by space

const FABRICS = ['#8d8a83', '#b9ab97', '#6f7d6a', '#a86a4f', '#3f4f63', '#d8d0c3', '#5b6770'];
const WOODS = ['#a57a52', '#7a5538', '#c9a47a', '#5e4130'];
const FRONTS = ['#f1efea', '#6f7d6a', '#2f3b4a', '#c9b9a0', '#3a3a3a'];

function living(c: Camera, rng: Rng): string {
  const fabric = rng.pick(FABRICS);
  const s = shades(fabric);
  const cx = rng.range(-0.5, 0.5);
  const x0 = cx - 1.2;
  const x1 = cx + 1.2;
  const zb = c.z0 - 0.08;
  const sofa =
    shadow(c, x0, x1, zb - 1, zb) +
    box(c, x0, x1, 0.1, 0.85, zb - 0.28, zb, s) +
    box(c, x0 + 0.18, x1 - 0.18, 0.1, 0.44, zb - 0.98, zb - 0.28, s) +
    box(c, x0 + 0.2, cx - 0.01, 0.44, 0.56, zb - 0.95, zb - 0.3, shades(lighten(fabric, 0.06))) +
    box(c, cx + 0.01, x1 - 0.2, 0.44, 0.56, zb - 0.95, zb - 0.3, shades(lighten(fabric, 0.06))) +
    box(c, x0, x0 + 0.18, 0.1, 0.62, zb - 0.98, zb, s) +
    box(c, x1 - 0.18, x1, 0.1, 0.62, zb - 0.98, zb, s) +
    box(c, x0 + 0.3, x0 + 0.75, 0.56, 0.9, zb - 0.45, zb - 0.3, shades(rng.pick(FABRICS)));
  const tz = zb - 2.1;
  const wood = rng.pick(WOODS);
  const table =
    shadow(c, cx - 0.6, cx + 0.6, tz - 0.4, tz + 0.4, 0.22) +
    box(c, cx - 0.5, cx - 0.45, 0, 0.36, tz - 0.3, tz + 0.3, darken(wood, 0.3)) +
    box(c, cx + 0.45, cx + 0.5, 0, 0.36, tz - 0.3, tz + 0.3, darken(wood, 0.3)) +
    box(c, cx - 0.6, cx + 0.6, 0.36, 0.42, tz - 0.35, tz + 0.35, wood);
  const lampX = x1 + 0.45;
  const lamp = `<path d="M${P(c, lampX, 0, zb - 0.3)}V${num(Y(c, 1.45, zb - 0.3))}" stroke="#2a2a2a" stroke-width="2"/>${box(c, lampX - 0.2, lampX + 0.2, 1.4, 1.7, zb - 0.5, zb - 0.1, '#efe6d4')}`;
  return sofa + table + (rng.chance(0.6) ? lamp : '') + plant(c, x0 - 0.6, zb - 0.4, 1.3, rng);
}

function kitchen(c: Camera, rng: Rng): string {
  const front = rng.pick(FRONTS);
  const top = rng.pick(['#f4f2ee', '#e9e4da', '#2d2d2f', '#cfc8bc']);
  const zb = c.z0;
  const x0 = c.xl + 0.02;
  const x1 = c.xr - 0.02;
  let out = box(c, x0, x1, 0.1, 0.88, zb - 0.6, zb, front) + box(c, x0, x1, 0, 0.1, zb - 0.55, zb, darken(front, 0.4));
  let doors = '';
  for (let x = x0 + 0.6; x < x1; x += 0.6) doors += `M${P(c, x, 0.1, zb - 0.6)}L${P(c, x, 0.88, zb - 0.6)}`;
  out += `<path d="${doors}" stroke="${darken(front, 0.25)}" stroke-width="1"/>`;
  out += box(c, x0, x1, 0.88, 0.92, zb - 0.63, zb, top);
  const hood = rng.range(-0.6, 0.6);
  out +=
    box(c, x0, hood - 0.6, 1.5, 2.25, zb - 0.35, zb, front) + box(c, hood + 0.6, x1, 1.5, 2.25, zb - 0.35, zb, front);
  out +=
    box(c, hood - 0.45, hood + 0.45, 1.55, 1.72, zb - 0.5, zb, '#9a9a9a') +
    box(c, hood - 0.15, hood + 0.15, 1.72, c.h, zb - 0.3, zb, '#a5a5a5');
  const iz = zb - 2.3;
  const ix = rng.range(-0.4, 0.4);
  out += shadow(c, ix - 1.1, ix + 1.1, iz - 0.5, iz + 0.5);
  out +=
    box(c, ix - 1, ix + 1, 0, 0.9, iz - 0.45, iz + 0.45, front) +
    box(c, ix - 1.05, ix + 1.05, 0.9, 0.94, iz - 0.5, iz + 0.5, top);
  for (const dx of [-0.55, 0.05, 0.65]) {
    const sz = iz - 0.75;
    out += `<path d="M${P(c, ix + dx - 0.15, 0, sz)}L${P(c, ix + dx - 0.1, 0.65, sz)}M${P(c, ix + dx + 0.15, 0, sz)}L${P(c, ix + dx + 0.1, 0.65, sz)}" stroke="#2a2a2a" stroke-width="2"/>`;
    out += box(c, ix + dx - 0.18, ix + dx + 0.18, 0.65, 0.7, sz - 0.18, sz + 0.18, rng.pick(WOODS));
  }
  const lamp = rng.pick(['#2b2b2b', '#c7a25a', '#f3f1ec']);
  return out + pendant(c, ix - 0.6, 1.75, iz, lamp) + pendant(c, ix + 0.6, 1.75, iz, lamp);
}

function bathroom(c: Camera, rng: Rng): string {
  const zb = c.z0;
  const vx = rng.range(0.3, 0.9);
  const wood = rng.pick([...WOODS, '#f1efea', '#3a3a3a']);
  let out = shadow(c, vx - 0.7, vx + 0.7, zb - 0.5, zb, 0.18);
  out +=
    box(c, vx - 0.7, vx + 0.7, 0.45, 0.82, zb - 0.5, zb, wood) +
    box(c, vx - 0.72, vx + 0.72, 0.82, 0.86, zb - 0.52, zb, '#f4f3f0');
  const bx = X(c, vx, zb - 0.27);
  const by = Y(c, 0.86, zb - 0.27);
  const s = F / zb;
  out += `<ellipse cx="${num(bx)}" cy="${num(by)}" rx="${num(0.25 * s)}" ry="${num(0.05 * s)}" fill="#dcdcd8"/><path d="M${num(bx)} ${num(by - 0.05 * s)}v-${num(0.18 * s)}h${num(0.08 * s)}" fill="none" stroke="#b8b8b8" stroke-width="3"/>`;
  out += `<circle cx="${num(X(c, vx, zb))}" cy="${num(Y(c, 1.6, zb))}" r="${num(0.42 * s)}" fill="#dfe7ea" stroke="${darken(wood, 0.2)}" stroke-width="4"/><circle cx="${num(X(c, vx, zb) - 0.1 * s)}" cy="${num(Y(c, 1.7, zb))}" r="${num(0.2 * s)}" fill="#fff" opacity=".5"/>`;
  // A freestanding bath in front of the other side of the wall.
  const tz = zb - 1.1;
  const tx0 = rng.range(-1.9, -1.5);
  const tx1 = tx0 + 1.7;
  const ty = Y(c, 0.58, tz);
  const tn = Y(c, 0.58, tz - 0.42);
  const tf = Y(c, 0.58, tz + 0.42);
  const left = X(c, tx0, tz - 0.42);
  const right = X(c, tx1, tz - 0.42);
  out += shadow(c, tx0, tx1, tz - 0.45, tz + 0.45, 0.3);
  out += `<path d="M${num(left)} ${num(ty)}C${num(left)} ${num(Y(c, 0, tz - 0.42))} ${num(right)} ${num(Y(c, 0, tz - 0.42))} ${num(right)} ${num(ty)}z" fill="#f6f5f2"/>`;
  out += `<ellipse cx="${num((left + right) / 2)}" cy="${num((tn + tf) / 2)}" rx="${num((right - left) / 2)}" ry="${num((tn - tf) / 2 + 3)}" fill="#fbfbf9"/><ellipse cx="${num((left + right) / 2)}" cy="${num((tn + tf) / 2 + 1)}" rx="${num((right - left) / 2 - 7)}" ry="${num((tn - tf) / 2 - 1)}" fill="#e3e6e6"/>`;
  // A glass shower screen.
  const gx = c.xr - 1.1;
  out += poly(
    [P(c, gx, 0, zb), P(c, gx, 2.1, zb), P(c, gx, 2.1, zb - 1.1), P(c, gx, 0, zb - 1.1)],
    '#e9f1f3',
    ' opacity=".28" stroke="#9aa3a6" stroke-width="2"',
  );
  return out + plant(c, c.xr - 0.4, zb - 1.6, 0.8, rng);
}

function bedroom(c: Camera, rng: Rng): string {
  const zb = c.z0 - 0.05;
  const cx = rng.range(-0.4, 0.4);
  const fabric = rng.pick(FABRICS);
  const wood = rng.pick(WOODS);
  let out = box(c, cx - 1.05, cx + 1.05, 0, 1.25, zb - 0.08, zb, shades(darken(fabric, 0.15)));
  out += shadow(c, cx - 0.95, cx + 0.95, zb - 2.1, zb - 0.1);
  out += box(c, cx - 0.95, cx + 0.95, 0.05, 0.32, zb - 2.1, zb - 0.08, wood);
  out += box(c, cx - 0.92, cx + 0.92, 0.32, 0.55, zb - 2.05, zb - 0.1, '#f5f3ef');
  out +=
    box(c, cx - 0.62, cx - 0.05, 0.55, 0.75, zb - 0.45, zb - 0.15, '#fbfaf7') +
    box(c, cx + 0.05, cx + 0.62, 0.55, 0.75, zb - 0.45, zb - 0.15, '#fbfaf7');
  out += box(c, cx - 0.97, cx + 0.97, 0.3, 0.6, zb - 2.1, zb - 0.95, fabric);
  for (const side of [-1, 1]) {
    const nx = cx + side * 1.35;
    out += box(c, nx - 0.25, nx + 0.25, 0, 0.5, zb - 0.45, zb - 0.05, wood);
    out += box(c, nx - 0.12, nx + 0.12, 0.5, 0.85, zb - 0.3, zb - 0.15, '#efe6d4');
  }
  return out;
}

function dining(c: Camera, rng: Rng): string {
  const zb = c.z0;
  const wood = rng.pick(WOODS);
  const chair = rng.pick(['#2b2b2b', '#d8d0c3', '#6f7d6a', '#a86a4f']);
  const tz = zb - 2.2;
  const tx = rng.range(-0.4, 0.4);
  let out = box(c, c.xl + 0.2, c.xl + 2.2, 0, 0.8, zb - 0.45, zb, rng.pick(FRONTS));
  out += shadow(c, tx - 1.1, tx + 1.1, tz - 0.55, tz + 0.55);
  for (const dx of [-0.7, 0, 0.7])
    out +=
      box(c, tx + dx - 0.22, tx + dx + 0.22, 0.45, 0.95, tz + 0.52, tz + 0.56, chair) +
      box(c, tx + dx - 0.22, tx + dx + 0.22, 0.42, 0.47, tz + 0.3, tz + 0.56, chair);
  out +=
    box(c, tx - 0.95, tx - 0.88, 0, 0.74, tz - 0.4, tz + 0.4, darken(wood, 0.25)) +
    box(c, tx + 0.88, tx + 0.95, 0, 0.74, tz - 0.4, tz + 0.4, darken(wood, 0.25));
  out += box(c, tx - 1.05, tx + 1.05, 0.74, 0.79, tz - 0.5, tz + 0.5, wood);
  for (const side of [-1, 1]) {
    const ex = tx + side * 1.3;
    const back = side < 0 ? ex - 0.22 : ex + 0.18;
    out +=
      box(c, ex - 0.22, ex + 0.22, 0.42, 0.47, tz - 0.22, tz + 0.22, chair) +
      box(c, back, back + 0.04, 0.42, 0.95, tz - 0.22, tz + 0.22, chair);
    out +=
      box(c, ex - 0.2, ex - 0.17, 0, 0.42, tz - 0.2, tz - 0.17, darken(chair, 0.3)) +
      box(c, ex + 0.17, ex + 0.2, 0, 0.42, tz - 0.2, tz - 0.17, darken(chair, 0.3));
  }
  const lamp = rng.pick(['#2b2b2b', '#c7a25a']);
  return out + pendant(c, tx - 0.5, 1.65, tz, lamp, 0.25) + pendant(c, tx + 0.5, 1.65, tz, lamp, 0.25);
}

function lobby(c: Camera, rng: Rng): string {
  const zb = c.z0;
  const dz = zb - 1.3;
  const dx = rng.range(-0.5, 0.5);
  const wood = rng.pick(WOODS);
  // Plants in the back corners, a reception desk before the feature wall, lamps over it, two armchairs in front.
  let out = plant(c, c.xl + 0.45, zb - 0.45, 1.5, rng) + plant(c, c.xr - 0.45, zb - 0.45, 1.5, rng);
  out += shadow(c, dx - 1.4, dx + 1.4, dz - 0.4, dz + 0.4);
  out +=
    box(c, dx - 1.4, dx + 1.4, 0, 1.05, dz - 0.35, dz + 0.35, shades(wood)) +
    box(c, dx - 1.45, dx + 1.45, 1.05, 1.1, dz - 0.4, dz + 0.4, '#efece6');
  for (const x of [-1, 0, 1]) out += pendant(c, dx + x * 0.8, 2.5, dz, '#c7a25a', 0.2);
  const fabric = rng.pick(FABRICS);
  for (const ax of [dx - 1.9, dx + 1.9]) {
    const az = dz - 1.5;
    out +=
      shadow(c, ax - 0.4, ax + 0.4, az - 0.4, az + 0.4) +
      box(c, ax - 0.32, ax + 0.32, 0.1, 0.75, az + 0.24, az + 0.32, fabric) +
      box(c, ax - 0.32, ax + 0.32, 0.1, 0.4, az - 0.32, az + 0.26, fabric);
  }
  return out;
}

function showroom(c: Camera, rng: Rng): string {
  const zb = c.z0;
  let out = '';
  // Freestanding boards with large slabs of the room's two tiles.
  const boards: [number, number, string][] = [
    [-2.2, zb - 1.4, 'url(#wP)'],
    [-0.6, zb - 1.1, 'url(#fP)'],
    [1.0, zb - 1.4, 'url(#wP)'],
  ];
  for (const [x, z, fill] of boards) {
    out += shadow(c, x - 0.1, x + 1.3, z - 0.3, z + 0.3);
    out += box(c, x - 0.05, x + 1.25, 0, 0.12, z - 0.25, z + 0.25, '#2b2b2b');
    out += poly(
      [P(c, x, 0.12, z), P(c, x, 2.35, z), P(c, x + 1.2, 2.35, z), P(c, x + 1.2, 0.12, z)],
      fill,
      ' stroke="#2b2b2b" stroke-width="3"',
    );
  }
  let track = `M${P(c, c.xl + 0.6, c.h - 0.05, zb - 1.2)}L${P(c, c.xr - 0.6, c.h - 0.05, zb - 1.2)}`;
  for (let x = -2; x <= 2; x += 1) track += `M${P(c, x, c.h - 0.05, zb - 1.2)}l4 14`;
  out += `<path d="${track}" stroke="#222" stroke-width="3"/>`;
  return out + plant(c, c.xr - 0.5, zb - 0.5, 1.4, rng);
}

function hallway(c: Camera, rng: Rng): string {
  const zb = c.z0;
  const cx = rng.range(-0.6, 0.6);
  const wood = rng.pick(WOODS);
  const s = F / zb;
  let out = shadow(c, cx - 0.8, cx + 0.8, zb - 0.4, zb);
  out +=
    box(c, cx - 0.75, cx - 0.7, 0, 0.8, zb - 0.35, zb - 0.05, darken(wood, 0.3)) +
    box(c, cx + 0.7, cx + 0.75, 0, 0.8, zb - 0.35, zb - 0.05, darken(wood, 0.3));
  out += box(c, cx - 0.8, cx + 0.8, 0.8, 0.86, zb - 0.4, zb, wood);
  out += `<ellipse cx="${num(X(c, cx, zb))}" cy="${num(Y(c, 1.55, zb))}" rx="${num(0.4 * s)}" ry="${num(0.5 * s)}" fill="#dfe7ea" stroke="#b08d57" stroke-width="4"/>`;
  out += box(c, cx - 0.45, cx - 0.3, 0.86, 1.15, zb - 0.25, zb - 0.15, '#d9d3c8');
  return out + plant(c, c.xl + 0.5, zb - 1.5, 1.2, rng);
}

function terrace(c: Camera, rng: Rng, pool: boolean): string {
  const zb = c.z0;
  let out = '';
  if (pool) {
    const x0 = rng.range(-2.4, -1.6);
    const x1 = x0 + 3.2;
    const z0 = zb - 0.8;
    const z1 = zb - 3;
    out += poly(
      [P(c, x0, 0, z0), P(c, x1, 0, z0), P(c, x1, 0, z1), P(c, x0, 0, z1)],
      'url(#water)',
      ' stroke="#f2efe8" stroke-width="4"',
    );
  }
  const fabric = rng.pick(['#f1ede4', '#d8d0c3', '#3f4f63']);
  for (const lx of pool ? [1.4, 2.3] : [-1.2, 0.2]) {
    const lz = zb - 2.2;
    out += shadow(c, lx - 0.35, lx + 0.35, lz - 1, lz + 0.8);
    out += box(c, lx - 0.33, lx + 0.33, 0.2, 0.32, lz - 0.9, lz + 0.6, fabric);
    out += poly(
      [
        P(c, lx - 0.33, 0.32, lz + 0.6),
        P(c, lx + 0.33, 0.32, lz + 0.6),
        P(c, lx + 0.33, 0.85, lz + 1.1),
        P(c, lx - 0.33, 0.85, lz + 1.1),
      ],
      lighten(fabric, 0.1),
    );
    out +=
      box(c, lx - 0.3, lx - 0.26, 0, 0.2, lz - 0.85, lz + 0.55, '#6d6d6d') +
      box(c, lx + 0.26, lx + 0.3, 0, 0.2, lz - 0.85, lz + 0.55, '#6d6d6d');
  }
  const ux = pool ? 1.85 : -0.5;
  const uz = zb - 2.6;
  out += `<path d="M${P(c, ux, 0, uz)}L${P(c, ux, 2.3, uz)}" stroke="#555" stroke-width="3"/>`;
  out += `<path d="M${P(c, ux - 1.3, 2.0, uz)}Q${P(c, ux, 2.7, uz)} ${P(c, ux + 1.3, 2.0, uz)}z" fill="${rng.pick(['#efe9dc', '#c9b79a', '#6f7d6a'])}"/>`;
  return out + plant(c, c.xl + 0.3, zb - 0.5, 1.4, rng) + plant(c, c.xr - 0.4, zb - 1.2, 1.1, rng);
}

// ---------------------------------------------------------------------------------------------------------------
// The scene

interface Scene {
  defs: string;
  body: string;
}

/** The surfaces a room's name asks for: floor, back wall and side walls. */
function surfaces(
  key: string,
  text: string,
  rng: Rng,
  space: Space,
): { floor: Material; wall: Material; side: Material } {
  const named = materialsOf(key);
  const hinted = hintedMaterials(`${key.replace(/-/g, ' ')} ${text}`);
  const plasterOf = (m: Material): Material => ({
    look: 'plaster',
    colour: luminance(COLOURS[m.colour].base) < 0.15 ? 'pearl' : rng.pick(['white', 'ivory', 'pearl']),
    finish: 'mat',
  });
  if (named.length >= 2) return { floor: named[0]!, wall: named[1]!, side: named[2] ?? plasterOf(named[1]!) };
  if (named.length === 1) {
    // One product: on the floor when it is a floor look, else on the wall over a quiet floor.
    const m = named[0]!;
    const onWall =
      ['patterned', 'mosaic', 'metallic', 'solid'].includes(m.look) || (space === 'bathroom' && rng.chance(0.5));
    if (onWall) return { floor: anyMaterial(rng, true), wall: m, side: plasterOf(m) };
    const wall = space === 'bathroom' || space === 'kitchen' ? anyMaterial(rng, false) : plasterOf(m);
    return { floor: m, wall, side: plasterOf(m) };
  }
  const floorM = hinted[0] ?? anyMaterial(rng, true);
  const wallM =
    space === 'bathroom' || space === 'kitchen' || space === 'showroom' || space === 'terrace' || rng.chance(0.4)
      ? (hinted[1] ?? anyMaterial(rng, false))
      : plasterOf(floorM);
  return { floor: floorM, wall: wallM, side: plasterOf(floorM) };
}

export function roomScene(key: string, text = ''): Scene {
  const rng = rngOf(key);
  const words = sceneWords(key, text);
  const space = spaceOf(words, rng);
  const open = space === 'terrace';
  const c: Camera = {
    vx: 375 + rng.range(-45, 45),
    vy: 150 + rng.range(-8, 8),
    z0: open ? rng.range(6.5, 7.5) : rng.range(5.3, 6),
    xl: -rng.range(2.5, 2.9),
    xr: rng.range(2.5, 2.9),
    h: space === 'lobby' ? 3.6 : 2.8,
    open,
  };
  const { floor: floorM, wall: wallM, side: sideM } = surfaces(key, text, rng, space);
  const fl = floor(c, floorM, key, rng);
  const zNear = nearZ(c) * 0.5;
  let defs =
    fl.defs +
    '<filter id="bl" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="5"/></filter>' +
    '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc3df"/><stop offset=".75" stop-color="#e7f0f4"/></linearGradient>' +
    '<linearGradient id="aw" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".1"/><stop offset=".7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".16"/></linearGradient>' +
    '<linearGradient id="af" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset=".35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".08"/></linearGradient>' +
    '<radialGradient id="vg" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></radialGradient>';
  let body = '';
  const floorClip = open
    ? [
        `-10 ${num(Y(c, 0, c.z0))}`,
        `${ROOM_W + 10} ${num(Y(c, 0, c.z0))}`,
        `${ROOM_W + 10} ${ROOM_H + 10}`,
        `-10 ${ROOM_H + 10}`,
      ]
    : [P(c, c.xl, 0, c.z0), P(c, c.xr, 0, c.z0), P(c, c.xr, 0, zNear), P(c, c.xl, 0, zNear)];
  defs += `<clipPath id="fc"><path d="M${floorClip.join('L')}z"/></clipPath>`;
  if (open) {
    // Sky, far trees, a low garden wall in the wall's tiles.
    const wallTop = 1.1;
    const wl = backWall(c, wallM, key, -40, 40, wallTop);
    defs +=
      wl.defs +
      '<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fb0c9"/><stop offset="1" stop-color="#2f7f9f"/></linearGradient>';
    body += `<rect width="${ROOM_W}" height="${ROOM_H}" fill="url(#sky)"/>`;
    let trees = '';
    for (let x = -20; x < ROOM_W + 40; x += rng.range(40, 80)) {
      const r = rng.range(30, 60);
      trees += `<circle cx="${num(x)}" cy="${num(Y(c, wallTop, c.z0) - r * 0.4)}" r="${num(r)}" fill="${rng.pick(['#5d7a4a', '#6e8c57', '#4d6a3e'])}"/>`;
    }
    body += trees + wl.body;
  } else {
    const wl = backWall(c, wallM, key, c.xl, c.xr, c.h);
    defs += wl.defs;
    body += poly(
      [P(c, c.xl, c.h, c.z0), P(c, c.xr, c.h, c.z0), P(c, c.xr, c.h, zNear), P(c, c.xl, c.h, zNear)],
      '#f3f1ec',
    );
    body +=
      wl.body +
      poly([P(c, c.xl, 0, c.z0), P(c, c.xr, 0, c.z0), P(c, c.xr, c.h, c.z0), P(c, c.xl, c.h, c.z0)], 'url(#aw)');
    // The side walls; the window is in the one the eye sees more of.
    const windowSide = c.vx - 375 > 0 ? 'l' : 'r';
    body +=
      sideWall(c, sideM, 'l', windowSide === 'l' ? 0.1 : 0.2) +
      sideWall(c, sideM, 'r', windowSide === 'r' ? 0.06 : 0.16);
    if (space !== 'bathroom' || rng.chance(0.5))
      body += sideWindow(
        c,
        windowSide,
        c.z0 - 1.2,
        c.z0 - 3.4,
        /coastal|seaside|beach|sea\b/.test(words.toLowerCase()),
      );
    // Skirting along the back wall.
    body += box(c, c.xl, c.xr, 0, 0.07, c.z0 - 0.02, c.z0, '#ece9e3');
  }
  body += `<g clip-path="url(#fc)">${fl.body}${poly(floorClip, 'url(#af)')}</g>`;
  body += (() => {
    switch (space) {
      case 'kitchen':
        return kitchen(c, rng);
      case 'bathroom':
        return bathroom(c, rng);
      case 'bedroom':
        return bedroom(c, rng);
      case 'terrace':
        return terrace(c, rng, /pool/.test(words.toLowerCase()) || rng.chance(0.3));
      case 'lobby':
        return lobby(c, rng);
      case 'dining':
        return dining(c, rng);
      case 'showroom':
        return showroom(c, rng);
      case 'hallway':
        return hallway(c, rng);
      default:
        return living(c, rng);
    }
  })();
  body += `<rect width="${ROOM_W}" height="${ROOM_H}" fill="url(#vg)"/>`;
  return { defs, body };
}

/** A room's picture. */
export function room(key: string): string {
  const scene = roomScene(key, textOfKey(key));
  const headline = textOfKey(key);
  const overlay = headline
    ? /(^|-)ad-\d/.test(key)
      ? adText(headline, key)
      : bannerText(headline, key)
    : { defs: '', body: '' };
  return svgDoc(ROOM_W, ROOM_H, `<defs>${scene.defs}${overlay.defs}</defs>${scene.body}${overlay.body}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Headlines

/** A headline 'Kicker: the rest' gives a small line over the big one. */
function splitHeadline(text: string): { kicker: string; title: string } {
  const at = text.indexOf(':');
  if (at > 0 && at <= 16) return { kicker: text.slice(0, at).trim().toUpperCase(), title: text.slice(at + 1).trim() };
  return { kicker: '', title: text };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  anchor: 'start' | 'middle',
  fill: string,
): string {
  const spans = lines
    .map((line, i) => `<tspan x="${x}" y="${num(y + i * size * 1.12)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text font-family="${SANS}" font-size="${size}" font-weight="700" text-anchor="${anchor}" fill="${fill}">${spans}</text>`;
}

/** A banner: a dark wash from the left, the headline in two lines at most, a small kicker and a button. */
function bannerText(headline: string, key: string): Scene {
  const { kicker, title } = splitHeadline(headline);
  const fit = fitText(capitalised(title), [50, 46, 42, 38, 34], 430, 2);
  const lineGap = fit.size * 1.12;
  const blockH = (kicker ? 34 : 0) + fit.lines.length * lineGap + 64;
  let y = Math.round((ROOM_H - blockH) / 2 + 10);
  let body = `<rect width="${ROOM_W}" height="${ROOM_H}" fill="url(#bw)"/>`;
  if (kicker) {
    body += `<text x="56" y="${y + 16}" font-family="${SANS}" font-size="20" font-weight="700" letter-spacing="3" fill="#f1d9a8">${escapeXml(kicker)}</text>`;
    y += 34;
  }
  body += textLines(fit.lines, 54, y + fit.size * 0.85, fit.size, 'start', '#fff');
  y += fit.lines.length * lineGap + 22;
  const label = /(^|-)banner-[0-9]/.test(key) && /\b3d\b|display/i.test(headline) ? 'Try it in 3D' : 'Discover';
  const w = Math.round(textWidth(label, 17) + 44);
  body += `<rect x="56" y="${y}" width="${w}" height="40" rx="20" fill="#fff"/><text x="${56 + w / 2}" y="${y + 26}" font-family="${SANS}" font-size="17" font-weight="700" text-anchor="middle" fill="#2a2622">${escapeXml(label)}</text>`;
  return {
    defs: '<linearGradient id="bw" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#17130f" stop-opacity=".78"/><stop offset=".55" stop-color="#17130f" stop-opacity=".45"/><stop offset=".85" stop-color="#17130f" stop-opacity="0"/></linearGradient>',
    body,
  };
}

/** An advert: shown cut to a portrait frame, so everything sits in the middle third. */
function adText(headline: string, _key: string): Scene {
  const { kicker, title } = splitHeadline(headline);
  const fit = fitText(capitalised(title), [38, 34, 30, 27, 24], 270, 2);
  const lineGap = fit.size * 1.12;
  const panelH = (kicker ? 34 : 0) + fit.lines.length * lineGap + 96;
  const top = Math.round((ROOM_H - panelH) / 2);
  let body = `<rect width="${ROOM_W}" height="${ROOM_H}" fill="#17130f" opacity=".25"/><rect x="225" y="${top}" width="300" height="${num(panelH)}" rx="6" fill="#17130f" opacity=".72"/>`;
  let y = top + 26;
  if (kicker) {
    body += `<text x="375" y="${y + 12}" font-family="${SANS}" font-size="17" font-weight="700" letter-spacing="3" text-anchor="middle" fill="#f1d9a8">${escapeXml(kicker)}</text>`;
    y += 34;
  }
  body += textLines(fit.lines, 375, y + fit.size * 0.8, fit.size, 'middle', '#fff');
  y += fit.lines.length * lineGap + 14;
  body += `<rect x="315" y="${num(y)}" width="120" height="36" rx="18" fill="#fff"/><text x="375" y="${num(y + 24)}" font-family="${SANS}" font-size="16" font-weight="700" text-anchor="middle" fill="#2a2622">See more</text>`;
  return { defs: '', body };
}
