import type { Request, Response } from 'express';
import { pdfDocument, titleFromName } from './pdf.js';
import { qrSvg } from './qr-svg.js';
import { hashString } from './random.js';

/** Pictures of the CDN stand-in: small SVGs drawn from the asset's name, the same name always the same picture. */
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

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

function tile(key: string): string {
  const [light, mid, dark, ink] = palette(key);
  const h = hashString(key);
  const veins = Array.from({ length: 5 }, (_, i) => {
    const y = ((h >> (i * 3)) % 300) + 20;
    return `<path d="M0 ${y} C 90 ${y - 60 + i * 20}, 210 ${y + 50}, 300 ${y - 30}" stroke="${i % 2 ? mid : dark}" stroke-width="${1 + (i % 3)}" fill="none" opacity="0.55"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300"><rect width="300" height="300" fill="${light}"/>${veins}<path d="M150 0V300M0 150H300" stroke="${ink}" stroke-opacity="0.15" stroke-width="2"/></svg>`;
}

function room(key: string): string {
  const [light, mid, dark, ink] = palette(key);
  const h = hashString(key);
  const grout = Array.from({ length: 9 }, (_, i) => {
    const x = i * 100 - 50;
    return `<line x1="${375 + (x - 375) * 0.35}" y1="190" x2="${x}" y2="420" stroke="${ink}" stroke-opacity="0.18"/>`;
  }).join('');
  const rows = [215, 250, 300, 370].map((y) => `<line x1="0" y1="${y}" x2="750" y2="${y}" stroke="${ink}" stroke-opacity="0.15"/>`).join('');
  const windowX = 80 + (h % 380);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 420" width="750" height="420"><rect width="750" height="190" fill="${light}"/><rect x="${windowX}" y="40" width="190" height="120" fill="#fff" opacity="0.7" stroke="${mid}" stroke-width="6"/><rect x="${(windowX + 300) % 640}" y="110" width="90" height="80" fill="${dark}" opacity="0.65"/><polygon points="0,190 750,190 750,420 0,420" fill="${mid}"/>${grout}${rows}</svg>`;
}

function logo(key: string): string {
  const [, , dark] = palette(key);
  const name = escapeXml(key.replace(/-/g, ' ').toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80"><rect width="240" height="80" rx="8" fill="#fff"/><text x="120" y="50" font-family="Georgia, serif" font-size="24" letter-spacing="3" text-anchor="middle" fill="${dark}">${name}</text></svg>`;
}

function avatar(key: string): string {
  const [light, mid, dark] = palette(key);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120"><rect width="120" height="120" fill="${light}"/><circle cx="60" cy="46" r="24" fill="${mid}"/><path d="M16 120c4-30 22-44 44-44s40 14 44 44z" fill="${dark}"/></svg>`;
}

/**
 * The stand-in for a video: an animated SVG (a slow pan over a room with a play mark). The simulator has no
 * real video to serve, so every video asset is this placeholder; a real backend serves MP4.
 */
function video(key: string): string {
  const [light, mid, dark] = palette(key);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 420" width="750" height="420"><rect width="750" height="420" fill="${dark}"/><g><animateTransform attributeName="transform" type="translate" values="0 0;-120 0;0 0" dur="8s" repeatCount="indefinite"/>${room(key).replace(/^<svg[^>]*>|<\/svg>$/g, '')}</g><circle cx="375" cy="210" r="46" fill="${light}" opacity="0.85"/><path d="M360 186v48l40-24z" fill="${mid}"/><rect x="0" y="408" width="750" height="12" fill="${light}" opacity="0.4"/><rect x="0" y="408" width="0" height="12" fill="${light}"><animate attributeName="width" from="0" to="750" dur="8s" repeatCount="indefinite"/></rect></svg>`;
}

/** The cover of a PDF document, for its preview. */
function pdf(key: string): string {
  const [light, mid, dark] = palette(key);
  const title = escapeXml(titleFromName(key).slice(0, 28));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 420" width="300" height="420"><rect width="300" height="420" fill="#fff"/><rect x="0" y="0" width="300" height="260" fill="${light}"/><rect x="30" y="40" width="240" height="180" fill="${mid}"/><text x="30" y="300" font-family="Helvetica, Arial, sans-serif" font-size="18" fill="${dark}">${title}</text><rect x="230" y="370" width="50" height="26" rx="4" fill="${dark}"/><text x="255" y="388" font-family="Helvetica, Arial, sans-serif" font-size="13" text-anchor="middle" fill="#fff">PDF</text></svg>`;
}

const SWATCHES: Record<string, string> = { white: '#f4f2ee', beige: '#d9c7a7', grey: '#9a9a98', black: '#2b2b2b', brown: '#7a5337', green: '#7f927a', blue: '#4f6f8f' };

/** A colour swatch for the colour filter; the name picks the colour. */
function swatch(key: string): string {
  const fill = SWATCHES[key] ?? palette(key)[1];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 60" width="60" height="60"><rect width="60" height="60" rx="8" fill="${fill}"/></svg>`;
}

/** A corner badge ('new', 'hot'). */
function badge(key: string): string {
  const fill = key === 'hot' ? '#c0392b' : '#2f6f4f';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 28" width="64" height="28"><rect width="64" height="28" rx="6" fill="${fill}"/><text x="32" y="19" font-family="Helvetica, Arial, sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#fff">${escapeXml(key.toUpperCase().slice(0, 5))}</text></svg>`;
}

/** An appointment's code: a real QR of its value, as the store's scanner reads it. */
const qr = (key: string) => qrSvg(key);

const DRAWERS: Record<string, (key: string) => string> = { tile, room, logo, avatar, video, pdf, swatch, badge, qr };

export function serveCdnImage(req: Request, res: Response): void {
  const kind = String(req.params.kind);
  const file = String(req.params.file);
  const draw = DRAWERS[kind];
  const match = /^([A-Za-z0-9_-]{1,120})\.svg$/.exec(file);
  if (!draw || !match) {
    res.status(404).type('text/plain').send('Not found');
    return;
  }
  res
    .status(200)
    .type('image/svg+xml')
    .set('Cache-Control', 'public, max-age=31536000, immutable')
    .send(draw(match[1]!));
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
