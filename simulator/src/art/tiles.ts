import {
  alphaFromRed,
  anyMaterial,
  COLOURS,
  darken,
  hintedMaterials,
  lighten,
  luminance,
  materialsOf,
  mix,
  type Material,
} from './materials.js';
import { rngOf, seedOf, type Rng } from './random.js';
import { num, svgDoc } from './text.js';

/**
 * Tile faces: the surface of one tile in its look and colour, drawn in a box where 300 units are one tile. The
 * textures are SVG noise filters (marble veins are the creases of turbulence, wood grain the contour lines of
 * stretched noise), so a face costs a few hundred bytes; terrazzo chips and patterns are paths.
 */

export interface Face {
  defs: string;
  body: string;
}

export interface FaceOptions {
  /** Prefix of the ids in the face's defs, unique within the document. */
  id: string;
  /** The name the face's randomness comes from. */
  seed: string;
  width?: number;
  height?: number;
  /** Fewer chips and layers: for small faces in a room. */
  lite?: boolean;
}

function noiseFilter(
  id: string,
  type: 'fractalNoise' | 'turbulence',
  frequency: string,
  octaves: number,
  seed: number,
  matrix: string,
  between = '',
): string {
  return `<filter id="${id}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="${type}" baseFrequency="${frequency}" numOctaves="${octaves}" seed="${seed}"/>${between}<feColorMatrix values="${matrix}"/></filter>`;
}

/** A triangle wave over the red channel: the noise's contour lines, as wood rings or stone beds. */
function bands(count: number, sharp = false): string {
  const values = Array.from({ length: count * 2 + 1 }, (_, i) => (i % 2 ? (sharp ? '1' : '.8') : '0')).join(' ');
  return `<feComponentTransfer><feFuncR type="table" tableValues="${values}"/></feComponentTransfer>`;
}

const layer = (id: string, w: number, h: number, extra = '') =>
  `<rect width="${w}" height="${h}" filter="url(#${id})"${extra}/>`;

/** A peak of the red channel round one level: the level's contour line of the noise, as a marble vein. */
function contour(width: number): string {
  const n = Math.round(1 / width);
  const values = Array.from({ length: 2 * n + 1 }, (_, i) =>
    i === n ? '1' : i === n - 1 || i === n + 1 ? '.35' : '0',
  ).join(' ');
  return `<feComponentTransfer><feFuncR type="table" tableValues="${values}"/></feComponentTransfer>`;
}

function marble(m: Material, o: Required<FaceOptions>, rng: Rng): Face {
  const { base, accent } = COLOURS[m.colour];
  const { id, width: w, height: h } = o;
  const s = (n: number) => seedOf(o.seed, n);
  const angle = rng.pick([-38, -30, 30, 38, 52, -52]);
  // The veins are drawn on a square larger than the face, turned, so they run across it diagonally.
  const side = Math.ceil(Math.hypot(w, h));
  const ox = num((w - side) / 2);
  const oy = num((h - side) / 2);
  const turned = (inner: string) =>
    `<g transform="rotate(${angle} ${num(w / 2)} ${num(h / 2)})"><g transform="translate(${ox} ${oy})">${inner}</g></g>`;
  // Calacatta and Statuario: bold veins; Carrara: fine grey ones; Arabescato and Emperador: a web; Onice: bands.
  const style = m.style ?? '';
  const bold = style === 'calacatta' || style === 'statuario';
  const web = style === 'arabescato' || style === 'emperador';
  const veinFrequency = web ? '0.0035 0.008' : `${rng.pick(['0.0016', '0.0022'])} 0.006`;
  const veinWidth = bold ? 0.085 : style === 'carrara' ? 0.03 : rng.pick([0.045, 0.06]);
  const veins =
    style === 'onice'
      ? noiseFilter(`${id}v`, 'fractalNoise', '0.0025 0.007', 4, s(2), alphaFromRed(accent, 0.8, 0), bands(6))
      : noiseFilter(`${id}v`, 'fractalNoise', veinFrequency, 5, s(2), alphaFromRed(accent, 1, 0), contour(veinWidth));
  const defs =
    noiseFilter(
      `${id}c`,
      'fractalNoise',
      '0.005',
      3,
      s(1),
      alphaFromRed(mix(base, accent, 0.45), 1.8, web ? -0.6 : -0.75),
    ) +
    veins +
    (o.lite
      ? ''
      : noiseFilter(
          `${id}f`,
          'fractalNoise',
          web || style === 'carrara' ? '0.006 0.016' : '0.004 0.012',
          4,
          s(3),
          alphaFromRed(mix(accent, base, 0.3), 1, 0),
          contour(0.035),
        ));
  const body =
    layer(`${id}c`, w, h) +
    turned(
      layer(`${id}v`, side, side, ' opacity=".85"') + (o.lite ? '' : layer(`${id}f`, side, side, ' opacity=".5"')),
    );
  return { defs, body };
}

