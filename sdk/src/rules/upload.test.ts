import { UPLOAD_DEFAULT_IMG_PATH } from './session.js';
import { describe, expect, it } from 'vitest';
import {
  UPLOAD_IMG_PATH_PATTERN,
  UPLOAD_MAX_BYTES,
  UPLOAD_NOT_IMAGE_TEXT,
  UPLOAD_TOO_LARGE_TEXT,
  checkUploadImage,
  sniffImageType,
} from './upload.js';
import { ONE_PIXEL_PNG } from './one-pixel-png.js';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

const PNG = bytes([0x89], 'PNG\r\n', [0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF');
const GIF = bytes('GIF89a', [1, 0, 1, 0]);
const WEBP = bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 ');

describe('upload constants', () => {
  it('match the spec and the photo picker: 5 MB, the same texts, h5_img', () => {
    expect(UPLOAD_MAX_BYTES).toBe(5_242_880);
    expect(UPLOAD_TOO_LARGE_TEXT).toBe(`The photo is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`);
    expect(UPLOAD_NOT_IMAGE_TEXT).toBe('Please choose an image file (JPG, PNG, GIF or WebP).');
    expect(UPLOAD_DEFAULT_IMG_PATH).toMatch(UPLOAD_IMG_PATH_PATTERN);
  });

  it.each(['h5_img', 'A1', 'x'.repeat(32)])('img_path %j is allowed', (path) => {
    expect(UPLOAD_IMG_PATH_PATTERN.test(path)).toBe(true);
  });

  it.each(['', '../etc', 'a/b', 'h5-img', 'a.b', 'x'.repeat(33)])('img_path %j is not', (path) => {
    expect(UPLOAD_IMG_PATH_PATTERN.test(path)).toBe(false);
  });
});

describe('sniffImageType', () => {
  it.each([
    ['PNG', PNG, 'image/png', 'png'],
    ['JPEG', JPEG, 'image/jpeg', 'jpg'],
    ['GIF', GIF, 'image/gif', 'gif'],
    ['WebP', WEBP, 'image/webp', 'webp'],
  ])('recognises %s by its first bytes', (_name, data, mime, ext) => {
    expect(sniffImageType(data)).toMatchObject({ mime, ext });
  });

  it.each([
    ['text', bytes('hello, this is not a picture')],
    ['empty', bytes()],
    ['a truncated PNG signature', PNG.slice(0, 5)],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ')],
    ['PDF', bytes('%PDF-1.4')],
  ])('refuses %s', (_name, data) => {
    expect(sniffImageType(data)).toBeNull();
  });
});

describe('checkUploadImage', () => {
  it('accepts an image up to exactly 5 MB', () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES);
    big.set(PNG);
    expect(checkUploadImage(big)).toMatchObject({ ok: true, type: { ext: 'png' } });
  });

  it('refuses one byte more with max_size, before looking at the bytes', () => {
    expect(checkUploadImage(new Uint8Array(UPLOAD_MAX_BYTES + 1))).toEqual({
      ok: false,
      rule: 'max_size',
      message: UPLOAD_TOO_LARGE_TEXT,
    });
  });

  it('refuses a text file with image_type', () => {
    expect(checkUploadImage(bytes('plain text renamed photo.png'))).toEqual({
      ok: false,
      rule: 'image_type',
      message: UPLOAD_NOT_IMAGE_TEXT,
    });
  });
});

describe('ONE_PIXEL_PNG', () => {
  it('is a whole, valid 1x1 PNG the upload rule accepts', async () => {
    const { inflateSync, crc32 } = await import('node:zlib');
    const png = Buffer.from(ONE_PIXEL_PNG);
    expect(png.length).toBe(67);
    expect(checkUploadImage(ONE_PIXEL_PNG)).toMatchObject({ ok: true, type: { mime: 'image/png' } });
    const chunks: string[] = [];
    for (let at = 8; at < png.length;) {
      const length = png.readUInt32BE(at);
      const type = png.subarray(at + 4, at + 8).toString('latin1');
      expect(png.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
      if (type === 'IHDR') expect([png.readUInt32BE(at + 8), png.readUInt32BE(at + 12)]).toEqual([1, 1]);
      if (type === 'IDAT') expect([...inflateSync(png.subarray(at + 8, at + 8 + length))]).toEqual([0, 0, 0, 0, 0]);
      chunks.push(type);
      at += 12 + length;
    }
    expect(chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
  });
});
