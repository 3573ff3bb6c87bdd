import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_TOKEN_HEADER, NAMESPACE_HEADER, rules } from '@storefront/sdk';
import { startTestSimulator, type Answer } from '../test-support/harness.js';
import { UPLOAD_BYTES_KEPT, UPLOADS_KEPT, emptyUploads, storeUpload } from './uploads.js';
import { createWorld } from './world.js';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;

const UPLOAD = '/api/v1/common/uploadImage';
const PNG = rules.ONE_PIXEL_PNG;
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
/** The first bytes of each accepted type are all the server reads; the rest may be anything. */
const JPEG = Uint8Array.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
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
  0,
  1,
  0,
  1,
  1,
  1,
  0x11,
  0,
  0xff,
  0xd9,
]); // APP0, a 1x1 SOF0, EOI
const GIF = Uint8Array.from([
  ...ascii('GIF89a'),
  1,
  0,
  1,
  0,
  0x80,
  0,
  0,
  0,
  0,
  0,
  0xff,
  0xff,
  0xff,
  0x2c,
  0,
  0,
  0,
  0,
  1,
  0,
  1,
  0,
  0,
  2,
  2,
  0x44,
  0x01,
  0,
  0x3b,
]);
const WEBP = Uint8Array.from([
  ...ascii('RIFF'),
  26,
  0,
  0,
  0,
  ...ascii('WEBPVP8L'),
  13,
  0,
  0,
  0,
  0x2f,
  0,
  0,
  0,
  0x10,
  0x07,
  0x10,
  0x11,
  0x11,
  0x88,
  0x88,
  0xfe,
  0x07,
  0,
]);

function form(
  parts: {
    file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string };
    img_path?: string;
    [field: string]: unknown;
  } = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (name === 'file' || value === undefined) continue;
    body.append(name, String(value));
  }
  if (parts.file)
    body.append('file', new Blob([parts.file.bytes], { type: parts.file.type ?? 'image/png' }), parts.file.name);
  return body;
}

/** Every answer is checked against the contract (the harness turns response validation on). */
function conforms(answer: Answer): Answer {
  expect(answer.msg).not.toMatch(/does not match the contract/);
  return answer;
}

