/**
 * Reads an uploaded image's header far enough to know its size: the magic bytes alone let any file that starts
 * with 8 right bytes through. The simulator refuses an upload whose header does not decode (rule `image_header`).
 */
import { m } from '../i18n/index.js';
import type { UploadImageType } from './upload.js';

/** The largest side accepted, in pixels: larger is no photo from a phone but a decompression bomb. */
export const UPLOAD_MAX_SIDE = 20_000;
export const UPLOAD_BAD_HEADER_TEXT: string = m.upload_bad_header();

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
const tag = (b: Uint8Array, i: number) => String.fromCharCode(...b.subarray(i, i + 4));

function png(b: Uint8Array): [number, number] | null {
  // Signature, then the first chunk must be IHDR of length 13: width, height, bit depth, colour type.
  if (b.length < 33 || u32be(b, 8) !== 13 || tag(b, 12) !== 'IHDR') return null;
  const depth = b[24]!;
  const colour = b[25]!;
  if (![1, 2, 4, 8, 16].includes(depth) || ![0, 2, 3, 4, 6].includes(colour)) return null;
  return [u32be(b, 16), u32be(b, 20)];
}

function jpeg(b: Uint8Array): [number, number] | null {
  // Walk the marker segments up to a start-of-frame (SOF0..SOF15 but DHT C4, JPG C8, DAC CC).
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (length < 8 || i + 9 > b.length) return null;
      return [u16be(b, i + 7), u16be(b, i + 5)];
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    i += 2 + length;
  }
  return null;
}

function gif(b: Uint8Array): [number, number] | null {
  if (
    b.length < 13 ||
    (tag(b, 0) + String.fromCharCode(b[4]!, b[5]!) !== 'GIF87a' &&
      tag(b, 0) + String.fromCharCode(b[4]!, b[5]!) !== 'GIF89a')
  )
    return null;
  return [u16le(b, 6), u16le(b, 8)];
}

function webp(b: Uint8Array): [number, number] | null {
  if (b.length < 30) return null;
  const chunk = tag(b, 12);
  if (chunk === 'VP8 ') {
    // Key frame start code 9d 01 2a, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return [u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff];
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8X') return [u24le(b, 24) + 1, u24le(b, 27) + 1];
  return null;
}

const READERS = { png, jpg: jpeg, gif, webp } as const;

/** The image's width and height from its header when they decode and are sane (1..UPLOAD_MAX_SIDE), else null. */
export function imageDimensions(
  bytes: Uint8Array,
  type: Pick<UploadImageType, 'ext'>,
): { width: number; height: number } | null {
  const size = READERS[type.ext](bytes);
  if (!size) return null;
  const [width, height] = size;
  const sane = (n: number) => Number.isInteger(n) && n >= 1 && n <= UPLOAD_MAX_SIDE;
  return sane(width) && sane(height) ? { width, height } : null;
}
