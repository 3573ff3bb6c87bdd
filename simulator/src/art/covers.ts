import { anyMaterial, COLOURS, darken, hintedMaterials } from './materials.js';
import { rngOf } from './random.js';
import { escapeXml, fitText, num, SANS, svgDoc } from './text.js';
import { face } from './tiles.js';

/**
 * The cover of a PDF document (300 × 420): a slab of the brand's tile behind a white band with the document's
 * title, set in the middle, where a list that shows covers cut to a landscape frame still sees it.
 */

/** 'dc-eu-marmoreo-collection-2026-3' → 'Marmoreo Collection 2026': no data centre, no trailing number. */
export function coverTitle(key: string): string {
  return key
    .replace(/^dc-[a-z]+-/, '')
    .replace(/-\d{1,3}$/, '')
    .split('-')
    .filter((w) => w && !/^\d{1,3}$/.test(w))
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

const BRAND_WORDS: [RegExp, string][] = [
  [/marmoreo/i, 'Marmoreo'],
  [/terra-viva/i, 'Terra Viva'],
  [/lithos/i, 'Lithos'],
];

export function cover(key: string): string {
  const rng = rngOf(key);
  const m = hintedMaterials(key.replace(/-/g, ' '))[0] ?? anyMaterial(rng, true);
  const slab = face(m, { id: 'c', seed: key, width: 300, height: 420, lite: true });
  const brand = BRAND_WORDS.find(([pattern]) => pattern.test(key))?.[1] ?? '';
  let title = coverTitle(key) || 'Document';
  if (brand && title.startsWith(`${brand} `)) title = title.slice(brand.length + 1);
  const fit = fitText(title, [44, 40, 36, 32, 28, 24], 248, 3);
  const ink = darken(COLOURS[m.colour].base, 0.75);
  // The brand and the title, centred in the band (128 to 300).
  const gap = fit.size * 1.12;
  const blockH = (brand ? 30 : 0) + (fit.lines.length - 1) * gap + fit.size * 0.72;
  const top = 214 - blockH / 2;
  const first = top + (brand ? 30 : 0) + fit.size * 0.72;
  const lines = fit.lines
    .map((line, i) => `<tspan x="26" y="${num(first + i * gap)}">${escapeXml(line)}</tspan>`)
    .join('');
  return svgDoc(
    300,
    420,
    `<defs>${slab.defs}</defs>${slab.body}<rect x="0" y="128" width="300" height="172" fill="#fff" opacity=".94"/>` +
      (brand
        ? `<text x="26" y="${num(top + 12)}" font-family="${SANS}" font-size="16" font-weight="700" letter-spacing="3" fill="${ink}">${escapeXml(brand.toUpperCase())}</text>`
        : '') +
      `<text font-family="${SANS}" font-size="${fit.size}" font-weight="700" fill="#1e1b18">${lines}</text>` +
      `<rect x="230" y="370" width="50" height="26" rx="4" fill="#1e1b18"/><text x="255" y="388" font-family="${SANS}" font-size="13" font-weight="700" text-anchor="middle" fill="#fff">PDF</text>`,
  );
}