function wood(m: Material, o: Required<FaceOptions>, rng: Rng): Face {
  const { base } = COLOURS[m.colour];
  const { id, width: w, height: h } = o;
  const s = (n: number) => seedOf(o.seed, n);
  const grain = darken(base, luminance(base) < 0.1 ? 0.5 : 0.32);
  const defs =
    // Larch and walnut show wide figured rings; teak and ash a tight straight grain; oak sits between.
    noiseFilter(
      `${id}r`,
      'fractalNoise',
      m.style === 'teak' || m.style === 'frassino'
        ? '0.02 0.0008'
        : m.style === 'larice' || m.style === 'noce'
          ? '0.005 0.0015'
          : `${rng.pick(['0.006', '0.008'])} 0.0012`,
      3,
      s(1),
      alphaFromRed(grain, m.style === 'larice' ? 1 : 0.8, 0),
      bands(m.style === 'larice' ? 12 : rng.int(7, 10)),
    ) +
    noiseFilter(`${id}s`, 'fractalNoise', '0.12 0.003', 2, s(2), alphaFromRed(darken(base, 0.35), 3.4, -1.75)) +
    noiseFilter(`${id}l`, 'fractalNoise', '0.004 0.0015', 2, s(3), alphaFromRed(lighten(base, 0.35), 2.2, -1));
  const body = layer(`${id}l`, w, h) + layer(`${id}r`, w, h) + layer(`${id}s`, w, h, ' opacity=".7"');
  return { defs, body };
}

function concrete(m: Material, o: Required<FaceOptions>, rng: Rng): Face {
  const { base } = COLOURS[m.colour];
  const { id, width: w, height: h } = o;
  const s = (n: number) => seedOf(o.seed, n);
  const defs =
    noiseFilter(`${id}d`, 'fractalNoise', '0.007', 4, s(1), alphaFromRed(darken(base, 0.3), 2.2, -0.95)) +
    noiseFilter(`${id}b`, 'fractalNoise', '0.012', 3, s(2), alphaFromRed(lighten(base, 0.35), 2.2, -1.05)) +
    noiseFilter(`${id}p`, 'fractalNoise', '0.6', 1, s(3), alphaFromRed(darken(base, 0.45), 7, -4.2));
  const smooth = m.style === 'resina';
  const pores = Array.from({ length: smooth ? 0 : o.lite ? 4 : 12 }, () => {
    const r = rng.range(0.8, 2.6);
    return `M${num(rng.range(0, w))} ${num(rng.range(0, h))}m-${num(r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 -${num(2 * r)} 0`;
  }).join('');
  const body =
    layer(`${id}d`, w, h, m.style === 'urban' ? '' : ' opacity=".8"') +
    layer(`${id}b`, w, h) +
    layer(`${id}p`, w, h, smooth ? ' opacity=".25"' : ' opacity=".55"') +
    (pores ? `<path d="${pores}" fill="${darken(base, 0.4)}" opacity=".7"/>` : '');
  return { defs, body };
}

