import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PNG } from '../sample-files.js';
import { loadContract } from '../contract.js';
import { runFlow } from './engine.js';
import { stepFiles } from './files.js';
import { loadFlow } from './spec.js';

const folder = () => mkdtempSync(path.join(tmpdir(), 'flow-files-'));
const flowFile = (dir: string, step: string) => {
  const file = path.join(dir, 'flow.yaml');
  writeFileSync(file, `name: upload\nsteps:\n  - ${step}\n`);
  return file;
};

describe('files of an upload step', () => {
  it('take a file beside the scenario or a named sample, and refuse anything else naming the part', () => {
    const dir = folder();
    const flow = loadFlow(
      flowFile(
        dir,
        'call: uploadImage\n    body: {img_path: h5_img}\n    files: {file: {path: avatar.jpg, name: me.jpg}}',
      ),
    );
    expect(flow.steps[0]?.files).toEqual({ file: { path: 'avatar.jpg', name: 'me.jpg' } });
    const bad = (files: string) => () => loadFlow(flowFile(dir, `call: uploadImage\n    files: ${files}`));
    expect(bad('{file: {sample: huge.png}}')).toThrow(/files.file.sample is one of one-pixel.png, text-dressed-as.png/);
    expect(bad('{file: {path: a.png, size: 3}}')).toThrow(/files.file: unknown key size/);
    expect(bad('{file: {path: /etc/passwd}}')).toThrow(/files.file.path is relative to the scenario's folder/);
    expect(bad('{file: a.png}')).toThrow(/files.file is \{path: FILE, type\?, name\?\} or \{sample: NAME\}/);
    expect(() => loadFlow(flowFile(dir, 'control: getClock\n    files: {file: {sample: one-pixel.png}}'))).toThrow(
      /files: belongs to a call: step/,
    );
  });

  it('read the bytes from the scenario folder, the type from the extension unless given, and name a missing file', () => {
    const dir = folder();
    const scenario = path.join(dir, 'walk.yaml');
    writeFileSync(path.join(dir, 'walk.upload-1.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    const files = stepFiles(
      {
        file: { path: 'walk.upload-1.jpg' },
        other: { path: 'walk.upload-1.jpg', type: 'image/webp', name: 'x.webp' },
        dot: { sample: 'one-pixel.png' },
      },
      scenario,
    );
    expect(files.file).toEqual({
      name: 'walk.upload-1.jpg',
      type: 'image/jpeg',
      bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    });
    expect(files.other).toMatchObject({ name: 'x.webp', type: 'image/webp' });
    expect(files.dot).toBe(SAMPLE_PNG);
    expect(() => stepFiles({ file: { path: 'gone.png' } }, scenario)).toThrow(
      `files.file: cannot read ${path.join(dir, 'gone.png')} (ENOENT)`,
    );
  });

  it('are refused on an operation that takes JSON, before anything is sent', async () => {
    const flow = loadFlow(flowFile(folder(), 'call: getAD\n    files: {file: {sample: one-pixel.png}}'));
    // Nothing listens on port 9: a request sent would be a transport error, not this note.
    const result = await runFlow(flow, { baseUrl: 'http://127.0.0.1:9', contract: loadContract(), timeoutMs: 1000 });
    expect(result.steps[0]?.note).toBe('files: getAD takes a JSON body, not multipart/form-data: it has no file parts');
  });
});
