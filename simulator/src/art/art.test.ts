import { describe, expect, it } from 'vitest';
import { catalogueOf } from '../state/catalogue.js';
import { createWorld } from '../state/world.js';
import { cover } from './covers.js';
import { codeOf, roomKey, typeCode, withProducts } from './keys.js';
import { logo } from './logos.js';
import { COLOURS, luminance, materialCode, materialsOf, rgbOf } from './materials.js';
import { avatar } from './people.js';
import { room } from './rooms.js';
import { decodeText, encodeText, textOfKey, withText } from './text.js';
import { tile } from './tiles.js';

/**
 * A small well-formedness check (enough for what the drawers write): tags nest and close, attributes are quoted,
 * and '<' and '&' appear only as markup or entities.
 */
function wellFormed(xml: string): string | null {
  const stack: string[] = [];
  const token = /<\/?([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let at = 0;
  while (at < xml.length) {
    token.lastIndex = at;
    const m = token.exec(xml);
    if (!m) return `bad markup at ${at}: ${xml.slice(at, at + 40)}`;
    at = token.lastIndex;
    const [whole, name, , selfClosing, text] = m;
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(text)) return `bare '&' in ${text.slice(0, 40)}`;
      continue;
    }
    for (const value of whole.matchAll(/="([^"]*)"/g))
      if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(value[1]!)) return `bare '&' in an attribute of <${name}>`;
    if (whole.startsWith('</')) {
      if (stack.pop() !== name) return `</${name}> closes the wrong element`;
    } else if (!selfClosing) stack.push(name!);
  }
  return stack.length ? `<${stack.at(-1)}> is never closed` : null;
}

const sizeOf = (svg: string) =>
  /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) (\d+)" width="(\d+)" height="(\d+)">/
    .exec(svg)
    ?.slice(1)
    .map(Number);
/** The colour the tile is: its base, the first full-size rectangle (the display tests read it the same way). */
const baseOf = (svg: string) => /<rect width="300" height="300" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1] ?? '';

