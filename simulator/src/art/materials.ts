import type { Rng } from './random.js';

/**
 * Materials of the pictures: a look (marble, wood …), a colour named as the catalogue names it (Nero, Sand …) and
 * a finish. A picture's name carries them as words: 'marble-nero-pol' is a polished black marble.
 */

export const LOOKS = [
  'marble',
  'wood',
  'concrete',
  'terrazzo',
  'stone',
  'patterned',
  'metallic',
  'solid',
  'mosaic',
  'plaster',
] as const;
export type Look = (typeof LOOKS)[number];

export const FINISHES = ['mat', 'pol', 'sat', 'lap', 'str'] as const;
export type Finish = (typeof FINISHES)[number];

export interface Colour {
  /** The surface's own colour: what a customer calls the tile. */
  base: string;
  /** The contrasting colour of its veins, grain or chips. */
  accent: string;
}

/** The catalogue's colours (products.ts COLOURS), by the first word of their name. */
export const COLOURS = {
  white: { base: '#f1f0ec', accent: '#8f959b' },
  ivory: { base: '#efe7d7', accent: '#b0925f' },
  sand: { base: '#d9c4a2', accent: '#9c7f58' },
  pearl: { base: '#e3e2de', accent: '#a19d97' },
  ash: { base: '#a7a6a2', accent: '#e9e7e2' },
  anthracite: { base: '#46484b', accent: '#9a9da1' },
  nero: { base: '#1c1c1e', accent: '#e8e4da' },
  walnut: { base: '#6a4530', accent: '#d2b594' },
  honey: { base: '#c8924f', accent: '#f1dcb6' },
  sage: { base: '#93a289', accent: '#e6ebe0' },
  ocean: { base: '#2f5c7a', accent: '#d6e3ec' },
} as const satisfies Record<string, Colour>;
export type ColourName = keyof typeof COLOURS;
export const COLOUR_NAMES = Object.keys(COLOURS) as ColourName[];

export interface Material {
  look: Look;
  colour: ColourName;
  finish: Finish;
  /** The collection, when the name gives it ('travertino', 'calacatta' …): a variant of the look. */
  style?: string;
}

/** The catalogue's collections (products.ts COLLECTIONS), which draw their look their own way. */
export const STYLES = [
  'calacatta',
  'statuario',
  'carrara',
  'emperador',
  'onice',
  'arabescato',
  'rovere',
  'noce',
  'larice',
  'teak',
  'frassino',
  'cemento',
  'urban',
  'beton',
  'resina',
  'venezia',
  'palladiana',
  'granito',
  'pietra',
  'ardesia',
  'travertino',
  'quarzite',
  'basalto',
  'hydraulic',
  'maiolica',
  'deco',
  'encaustic',
  'ossido',
  'corten',
  'titanio',
  'tinta',
  'colore',
  'pura',
];

const isLook = (word: string): word is Look => (LOOKS as readonly string[]).includes(word);
const isColour = (word: string): word is ColourName => Object.hasOwn(COLOURS, word); // own keys: "constructor" is no colour
const isFinish = (word: string): word is Finish => (FINISHES as readonly string[]).includes(word);

/**
 * The words a seed writes into a picture's name for a product's look, colour, finish and collection as the
 * catalogue names them ('Marble Look', 'Ash Grey', 'Polished', 'Carrara' → 'marble-ash-pol-carrara').
 */
export function materialCode(look: string, colour: string, finish = '', collection = ''): string {
  const word = (text: string) => text.trim().split(/\s+/)[0]!.toLowerCase();
  const f = finish ? word(finish).slice(0, 3) : '';
  const style = collection ? word(collection) : '';
  return [word(look), word(colour), ...(isFinish(f) ? [f] : []), ...(STYLES.includes(style) ? [style] : [])].join('-');
}

