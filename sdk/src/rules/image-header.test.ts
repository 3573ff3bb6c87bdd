import { describe, expect, it } from 'vitest';
import { imageDimensions, UPLOAD_MAX_SIDE } from './image-header.js';
import { ONE_PIXEL_PNG } from './one-pixel-png.js';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const png = (width: number, height: number) => {
  const bytes = Uint8Array.from(ONE_PIXEL_PNG);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
};
// SOI, APP0 (JFIF), SOF0 of 640 x 480, EOI.
const JPEG = Uint8Array.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0,
  16,
  ...ascii('JFIF'),
  0,
  1,
  1,
  0,
  0,
  1,
  0,
  1,
  0,
  0,
  0xff,
  0xc0,
  0,
  11,
  8,
  0x01,
  0xe0,
  0x02,
  0x80,
  1,
  1,
  0x11,
  0,
  0xff,
  0xd9,
]);
const GIF = Uint8Array.from([...ascii('GIF89a'), 0x20, 0, 0x10, 0, 0x80, 0, 0]);
const riff = (chunk: number[]) =>
  Uint8Array.from([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP'), ...chunk, ...new Array<number>(8).fill(0)]);
const VP8L = riff([...ascii('VP8L'), 13, 0, 0, 0, 0x2f, 0x1f, 0xc0, 0x03, 0]); // 32 x 16
const VP8X = riff([...ascii('VP8X'), 10, 0, 0, 0, 0, 0, 0, 0, 99, 0, 0, 49, 0, 0]); // 100 x 50
const VP8 = riff([...ascii('VP8 '), 20, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, 64, 0, 48, 0]); // 64 x 48

describe('imageDimensions', () => {
  it('reads the size from PNG IHDR, JPEG SOF, GIF and the three WebP headers', () => {
    expect(imageDimensions(ONE_PIXEL_PNG, { ext: 'png' })).toEqual({ width: 1, height: 1 });
    expect(imageDimensions(JPEG, { ext: 'jpg' })).toEqual({ width: 640, height: 480 });
    expect(imageDimensions(GIF, { ext: 'gif' })).toEqual({ width: 32, height: 16 });
    expect(imageDimensions(VP8L, { ext: 'webp' })).toEqual({ width: 32, height: 16 });
    expect(imageDimensions(VP8X, { ext: 'webp' })).toEqual({ width: 100, height: 50 });
    expect(imageDimensions(VP8, { ext: 'webp' })).toEqual({ width: 64, height: 48 });
  });

  it('refuses magic bytes with nothing behind them, a zero side and a side beyond the cap', () => {
    expect(imageDimensions(ONE_PIXEL_PNG.subarray(0, 8), { ext: 'png' })).toBeNull();
    expect(imageDimensions(png(0, 1), { ext: 'png' })).toBeNull();
    expect(imageDimensions(png(UPLOAD_MAX_SIDE + 1, 1), { ext: 'png' })).toBeNull();
    expect(imageDimensions(png(UPLOAD_MAX_SIDE, UPLOAD_MAX_SIDE), { ext: 'png' })).not.toBeNull();
    expect(imageDimensions(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]), { ext: 'jpg' })).toBeNull();
    expect(imageDimensions(Uint8Array.from(ascii('GIF8')), { ext: 'gif' })).toBeNull();
    expect(
      imageDimensions(riff([...ascii('VP8 '), 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 64, 0, 48, 0]), { ext: 'webp' }),
    ).toBeNull();
  });
});