/** Stone: travertine beds and pores, slate's cleft layers, basalt's fine grain, quartzite's soft veins, else a mottled limestone. */
function stone(m: Material, o: Required<FaceOptions>, rng: Rng): Face {
  const { base, accent } = COLOURS[m.colour];
  const { id, width: w, height: h } = o;
  const s = (n: number) => seedOf(o.seed, n);
  const style = m.style ?? rng.pick(['travertino', 'pietra', 'pietra']);
  const vein = mix(base, accent, 0.55);
  let defs =
    noiseFilter(`${id}d`, 'fractalNoise', '0.011', 5, s(1), alphaFromRed(darken(base, 0.25), 2.6, -1.1)) +
    noiseFilter(`${id}l`, 'fractalNoise', '0.02 0.03', 4, s(4), alphaFromRed(lighten(base, 0.3), 2.6, -1.2));
  let body = layer(`${id}d`, w, h) + layer(`${id}l`, w, h);
  if (style === 'travertino') {
    defs += noiseFilter(
      `${id}b`,
      'fractalNoise',
      `0.003 ${rng.pick(['0.01', '0.014'])}`,
      4,
      s(2),
      alphaFromRed(vein, 0.45, -0.05),
      bands(rng.int(3, 4)),
    );
    const pores = Array.from(
      { length: o.lite ? 5 : 16 },
      () => `M${num(rng.range(0, w))} ${num(rng.range(0, h))}h${num(rng.range(3, 12))}`,
    ).join('');
    body +=
      layer(`${id}b`, w, h) +
      `<path d="${pores}" stroke="${darken(base, 0.35)}" stroke-width="2" stroke-linecap="round" opacity=".55"/>`;
  } else if (style === 'ardesia') {
    // Slate splits in flat layers: the noise in a few steps gives patches with sharp edges.
    defs += noiseFilter(
      `${id}b`,
      'fractalNoise',
      '0.006 0.016',
      4,
      s(2),
      alphaFromRed(darken(base, 0.28), 1, 0),
      `<feComponentTransfer><feFuncR type="discrete" tableValues="0 .2 .5 .1 .7 .3 .9"/></feComponentTransfer>`,
    );
    body += layer(`${id}b`, w, h, ' opacity=".7"');
  } else if (style === 'basalto') {
    defs += noiseFilter(`${id}b`, 'fractalNoise', '0.7', 2, s(2), alphaFromRed(darken(base, 0.35), 3, -1.3));
    body += layer(`${id}b`, w, h, ' opacity=".6"');
  } else if (style === 'quarzite') {
    defs += noiseFilter(
      `${id}b`,
      'fractalNoise',
      '0.0025 0.008',
      4,
      s(2),
      alphaFromRed(lighten(base, 0.45), 1, 0),
      contour(0.07),
    );
    body += layer(`${id}b`, w, h, ' opacity=".7"');
  }
  defs += noiseFilter(`${id}p`, 'fractalNoise', '0.05 0.5', 2, s(3), alphaFromRed(darken(base, 0.25), 3, -1.6));
  return { defs, body: body + layer(`${id}p`, w, h, ' opacity=".5"') };
}

