import zxing from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, qrSvg } from './qr-svg.js';

const { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = zxing;

/** Reads the SVG's squares back into pixels (one per module unit) and decodes them as a scanner would. */
function decodeSvg(svg: string): string {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const pixels = new Uint8ClampedArray(size * size).fill(255);
  for (const [, x, y, width, height] of svg.matchAll(/M(\d+) (\d+)h(\d+)v(\d+)/g)) {
    for (let dy = 0; dy < Number(height); dy += 1) {
      for (let dx = 0; dx < Number(width); dx += 1) pixels[(Number(y) + dy) * size + Number(x) + dx] = 0;
    }
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, size, size)));
  return new QRCodeReader().decode(bitmap).getText();
}

describe('QR pictures for QA', () => {
  it('draws a code that decodes back to its text', () => {
    const text = 'https://storefront.example/qr?type=1&id=12&dc=dc-us';
    expect(decodeSvg(qrSvg(text))).toBe(text);
  });

  it('stays well inside the contract size for the longest outside-page address', () => {
    const text = `https://storefront.example/qr?type=4&site=${encodeURIComponent(`https://a.example/${'x'.repeat(980)}`)}`;
    const svg = qrSvg(text);
    expect(svg.length).toBeLessThan(200_000);
    expect(decodeSvg(svg)).toBe(text);
  });

  it('keeps a white quiet zone of 4 modules around the code', () => {
    const svg = qrSvg('https://storefront.example/qr?type=5&id=3');
    const xs = [...svg.matchAll(/M(\d+) (\d+)h(\d+)/g)].map((m) => Number(m[1]));
    expect(Math.min(...xs)).toBe(QR_QUIET_ZONE * 8);
    expect(svg).toContain('<rect width="100%" height="100%" fill="#fff"/>');
  });
});
