import type { Request, Response } from 'express';
import { rules } from '@storefront/sdk';
import { fail, invalid, type ErrorEnvelope } from '../http/envelope.js';
import { secretHex } from './secrets.js';
import type { UploadRecord, UploadState, World } from './records.js';

/**
 * Uploaded images (uploadImage). Each namespace keeps its own in its world, as base64, so the state file saves
 * them and a restart serves them again. Only the most recent are kept: at most UPLOADS_KEPT files and
 * UPLOAD_BYTES_KEPT bytes per namespace; older ones are dropped first and their paths answer 404.
 */
export const UPLOADS_KEPT = 50;
export const UPLOAD_BYTES_KEPT = 25 * 1024 * 1024;
/** All namespaces together (default of --max-upload-bytes): eight full namespaces. */
export const DEFAULT_MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

/**
 * Makes room for `incoming` bytes under the overall cap: drops the oldest uploads of the least recently used
 * namespaces first (`worlds` iterates in order of use, see namespaces.ts), never those of `current`, whose own
 * limit storeUpload keeps. Answers the names of the namespaces it changed, so their state is saved too.
 */
export function makeRoomAcross(worlds: Map<string, World>, current: World, incoming: number, cap: number): string[] {
  let total = incoming;
  for (const world of worlds.values()) for (const record of world.uploads.list) total += record.size;
  const changed: string[] = [];
  for (const [name, world] of worlds) {
    if (total <= cap) break;
    if (world === current || world.uploads.list.length === 0) continue;
    while (total > cap && world.uploads.list.length > 0) total -= world.uploads.list.shift()!.size;
    changed.push(name);
  }
  return changed;
}

export function emptyUploads(): UploadState {
  return { next: 1, list: [] };
}

/** The part of an upload the validator's multipart parser (multer, memory storage) gives a handler. */
export interface UploadedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** An id this world does not hold; across namespaces, 128 random bits make a repeat practically impossible. */
function freshId(world: World): string {
  for (;;) {
    const id = secretHex(16);
    if (!world.uploads.list.some((r) => r.id === id)) return id;
  }
}

export function uploadAssetPath(record: UploadRecord): string {
  return `uploads/${record.img_path}/${record.id}.${record.ext}`;
}

/** Keeps an image that passed the upload rule, dropping the oldest beyond the limits. */
export function storeUpload(
  world: World,
  _namespace: string,
  imgPath: string,
  bytes: Uint8Array,
  type: rules.UploadImageType,
  at: number,
): UploadRecord {
  world.uploads.next += 1;
  const record: UploadRecord = {
    id: freshId(world),
    img_path: imgPath,
    ext: type.ext,
    mime: type.mime,
    size: bytes.length,
    at,
    base64: Buffer.from(bytes).toString('base64'),
  };
  const list = [...world.uploads.list, record];
  let total = list.reduce((sum, r) => sum + r.size, 0);
  while (list.length > UPLOADS_KEPT || (total > UPLOAD_BYTES_KEPT && list.length > 1)) total -= list.shift()!.size;
  world.uploads.list = list;
  return record;
}

const FILE_PATTERN = /^([0-9a-f]{32}|[0-9a-f]{8}-[0-9]{1,9})\.(jpg|png|gif|webp)$/;

/** GET /cdn/uploads/:imgPath/:file — the uploaded image with its Content-Type, from whichever namespace has it. */
export function serveUpload(worlds: Map<string, World>) {
  return (req: Request, res: Response): void => {
    const imgPath = String(req.params.imgPath);
    const match = FILE_PATTERN.exec(String(req.params.file));
    let found: UploadRecord | undefined;
    if (match && rules.UPLOAD_IMG_PATH_PATTERN.test(imgPath)) {
      for (const world of worlds.values()) {
        found = world.uploads.list.find((r) => r.id === match[1] && r.ext === match[2] && r.img_path === imgPath);
        if (found) break;
      }
    }
    if (!found) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res
      .status(200)
      .type(found.mime)
      .set('Cache-Control', 'public, max-age=31536000, immutable')
      .set('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(found.base64, 'base64'));
  };
}

/** The 400 for a multipart body the parser refused (multer's limits, a malformed body). */
export function multipartRefusal(error: unknown): ErrorEnvelope {
  const message = (error as { message?: unknown }).message;
  const text = typeof message === 'string' ? message : String(error);
  // multer's messages for its LIMIT_FILE_SIZE and LIMIT_FILE_COUNT; the validator keeps only the message.
  if (text === 'File too large')
    return fail(400, rules.UPLOAD_TOO_LARGE_TEXT, [
      { field: 'file', rule: 'max_size', message: rules.UPLOAD_TOO_LARGE_TEXT },
    ]);
  if (text === 'Too many files') return invalid('file', 'max_count', 'send one file only');
  return fail(400, `The multipart body cannot be read: ${text}`, [{ field: '', rule: 'multipart', message: text }]);
}