function terrazzo(m: Material, o: Required<FaceOptions>, rng: Rng): Face {
  const { base, accent } = COLOURS[m.colour];
  const { id, width: w, height: h } = o;
  const dark = luminance(base) < 0.25;
  const chipColours = dark
    ? ['#e4ded2', accent, '#8b8f93', '#b8784f']
    : [darken(accent, 0.15), '#3b3b3d', '#ffffff', rng.pick(['#b56a48', '#5f7686', '#c49a4a', '#7d8f74'])];
  const area = (w * h) / 90_000;
  // Palladiana: large shards; Granito: fine grains; Venezia (and the rest): chips of every size.
  const shards = m.style === 'palladiana';
  const fine = m.style === 'granito';
  const paths = chipColours.map((colour, ci) => {
    const count = Math.round(
      (o.lite ? [22, 12, 12, 7] : [64, 36, 36, 20])[ci]! * area * (shards ? 0.45 : fine ? 1.4 : 1),
    );
    let d = '';
    for (let i = 0; i < count; i += 1) {
      const big = rng.chance(shards ? 0.5 : fine ? 0 : 0.18);
      const r = big ? rng.range(6, shards ? 26 : 13) : rng.range(fine ? 1.2 : 1.8, fine ? 3.2 : 5);
      const x = rng.range(0, w);
      const y = rng.range(0, h);
      const sides = rng.int(3, 5);
      const start = rng.range(0, Math.PI * 2);
      // Integer corners, the first absolute and the others relative: a chip costs about 20 bytes.
      let px = Math.round(x + Math.cos(start) * r);
      let py = Math.round(y + Math.sin(start) * r);
      const points = [`${px} ${py}`];
      for (let k = 1; k < sides; k += 1) {
        const a = start + (k / sides) * Math.PI * 2 + rng.range(-0.4, 0.4);
        const rr = r * rng.range(0.6, 1.15);
        const nx = Math.round(x + Math.cos(a) * rr);
        const ny = Math.round(y + Math.sin(a) * rr);
        points.push(`${nx - px} ${ny - py}`);
        px = nx;
        py = ny;
      }
      d += `M${points[0]}l${points.slice(1).join(' ')}z`;
    }
    return `<path d="${d}" fill="${colour}"/>`;
  });
  const defs = noiseFilter(
    `${id}d`,
    'fractalNoise',
    '0.9',
    1,
    seedOf(o.seed, 1),
    alphaFromRed(dark ? lighten(base, 0.3) : darken(base, 0.25), 4, -2.2),
  );
  return { defs, body: layer(`${id}d`, w, h, ' opacity=".5"') + paths.join('') };
}

/** Encaustic cement patterns, each symmetric so laid tiles join into a larger figure. */
function patterned(m: Material, o: Required<FaceOptions>, rng: Rng): Face {
  const { base, accent } = COLOURS[m.colour];
  const { id, width: w, height: h } = o;
  const ink = luminance(base) < 0.2 ? accent : darken(accent, 0.15);
  const mid = mix(base, ink, 0.45);
  const motif = { maiolica: 0, hydraulic: 1, encaustic: 2, deco: 3 }[m.style ?? ''] ?? rng.int(0, 3);
  const one = (() => {
    switch (motif) {
      case 0: // a flower in a ring, quarter circles in the corners
        return `<circle cx="150" cy="150" r="112" fill="none" stroke="${ink}" stroke-width="10"/><path d="M150 52c30 40 30 56 0 98-30-42-30-58 0-98zM150 248c30-40 30-56 0-98-30 42-30 58 0 98zM52 150c40-30 56-30 98 0-42 30-58 30-98 0zM248 150c-40-30-56-30-98 0 42 30 58 30 98 0z" fill="${mid}"/><circle cx="150" cy="150" r="22" fill="${ink}"/><path d="M0 0h62a62 62 0 0 1-62 62zM300 0v62a62 62 0 0 1-62-62zM300 300h-62a62 62 0 0 1 62-62zM0 300v-62a62 62 0 0 1 62 62z" fill="${ink}"/>`;
      case 1: // an eight-pointed star over corner triangles
        return `<path d="M0 0h110L0 110zM300 0v110L190 0zM300 300H190l110-110zM0 300V190l110 110z" fill="${mid}"/><path d="M150 40l33 77 77 33-77 33-33 77-33-77-77-33 77-33z" fill="${ink}"/><path d="M72 72h156v156H72z" fill="none" stroke="${ink}" stroke-width="8"/><circle cx="150" cy="150" r="34" fill="${base}"/><circle cx="150" cy="150" r="14" fill="${mid}"/>`;
      case 2: // a lattice of diamonds
        return `<path d="M150 0l150 150-150 150L0 150z" fill="${mid}"/><path d="M150 46l104 104-104 104L46 150z" fill="${base}"/><path d="M150 92l58 58-58 58-58-58z" fill="${ink}"/><path d="M0 0l40 40M300 0l-40 40M300 300l-40-40M0 300l40-40" stroke="${ink}" stroke-width="10"/>`;
      default: // a quatrefoil with half circles on the edges, which lay into rings
        return `<path d="M150 70a40 40 0 0 1 40 40 40 40 0 0 1 0 80 40 40 0 0 1-80 0 40 40 0 0 1 0-80 40 40 0 0 1 40-40z" transform="rotate(45 150 150)" fill="${ink}"/><circle cx="150" cy="150" r="30" fill="${base}"/><path d="M110 0a40 40 0 0 0 80 0zM110 300a40 40 0 0 1 80 0zM0 110a40 40 0 0 1 0 80zM300 110a40 40 0 0 0 0 80z" fill="${mid}"/><path d="M0 0h300v300H0z" fill="none" stroke="${ink}" stroke-width="12"/>`;
    }
  })();
  const scale = w === 300 && h === 300 ? '' : ` transform="scale(${num(w / 300)} ${num(h / 300)})"`;
  const defs = noiseFilter(
    `${id}d`,
    'fractalNoise',
    '0.04',
    3,
    seedOf(o.seed, 1),
    alphaFromRed(lighten(base, 0.5), 2.6, -1.4),
  );
  return {
    defs,
    body: `<g${scale}>${one}</g>${layer(`${id}d`, w, h, luminance(base) < 0.2 ? ' opacity=".25"' : ' opacity=".5"')}`,
  };
}