function hueOf(hex: string): { hue: number; saturation: number } {
  const [r, g, b] = rgbOf(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const hue =
    d === 0
      ? 0
      : max === r
        ? 60 * (((g - b) / d + 6) % 6)
        : max === g
          ? 60 * ((b - r) / d + 2)
          : 60 * ((r - g) / d + 4);
  return { hue, saturation: max === 0 ? 0 : d / max };
}

const KEYS = {
  tile: [
    'dc-eu-p4-marble-nero-pol-calacatta',
    'dc-eu-p7-wood-honey-mat-rovere',
    'dc-eu-p9-terrazzo-sand-sat-venezia',
    'dc-eu-p12-patterned-ocean-mat',
    'dc-eu-p1',
    'dc-eu-marmoreo-6-mosaic-sage-mat',
  ],
  room: [
    'dc-eu-case-2-s1-r1-bathroom-marble-nero-pol-mosaic-white-mat',
    'dc-eu-template-11-outdoor-stone-sand-str-patterned-ocean-mat-solid-white-mat',
    withText('dc-eu-banner-3', 'Real case: Downtown Bathroom in Barcelona'),
    withText('dc-eu-ad-1', 'Opening week: 15% off Terra Viva'),
    'dc-eu-store-1',
    'dc-eu-case-1',
  ],
  logo: ['marmoreo', 'terra-viva', 'lithos', 'someone-else'],
  avatar: ['dc-eu-rep-female', 'dc-eu-uploader-3-male', 'marta'],
  pdf: ['dc-eu-marmoreo-collection-2026-3', 'dc-eu-lithos-technical-data-20'],
};
const DRAWERS = { tile, room, logo, avatar, pdf: cover };
const SIZES = { tile: [300, 300], room: [750, 420], logo: [240, 80], avatar: [120, 120], pdf: [300, 420] };

describe('the drawers', () => {
  for (const [kind, keys] of Object.entries(KEYS) as [keyof typeof KEYS, string[]][]) {
    it(`draw ${kind} pictures that are well-formed, of the usual size, and the same bytes for the same name`, () => {
      for (const key of keys) {
        const svg = DRAWERS[kind](key);
        expect(wellFormed(svg), key).toBeNull();
        expect(sizeOf(svg), key).toEqual([...SIZES[kind], ...SIZES[kind]]);
        expect(DRAWERS[kind](key)).toBe(svg);
      }
      expect(new Set(keys.map((k) => DRAWERS[kind](k))).size).toBe(keys.length);
    });
  }

  it('catches markup that is not well-formed', () => {
    expect(wellFormed('<svg><g></svg>')).not.toBeNull();
    expect(wellFormed('<svg><text>A & B</text></svg>')).not.toBeNull();
    expect(wellFormed('<svg><text>A &amp; B</text><rect x="1"/></svg>')).toBeNull();
  });
});

describe('tiles', () => {
  it('are the colour they are named', () => {
    const colour = (name: string, look = 'marble') => baseOf(tile(`dc-eu-p1-${materialCode(look, name, 'Matt')}`));
    for (const look of ['marble', 'wood', 'concrete', 'terrazzo', 'stone', 'patterned', 'metallic', 'solid']) {
      expect(luminance(colour('Nero', look)), look).toBeLessThan(0.03);
      expect(luminance(colour('Anthracite', look)), look).toBeLessThan(0.1);
      expect(luminance(colour('White', look)), look).toBeGreaterThan(0.8);
      expect(luminance(colour('Ivory', look)), look).toBeGreaterThan(0.7);
      const sand = hueOf(colour('Sand', look));
      expect(sand.hue).toBeGreaterThan(25);
      expect(sand.hue).toBeLessThan(50);
      expect(sand.saturation).toBeGreaterThan(0.15);
      expect(luminance(colour('Sand', look))).toBeGreaterThan(0.45);
      expect(hueOf(colour('Sage', look)).hue).toBeGreaterThan(70);
      expect(hueOf(colour('Ocean', look)).hue).toBeGreaterThan(180);
    }
  });

  it('draw each look its own way', () => {
    const marble = tile('dc-eu-p1-marble-nero-pol');
    // Nero marble: black with light veins (the creases of noise painted in the vein colour), and a polish.
    expect(marble).toContain(`fill="${COLOURS.nero.base}"`);
    expect(marble).toMatch(/feTurbulence[^>]*fractalNoise/);
    expect(marble).toContain('<linearGradient');
    expect(tile('dc-eu-p1-terrazzo-white-mat').match(/<path d="M/g)!.length).toBeGreaterThanOrEqual(4);
    expect(tile('dc-eu-p1-wood-walnut-mat')).toContain('baseFrequency="0.00');
    expect(tile('dc-eu-p1-patterned-ivory-mat-hydraulic')).not.toBe(tile('dc-eu-p1-patterned-ivory-mat-maiolica'));
  });

  it('stay small', () => {
    for (const key of KEYS.tile) expect(tile(key).length, key).toBeLessThan(8000);
  });
});

describe('names', () => {
  it('carry a product’s look, colour, finish and collection', () => {
    expect(materialCode('Marble Look', 'Ash Grey', 'Polished', 'Carrara')).toBe('marble-ash-pol-carrara');
    expect(materialCode('Solid Colour', 'Nero', 'Matt')).toBe('solid-nero-mat');
    expect(materialsOf('dc-eu-p4-marble-nero-pol-calacatta-kitchen-2')).toEqual([
      { look: 'marble', colour: 'nero', finish: 'pol', style: 'calacatta' },
    ]);
    expect(materialsOf('dc-eu-template-1-living-room-wood-honey-mat-marble-white-pol').map((m) => m.look)).toEqual([
      'wood',
      'marble',
    ]);
    expect(codeOf('img/tile/dc-eu-p4-stone-sand-str-travertino.svg')).toBe('stone-sand-str-travertino');
    expect(typeCode('Wall Tiles', 3)).toMatch(/^marble-[a-z]+-pol$/);
  });

  it('keep rooms within 120 characters and lay the products in order', () => {
    const pictures = [
      'img/tile/dc-eu-p1-patterned-anthracite-lap-encaustic.svg',
      'img/tile/dc-eu-p2-terrazzo-anthracite-str-palladiana.svg',
      'img/tile/dc-eu-p3-metallic-anthracite-sat-titanio.svg',
    ];
    const key = roomKey('dc-eu-case-36-s3-r2', 'Dining Area', pictures);
    expect(key.length).toBeLessThanOrEqual(120);
    expect(materialsOf(key).map((m) => m.look)).toEqual(['patterned', 'terrazzo', 'metallic']);
    expect(withProducts('img/room/dc-eu-case-1-s1-r1.svg', 'Kitchen', pictures.slice(0, 1))).toBe(
      'img/room/dc-eu-case-1-s1-r1-kitchen-patterned-anthracite-lap-encaustic.svg',
    );
  });

  it('carry a headline', () => {
    const headline = 'Real case: Tiles & “Stone” <new> 15% off';
    expect(decodeText(encodeText(headline))).toBe(headline);
    expect(encodeText(headline)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encodeText(headline)).not.toContain('--');
    const key = withText('dc-eu-banner-9', headline);
    expect(textOfKey(key)).toBe(headline);
    expect(withText('dc-eu-banner-9', 'word '.repeat(40)).length).toBeLessThanOrEqual(120);
  });
});

describe('rooms', () => {
  it('are laid with the tiles they name', () => {
    const svg = room('dc-eu-case-1-s1-r1-living-room-wood-walnut-mat-marble-nero-pol');
    expect(svg).toContain(`fill="${COLOURS.walnut.base}"`);
    expect(svg).toContain(`fill="${COLOURS.nero.base}"`);
    expect(svg).toContain('fill="url(#fP)"');
    expect(svg).toContain('fill="url(#wP)"');
  });

  it('put a banner’s and an advert’s headline on the picture, escaped, in two lines at most', () => {
    const banner = room(withText('dc-eu-banner-1', 'Tiles & Stone <spring> collection for every room of the house'));
    expect(wellFormed(banner)).toBeNull();
    expect(banner).toContain('Tiles &amp; Stone &lt;spring&gt;');
    const headline = /<text [^>]*font-size="(\d+)"[^>]*fill="#fff">((?:<tspan[^>]*>[^<]*<\/tspan>)+)<\/text>/.exec(
      banner,
    )!;
    expect(headline[2]!.match(/<tspan/g)!.length).toBeLessThanOrEqual(2);
    expect(Number(headline[1])).toBeGreaterThanOrEqual(34);
    const ad = room(withText('dc-eu-ad-1', 'Opening week: 15% off Terra Viva'));
    expect(ad).toContain('OPENING WEEK');
    expect(ad).toContain('15% off Terra');
    expect(room('dc-eu-banner-1')).not.toContain('<text');
  });
});

describe('logos, portraits and covers', () => {
  it('name the brand in a bold wordmark', () => {
    expect(logo('terra-viva')).toMatch(/font-weight="700"[^>]*>Terra Viva<\/text>/);
    expect(logo('marmoreo')).toContain('>Marmoreo</text>');
  });

  it('draw people that differ by name and keep to the sex a name gives', () => {
    const faces = Array.from({ length: 12 }, (_, i) => avatar(`dc-eu-uploader-${i}-female`));
    expect(new Set(faces).size).toBe(12);
    // Beards are drawn only for men.
    const beard = (svg: string) => svg.includes('M38 58c2 16');
    expect(faces.some(beard)).toBe(false);
    expect(Array.from({ length: 30 }, (_, i) => avatar(`dc-eu-uploader-${i}-male`)).some(beard)).toBe(true);
  });

  it('title a document cover', () => {
    const svg = cover('dc-eu-marmoreo-collection-2026-3');
    expect(svg).toContain('MARMOREO');
    expect(svg).toMatch(/>Collection(<\/tspan><tspan [^>]*>| )2026</);
  });
});

describe('the seeded pictures', () => {
  it('all have names the CDN serves, and draw well-formed and small', () => {
    const world = createWorld(20261121);
    const region = world.regions['dc-eu']!;
    const catalogue = catalogueOf(world, region);
    const paths = new Set<string>();
    const walk = (value: unknown): void => {
      if (typeof value === 'string') {
        if (value.startsWith('img/')) paths.add(value);
      } else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(region);
    walk(catalogue.products);
    walk([...catalogue.caseExtras.values()]);
    walk(catalogue.templates);
    walk(catalogue.brandContent);
    let rooms = 0;
    for (const path of paths) {
      const match = /^img\/([a-z]+)\/([A-Za-z0-9_-]{1,120})\.svg$/.exec(path);
      expect(match, path).not.toBeNull();
      const [, kind, key] = match!;
      const draw = DRAWERS[kind as keyof typeof DRAWERS];
      if (!draw) continue;
      const svg = draw(key!);
      expect(wellFormed(svg), path).toBeNull();
      expect(svg.length, path).toBeLessThan(kind === 'room' ? 12_500 : 8_000);
      if (kind === 'room') rooms += 1;
    }
    expect(rooms).toBeGreaterThan(100);
    // Every product's picture names its look and colour, as its name does.
    for (const p of catalogue.products.slice(0, 50)) {
      const [m] = materialsOf(p.preview);
      expect(p.product_name.toLowerCase(), p.preview).toContain(m!.colour === 'ash' ? 'ash grey' : m!.colour);
    }
  });
});