/** Every material named in a picture's name, in order: a look word directly followed by a colour word. */
export function materialsOf(key: string): Material[] {
  const words = key.split('--')[0]!.split('-');
  const found: Material[] = [];
  for (let i = 0; i < words.length - 1; i += 1) {
    const look = words[i]!;
    const colour = words[i + 1]!;
    if (isLook(look) && isColour(colour)) {
      const finish = words[i + 2] ?? '';
      const style = words[isFinish(finish) ? i + 3 : i + 2] ?? '';
      found.push({
        look,
        colour,
        finish: isFinish(finish) ? finish : 'mat',
        ...(STYLES.includes(style) ? { style } : {}),
      });
      i += 1;
    }
  }
  return found;
}

/** Words of names and headlines that suggest a material ('Calacatta', 'loft', 'Nordic' …). */
const HINTS: [RegExp, Material][] = [
  [/calacatta|oro\b|gold/, { look: 'marble', colour: 'ivory', finish: 'pol' }],
  [/marble|marmoreo|statuario|carrara/, { look: 'marble', colour: 'white', finish: 'pol' }],
  [/terrazzo|venezia/, { look: 'terrazzo', colour: 'pearl', finish: 'mat' }],
  [/nordic|wood|oak|scandi|calm|bedroom/, { look: 'wood', colour: 'honey', finish: 'mat' }],
  [/loft|urban|industrial|concrete|downtown/, { look: 'concrete', colour: 'ash', finish: 'mat' }],
  [/coastal|seaside|beach|sand|riverside/, { look: 'stone', colour: 'sand', finish: 'mat' }],
  [/\bspa\b|wet|shower|stone|lithos|travertin/, { look: 'stone', colour: 'pearl', finish: 'mat' }],
  [/terra|viva|warm|garden|villa|hillside/, { look: 'stone', colour: 'sand', finish: 'str' }],
  [/hotel|lobby|boutique|luxury|historic/, { look: 'marble', colour: 'nero', finish: 'pol' }],
  [/kitchen|chef/, { look: 'terrazzo', colour: 'white', finish: 'mat' }],
  [/retail|shop|store|showroom|skyline/, { look: 'concrete', colour: 'pearl', finish: 'lap' }],
];

/** Materials suggested by the words of a name or a headline, best first. */
export function hintedMaterials(text: string): Material[] {
  const lower = text.toLowerCase();
  return HINTS.filter(([pattern]) => pattern.test(lower)).map(([, m]) => m);
}

/** A material for a surface nothing names, in the quiet colours most rooms are tiled in. */
export function anyMaterial(rng: Rng, forFloor: boolean): Material {
  const look = rng.pick<Look>(
    forFloor
      ? ['marble', 'wood', 'wood', 'concrete', 'stone', 'terrazzo', 'stone']
      : ['marble', 'solid', 'stone', 'terrazzo', 'concrete', 'patterned', 'mosaic'],
  );
  const colours: ColourName[] =
    look === 'wood'
      ? ['honey', 'walnut', 'sand', 'ash']
      : look === 'marble'
        ? ['white', 'ivory', 'nero', 'pearl']
        : ['white', 'ivory', 'sand', 'pearl', 'ash', 'anthracite', 'sage'];
  return { look, colour: rng.pick(colours), finish: look === 'marble' ? 'pol' : 'mat' };
}

// ---------------------------------------------------------------------------------------------------------------
// Colour arithmetic

type Rgb = [number, number, number];

export function rgbOf(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function hexOf([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** A mix of two colours: t = 0 is a, 1 is b. */
export function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return hexOf([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const darken = (c: string, t: number) => mix(c, '#000000', t);
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

/** Relative luminance (0 black … 1 white). */
export function luminance(hex: string): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = rgbOf(hex);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The colour as feColorMatrix rows that paint it with the alpha of the input's red channel times k plus c. */
export function alphaFromRed(colour: string, k: number, c: number): string {
  const [r, g, b] = rgbOf(colour).map((v) => Math.round((v / 255) * 1000) / 1000);
  return `0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${k} 0 0 0 ${c}`;
}