function metallic(m: Material, o: Required<FaceOptions>): Face {
  const { base } = COLOURS[m.colour];
  const { id, width: w, height: h } = o;
  const s = (n: number) => seedOf(o.seed, n);
  const defs =
    noiseFilter(`${id}l`, 'fractalNoise', '0.003 0.45', 2, s(1), alphaFromRed(lighten(base, 0.45), 2.4, -1)) +
    noiseFilter(`${id}d`, 'fractalNoise', '0.004 0.3', 2, s(2), alphaFromRed(darken(base, 0.35), 2.4, -1.05)) +
    noiseFilter(
      `${id}o`,
      'fractalNoise',
      '0.01',
      3,
      s(3),
      alphaFromRed(mix(darken(base, 0.3), '#8a4b2a', 0.35), 2.4, -1.2),
    ) +
    `<linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset=".2" stop-color="#fff" stop-opacity="0"/><stop offset=".45" stop-color="#fff" stop-opacity=".32"/><stop offset=".62" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
  // Corten and Ossido rust in patches; Titanio is all brushed steel.
  const rust = m.style === 'corten' || m.style === 'ossido' ? '' : ' opacity=".4"';
  return {
    defs,
    body:
      layer(`${id}o`, w, h, rust) +
      layer(`${id}l`, w, h) +
      layer(`${id}d`, w, h) +
      `<rect width="${w}" height="${h}" fill="url(#${id}g)"/>`,
  };
}

function solid(m: Material, o: Required<FaceOptions>): Face {
  const { base } = COLOURS[m.colour];
  const { id, width: w, height: h } = o;
  const defs = noiseFilter(
    `${id}d`,
    'fractalNoise',
    '0.012',
    2,
    seedOf(o.seed, 1),
    alphaFromRed(darken(base, 0.08), 1.6, -0.75),
  );
  return { defs, body: layer(`${id}d`, w, h) };
}

/** A mosaic sheet: small chips of slightly different shades in a grout grid. */
function mosaic(m: Material, o: Required<FaceOptions>, rng: Rng): Face {
  const { base, accent } = COLOURS[m.colour];
  const { width: w, height: h } = o;
  const chip = 50;
  const shades = [mix(base, accent, 0.18), lighten(base, 0.12), darken(base, 0.1)];
  const paths = shades.map(() => '');
  for (let y = 0; y < h; y += chip)
    for (let x = 0; x < w; x += chip)
      if (rng.chance(0.6)) paths[rng.int(0, 2)] += `M${x} ${y}h${chip}v${chip}h-${chip}z`;
  const grout = luminance(base) < 0.2 ? '#55575a' : lighten(base, 0.55);
  let lines = '';
  for (let x = chip; x < w; x += chip) lines += `M${x} 0V${h}`;
  for (let y = chip; y < h; y += chip) lines += `M0 ${y}H${w}`;
  return {
    defs: '',
    body:
      paths.map((d, i) => (d ? `<path d="${d}" fill="${shades[i]}"/>` : '')).join('') +
      `<path d="${lines}" stroke="${grout}" stroke-width="5"/>`,
  };
}

function plaster(m: Material, o: Required<FaceOptions>): Face {
  const { base } = COLOURS[m.colour];
  const { id, width: w, height: h } = o;
  const defs = noiseFilter(
    `${id}d`,
    'fractalNoise',
    '0.005',
    3,
    seedOf(o.seed, 1),
    alphaFromRed(darken(base, 0.08), 2, -0.9),
  );
  return { defs, body: layer(`${id}d`, w, h) };
}

/** The sheen of a finish: a soft diagonal highlight, strong when polished. */
function sheen(m: Material, id: string, w: number, h: number): Face {
  const strength = { pol: 0.3, lap: 0.17, sat: 0.09, mat: 0, str: 0 }[m.finish];
  if (!strength || m.look === 'metallic' || m.look === 'plaster') return { defs: '', body: '' };
  return {
    defs: `<linearGradient id="${id}h" x1="0" y1="0" x2="1" y2="1"><stop offset=".25" stop-color="#fff" stop-opacity="0"/><stop offset=".48" stop-color="#fff" stop-opacity="${strength}"/><stop offset=".56" stop-color="#fff" stop-opacity="${num(strength * 0.4)}"/><stop offset=".75" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#${id}h)"/>`,
  };
}

