import { darken, hexOf, lighten } from './materials.js';
import { rngOf } from './random.js';
import { escapeXml, num, SANS, svgDoc, textWidth } from './text.js';

/**
 * Brand logos (240 × 80): a mark and a bold wordmark in the brand's colour on white, big enough to read when the
 * logo is shown 32 pixels tall. The three seeded brands have their own marks; any other name gets a monogram.
 */

interface Brand {
  name: string;
  colour: string;
  mark: (colour: string) => string;
}

const BRANDS: Record<string, Brand> = {
  // A polished slab with a vein running across it.
  marmoreo: {
    name: 'Marmoreo',
    colour: '#1f3d36',
    mark: (c) =>
      `<rect x="8" y="10" width="60" height="60" rx="10" fill="${c}"/><path d="M10 52c14-4 18-16 30-20s18 2 26-10" fill="none" stroke="#d9c08a" stroke-width="3"/><path d="M24 66c6-8 12-10 20-12" fill="none" stroke="#d9c08a" stroke-width="1.6" opacity=".8"/><text x="38" y="51" font-family="${SANS}" font-size="34" font-weight="700" text-anchor="middle" fill="#fff">M</text>`,
  },
  // A sun over furrowed earth.
  'terra-viva': {
    name: 'Terra Viva',
    colour: '#a8482a',
    mark: (c) =>
      `<circle cx="38" cy="40" r="30" fill="${c}"/><circle cx="38" cy="33" r="10" fill="#f3c77a"/><path d="M14 48h48M12 56h52M18 64h40" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
  },
  // Three stacked stones.
  lithos: {
    name: 'Lithos',
    colour: '#2c4a5e',
    mark: (c) =>
      `<path d="M38 8l30 17v30L38 72 8 55V25z" fill="${c}"/><path d="M22 30h32M18 40h40M22 50h32" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
  },
};

function brandOf(key: string): Brand {
  const known = Object.hasOwn(BRANDS, key.toLowerCase()) ? BRANDS[key.toLowerCase()] : undefined;
  if (known) return known;
  const rng = rngOf(key);
  const colour = hexOf([rng.int(30, 140), rng.int(30, 110), rng.int(30, 110)]);
  const name =
    key
      .split(/[-_]/)
      .filter((w) => w && !/^\d+$/.test(w))
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ')
      .slice(0, 18) || 'Brand';
  const letter = escapeXml(name[0]!);
  return {
    name,
    colour,
    mark: (c) =>
      `<rect x="8" y="10" width="60" height="60" rx="30" fill="${c}"/><text x="38" y="52" font-family="${SANS}" font-size="34" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text>`,
  };
}

export function logo(key: string): string {
  const brand = brandOf(key);
  const room = 152;
  const size = Math.min(34, Math.floor((34 * room) / textWidth(brand.name, 34)));
  const width = textWidth(brand.name, size);
  const squeeze = width > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
  return svgDoc(
    240,
    80,
    `<rect width="240" height="80" rx="8" fill="#fff"/>${brand.mark(brand.colour)}<text x="80" y="${num(40 + size * 0.36)}" font-family="${SANS}" font-size="${size}" font-weight="700" fill="${darken(brand.colour, 0.1)}"${squeeze}>${escapeXml(brand.name)}</text><rect x="80" y="${num(40 + size * 0.36 + 8)}" width="${num(Math.min(room, width) * 0.4)}" height="3" fill="${lighten(brand.colour, 0.35)}"/>`,
  );
}
