/**
 * The image upload rule (uploadImage): one JPEG, PNG, GIF or WebP image of at most 5 MB, recognised by its
 * first bytes (magic numbers), never by the declared type or the file name. The simulator refuses with these
 * rules and texts; the app can check a picked file with the same function before it sends it.
 */
import { m } from '../i18n/index.js';

export interface UploadImageType {
  /** The Content-Type the image is served with. */
  mime: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
  /** The extension of its asset path. */
  ext: 'jpg' | 'png' | 'gif' | 'webp';
  /** The leading bytes that identify it; null matches any byte. */
  magic: readonly (number | null)[];
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

// The calls below are marked pure so a bundle that never checks an upload leaves the table out.
export const UPLOAD_IMAGE_TYPES: readonly UploadImageType[] = [
  { mime: 'image/jpeg', ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', ext: 'png', magic: [0x89, .../* @__PURE__ */ ascii('PNG\r\n'), 0x1a, 0x0a] },
  { mime: 'image/gif', ext: 'gif', magic: /* @__PURE__ */ ascii('GIF8') },
  // RIFF, four bytes of length, WEBP.
  {
    mime: 'image/webp',
    ext: 'webp',
    magic: [.../* @__PURE__ */ ascii('RIFF'), null, null, null, null, .../* @__PURE__ */ ascii('WEBP')],
  },
];

/** 5 MB: the largest accepted upload, in bytes. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** What img_path may be: letters, digits and '_' (it becomes a folder of the asset path). */
export const UPLOAD_IMG_PATH_PATTERN = /^[A-Za-z0-9_]{1,32}$/;

export const UPLOAD_NOT_IMAGE_TEXT: string = m.upload_not_image();
export const UPLOAD_TOO_LARGE_TEXT: string = m.upload_too_large({ mb: String(UPLOAD_MAX_BYTES / 1024 / 1024) });

/** The image type the bytes start with, or null when they are none of the accepted four. */
export function sniffImageType(bytes: Uint8Array): UploadImageType | null {
  return (
    UPLOAD_IMAGE_TYPES.find(
      (t) => bytes.length >= t.magic.length && t.magic.every((b, i) => b === null || bytes[i] === b),
    ) ?? null
  );
}

export type UploadCheck =
  { ok: true; type: UploadImageType } | { ok: false; rule: 'max_size' | 'image_type'; message: string };

/** The upload rule on a file's bytes: the size first (a large file is refused unread), then the magic bytes. */
export function checkUploadImage(bytes: Uint8Array): UploadCheck {
  if (bytes.length > UPLOAD_MAX_BYTES) return { ok: false, rule: 'max_size', message: UPLOAD_TOO_LARGE_TEXT };
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, rule: 'image_type', message: UPLOAD_NOT_IMAGE_TEXT };
  return { ok: true, type };
}