/** The face of a tile (or a wider piece of the same surface), base colour first. */
export function face(m: Material, options: FaceOptions): Face {
  const o: Required<FaceOptions> = { width: 300, height: 300, lite: false, ...options };
  const rng = rngOf(o.seed);
  const drawn = (() => {
    switch (m.look) {
      case 'marble':
        return marble(m, o, rng);
      case 'wood':
        return wood(m, o, rng);
      case 'concrete':
        return concrete(m, o, rng);
      case 'stone':
        return stone(m, o, rng);
      case 'terrazzo':
        return terrazzo(m, o, rng);
      case 'patterned':
        return patterned(m, o, rng);
      case 'metallic':
        return metallic(m, o);
      case 'mosaic':
        return mosaic(m, o, rng);
      case 'plaster':
        return plaster(m, o);
      default:
        return solid(m, o);
    }
  })();
  const shine = sheen(m, o.id, o.width, o.height);
  return {
    defs: drawn.defs + shine.defs,
    body: `<rect width="${o.width}" height="${o.height}" fill="${COLOURS[m.colour].base}"/>${drawn.body}${shine.body}`,
  };
}

/** The material a tile's name names, else one its words suggest, else one drawn from the name. */
export function tileMaterial(key: string): Material {
  return materialsOf(key)[0] ?? hintedMaterials(key.replace(/-/g, ' '))[0] ?? anyMaterial(rngOf(key), true);
}

/** A tile's picture (300 × 300): one face of the tile, full bleed, as a catalogue shows it. */
export function tile(key: string): string {
  const f = face(tileMaterial(key), { id: 't', seed: key });
  return svgDoc(300, 300, `${f.defs ? `<defs>${f.defs}</defs>` : ''}${f.body}`);
}