describe('uploadImage', () => {
  let sim: Sim;
  const ns = (name: string) => ({ [NAMESPACE_HEADER]: name });
  const upload = async (parts: Parameters<typeof form>[0], namespace = 'uploads') =>
    conforms(await sim.postForm(UPLOAD, form(parts), ns(namespace)));
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  it('keeps a PNG and serves the same bytes at its asset path, with no token sent', async () => {
    const answer = await upload({ file: { bytes: PNG, name: 'floor.png' }, img_path: 'h5_img' });
    expect(answer).toMatchObject({
      status: 200,
      data: { path: expect.stringMatching(/^uploads\/h5_img\/[0-9a-f]{32}\.png$/) },
    });
    const response = await fetch(`${sim.url}/cdn/${answer.data.path as string}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it.each([
    ['JPEG', JPEG, 'jpg', 'image/jpeg'],
    ['GIF', GIF, 'gif', 'image/gif'],
    ['WebP', WEBP, 'webp', 'image/webp'],
  ])('accepts a %s, named by its bytes whatever its name and declared type', async (_name, bytes, ext, mime) => {
    const answer = await upload({
      file: { bytes, name: 'photo.bin', type: 'application/octet-stream' },
      img_path: 'h5_img',
    });
    expect(answer.status).toBe(200);
    expect(answer.data.path).toMatch(new RegExp(`\\.${ext}$`));
    const response = await fetch(`${sim.url}/cdn/${answer.data.path as string}`);
    expect(response.headers.get('content-type')).toBe(mime);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('refuses a text file renamed .png with image_type', async () => {
    const text = new TextEncoder().encode('just some notes, not a picture\n');
    const answer = await upload({ file: { bytes: text, name: 'photo.png', type: 'image/png' }, img_path: 'h5_img' });
    expect(answer).toEqual({
      status: 400,
      msg: 'Please choose an image file (JPG, PNG, GIF or WebP).',
      data: {
        errors: [
          { field: 'file', rule: 'image_type', message: 'Please choose an image file (JPG, PNG, GIF or WebP).' },
        ],
      },
    });
  });

  it('accepts exactly 5 MB and refuses 5 MB + 1 byte with max_size', async () => {
    const exact = new Uint8Array(rules.UPLOAD_MAX_BYTES);
    exact.set(PNG);
    expect((await upload({ file: { bytes: exact, name: 'big.png' }, img_path: 'h5_img' }, 'uploads-big')).status).toBe(
      200,
    );
    const over = new Uint8Array(rules.UPLOAD_MAX_BYTES + 1);
    over.set(PNG);
    expect(await upload({ file: { bytes: over, name: 'bigger.png' }, img_path: 'h5_img' }, 'uploads-big')).toEqual({
      status: 400,
      msg: 'The photo is larger than 5 MB.',
      data: { errors: [{ field: 'file', rule: 'max_size', message: 'The photo is larger than 5 MB.' }] },
    });
  });

  it('refuses a missing file with required, and a text part named file too', async () => {
    const missing = await upload({ img_path: 'h5_img' });
    expect(missing.status).toBe(400);
    expect(missing.data.errors).toEqual([expect.objectContaining({ field: 'file', rule: 'required' })]);
    const asText = new FormData();
    asText.append('img_path', 'h5_img');
    asText.append('file', 'iVBORw0KGgo=');
    const answer = conforms(await sim.postForm(UPLOAD, asText, ns('uploads')));
    expect(answer).toMatchObject({ status: 400, data: { errors: [{ field: 'file', rule: 'required' }] } });
  });

  it('refuses a second file, a file under another name, and a bad or missing img_path, naming the field', async () => {
    const two = form({ img_path: 'h5_img', file: { bytes: PNG, name: 'a.png' } });
    two.append('file', new Blob([PNG], { type: 'image/png' }), 'b.png');
    expect(conforms(await sim.postForm(UPLOAD, two, ns('uploads')))).toMatchObject({
      status: 400,
      data: { errors: [{ field: 'file', rule: 'max_count' }] },
    });
    const other = new FormData();
    other.append('img_path', 'h5_img');
    other.append('photo', new Blob([PNG], { type: 'image/png' }), 'a.png');
    const pairs = (await sim.postForm(UPLOAD, other, ns('uploads'))).data.errors.map(
      (e: { field: string; rule: string }) => `${e.field}:${e.rule}`,
    );
    expect(pairs).toEqual(expect.arrayContaining(['file:required', 'photo:additionalProperties']));
    expect((await upload({ file: { bytes: PNG, name: 'a.png' }, img_path: '../etc' })).data.errors).toEqual([
      expect.objectContaining({ field: 'img_path', rule: 'pattern' }),
    ]);
    expect((await upload({ file: { bytes: PNG, name: 'a.png' } })).data.errors).toEqual([
      expect.objectContaining({ field: 'img_path', rule: 'required' }),
    ]);
  });

  it('answers a JSON body or a broken multipart body with a 400 envelope, not a crash', async () => {
    const json = conforms(await sim.post(UPLOAD, { img_path: 'h5_img', file: 'x' }, ns('uploads')));
    expect(json).toMatchObject({
      status: 400,
      data: { errors: [{ field: '', rule: 'media_type', message: expect.stringMatching(/unsupported media type/i) }] },
    });
    const response = await fetch(`${sim.url}${UPLOAD}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ', ...ns('uploads') },
      body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(response.status).toBe(200);
    expect(conforms((await response.json()) as Answer)).toMatchObject({
      status: 400,
      data: { errors: [{ field: '', rule: 'multipart' }] },
    });
  });

  it('ignores tokens (security []) and takes a known data centre, refusing an unknown one', async () => {
    const withToken = await sim.postForm(UPLOAD, form({ file: { bytes: PNG, name: 'a.png' }, img_path: 'h5_img' }), {
      [GUEST_TOKEN_HEADER]: 'g_unknown',
    });
    expect(conforms(withToken).status).toBe(200);
    expect(
      (await upload({ file: { bytes: PNG, name: 'a.png' }, img_path: 'h5_img', datacenter_uuid: 'dc-us' })).status,
    ).toBe(200);
    expect(
      (await upload({ file: { bytes: PNG, name: 'a.png' }, img_path: 'h5_img', datacenter_uuid: 'dc-mars' })).data
        .errors,
    ).toEqual([expect.objectContaining({ field: 'datacenter_uuid', rule: 'known_datacenter' })]);
  });

  it('gives each namespace its own paths, answers 404 for unknown ones, and serves only images it kept', async () => {
    const a = await upload({ file: { bytes: PNG, name: 'a.png' }, img_path: 'h5_img' }, 'ns-up-a');
    const b = await upload({ file: { bytes: GIF, name: 'b.gif' }, img_path: 'h5_img' }, 'ns-up-b');
    expect(a.data.path).not.toBe(b.data.path);
    expect((await fetch(`${sim.url}/cdn/${b.data.path as string}`)).headers.get('content-type')).toBe('image/gif');
    for (const missing of [
      'uploads/h5_img/00000000-1.png',
      'uploads/other/' + String(a.data.path).split('/')[2],
      'uploads/h5_img/..%2F..%2Fetc.png',
      'uploads/h5_img/x.svg',
    ]) {
      const response = await fetch(`${sim.url}/cdn/${missing}`);
      expect(response.status, missing).toBe(404);
    }
    expect((await fetch(`${sim.url}/cdn/${String(a.data.path).replace('.png', '.gif')}`)).status).toBe(404);
  });

  it(`keeps the ${UPLOADS_KEPT} most recent uploads of a namespace`, async () => {
    const paths: string[] = [];
    for (let i = 0; i <= UPLOADS_KEPT; i += 1)
      paths.push(
        (await upload({ file: { bytes: PNG, name: `${i}.png` }, img_path: 'many' }, 'ns-many')).data.path as string,
      );
    expect((await fetch(`${sim.url}/cdn/${paths[0]!}`)).status).toBe(404);
    expect((await fetch(`${sim.url}/cdn/${paths[1]!}`)).status).toBe(200);
    expect((await fetch(`${sim.url}/cdn/${paths[UPLOADS_KEPT]!}`)).status).toBe(200);
    expect(sim.simulator.worlds.get('ns-many')!.uploads.list).toHaveLength(UPLOADS_KEPT);
  });

  it('a reset forgets the namespace uploads', async () => {
    const kept = await upload({ file: { bytes: PNG, name: 'a.png' }, img_path: 'h5_img' }, 'ns-up-reset');
    await sim.post('/control/reset', {}, ns('ns-up-reset'));
    expect((await fetch(`${sim.url}/cdn/${kept.data.path as string}`)).status).toBe(404);
  });
});

describe('stored uploads', () => {
  it(`drop the oldest beyond ${UPLOAD_BYTES_KEPT / 1024 / 1024} MB per namespace, keeping the newest even when alone too large`, () => {
    const world = createWorld(1);
    const png = rules.UPLOAD_IMAGE_TYPES.find((t) => t.ext === 'png')!;
    const five = new Uint8Array(rules.UPLOAD_MAX_BYTES);
    const ids = Array.from({ length: 6 }, (_, i) => storeUpload(world, 'n', 'h5_img', five, png, i).id);
    expect(world.uploads.list.map((r) => r.id)).toEqual(ids.slice(1));
    expect(world.uploads.list.reduce((n, r) => n + r.size, 0)).toBeLessThanOrEqual(UPLOAD_BYTES_KEPT);
    // Ids are random (crypto), never repeated, and say nothing of the namespace or the order.
    expect(new Set(ids).size).toBe(6);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(emptyUploads()).toEqual({ next: 1, list: [] });
  });
});

describe('uploads and the state file', () => {
  it('survive a restart', async () => {
    const stateFile = path.join(mkdtempSync(path.join(tmpdir(), 'sim-uploads-')), 'state.json');
    const first = await startTestSimulator({ stateFile });
    const answer = conforms(
      await first.postForm(UPLOAD, form({ file: { bytes: PNG, name: 'a.png' }, img_path: 'h5_img' }), {
        [NAMESPACE_HEADER]: 'kept',
      }),
    );
    expect(answer.status).toBe(200);
    await first.close();

    const second = await startTestSimulator({ stateFile });
    const response = await fetch(`${second.url}/cdn/${answer.data.path as string}`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    // The next upload of the namespace gets a new path, not the kept one again.
    const next = conforms(
      await second.postForm(UPLOAD, form({ file: { bytes: GIF, name: 'b.gif' }, img_path: 'h5_img' }), {
        [NAMESPACE_HEADER]: 'kept',
      }),
    );
    expect(next.data.path).toMatch(/\.gif$/);
    expect(next.data.path).not.toBe(answer.data.path);
    await second.close();
  });
});
