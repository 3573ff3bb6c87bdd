import type { Request, Response } from 'express';
import { cover as pdf } from '../art/covers.js';
import { logo } from '../art/logos.js';
import { avatar } from '../art/people.js';
import { room } from '../art/rooms.js';
import { escapeXml } from '../art/text.js';
import { tile } from '../art/tiles.js';
import { chooseEncoding, compress, type ContentEncoding } from '../http/content-encoding.js';
import { pdfDocument } from './pdf.js';
import { qrSvg } from './qr-svg.js';
import { hashString } from '../state/random.js';

/**
 * Pictures of the CDN stand-in: small SVGs drawn from the asset's name, the same name always the same picture. Tiles,
 * rooms (and banners), logos, portraits and document covers are drawn in ./art from what their names carry.
 */
const PALETTES = [
  ['#e9e4dc', '#cfc6b8', '#8c7f6d', '#3f3a33'],
  ['#f2efe9', '#d9d4cc', '#a9a39a', '#5d5850'],
  ['#e7ded3', '#c4a88a', '#8a6a4f', '#4a3527'],
  ['#dfe4e6', '#b7c1c6', '#6f7f88', '#2f3a40'],
  ['#efe6dd', '#d8b9a0', '#b07d5b', '#6b4530'],
  ['#e4e8e1', '#bfcab9', '#7f927a', '#3d4a3a'],
];

function palette(key: string) {
  return PALETTES[hashString(key) % PALETTES.length]!;
}

const SWATCHES: Record<string, string> = {
  white: '#f4f2ee',
  beige: '#d9c7a7',
  grey: '#9a9a98',
  black: '#2b2b2b',
  brown: '#7a5337',
  green: '#7f927a',
  blue: '#4f6f8f',
};

/** A colour swatch for the colour filter; the name picks the colour. */
function swatch(key: string): string {
  const fill = Object.hasOwn(SWATCHES, key) ? SWATCHES[key] : palette(key)[1];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 60" width="60" height="60"><rect width="60" height="60" rx="8" fill="${fill}"/></svg>`;
}

/** A corner badge ('new', 'hot'). */
function badge(key: string): string {
  const fill = key === 'hot' ? '#c0392b' : '#2f6f4f';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 28" width="64" height="28"><rect width="64" height="28" rx="6" fill="${fill}"/><text x="32" y="19" font-family="Helvetica, Arial, sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#fff">${escapeXml(key.toUpperCase().slice(0, 5))}</text></svg>`;
}

/** An appointment's code: a real QR of its value, as the store's scanner reads it. */
const qr = (key: string) => qrSvg(key);

const DRAWERS: Record<string, (key: string) => string> = { tile, room, logo, avatar, pdf, swatch, badge, qr };

/** How many pictures keep their drawn and compressed forms (a home page shows about 40, a catalogue page 30). */
const KEPT_PICTURES = 1000;

/** Pictures by kind and name: drawn once, compressed once per encoding asked for (the same name is always the same picture). */
const kept = new Map<string, { svg: string; encoded: Partial<Record<ContentEncoding, Buffer>> }>();

function pictureOf(kind: string, name: string, draw: (key: string) => string) {
  const id = `${kind}/${name}`;
  let picture = kept.get(id);
  if (picture) {
    // Most recently asked for last, so the first are the ones to let go.
    kept.delete(id);
  } else {
    picture = { svg: draw(name), encoded: {} };
    if (kept.size >= KEPT_PICTURES) kept.delete(kept.keys().next().value!);
  }
  kept.set(id, picture);
  return picture;
}

/**
 * A picture of the CDN stand-in, compressed when the browser takes it (an SVG is text: about a quarter of its
 * size), as a CDN sends it. On a phone's connection the pictures share the bandwidth with the app's code.
 */
export function serveCdnImage(req: Request, res: Response): void {
  const kind = String(req.params.kind);
  const file = String(req.params.file);
  // Own keys only: '__proto__' or 'constructor' as a kind must be a 404, not Object.prototype called as a drawer.
  const draw = Object.hasOwn(DRAWERS, kind) ? DRAWERS[kind] : undefined;
  const match = /^([A-Za-z0-9_-]{1,120})\.svg$/.exec(file);
  if (!draw || !match) {
    res.status(404).type('text/plain').send('Not found');
    return;
  }
  const picture = pictureOf(kind, match[1]!, draw);
  const encoding = chooseEncoding(req);
  res
    .status(200)
    .type('image/svg+xml')
    .set('Cache-Control', 'public, max-age=31536000, immutable')
    .vary('Accept-Encoding');
  if (!encoding) {
    res.send(picture.svg);
    return;
  }
  res.set('Content-Encoding', encoding).send((picture.encoded[encoding] ??= compress(picture.svg, encoding)));
}

/** Documents of the CDN stand-in: a small PDF for any name (/cdn/doc/NAME.pdf). */
export function serveCdnDocument(req: Request, res: Response): void {
  const match = /^([A-Za-z0-9_-]{1,120})\.pdf$/.exec(String(req.params.file));
  if (!match) {
    res.status(404).type('text/plain').send('Not found');
    return;
  }
  res
    .status(200)
    .type('application/pdf')
    .set('Cache-Control', 'public, max-age=31536000, immutable')
    .set('Content-Disposition', `inline; filename="${match[1]}.pdf"`)
    .send(pdfDocument(match[1]!));
}
