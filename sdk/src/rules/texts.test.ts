import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as texts from './texts.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCE = /\.(ts|tsx)$/;
const NOT_CODE = /\.(test|stories)\.tsx?$/;
const COMMENT = /^\s*(\*|\/\/|\/\*)/;

/** Every line of the app's and the simulator's own code (tests and stories may spell a text out to check it). */
function codeLines(): { file: string; line: string }[] {
  return ['app/src', 'simulator/src'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => SOURCE.test(file) && !NOT_CODE.test(file))
      .flatMap((file) =>
        readFileSync(path.join(root, dir, file), 'utf8')
          .split('\n')
          .filter((line) => !COMMENT.test(line))
          .map((line) => ({ file: `${dir}/${file}`, line })),
      ),
  );
}

describe('texts the app and the backend both say', () => {
  it('are written once, here: neither the app nor the simulator spells one out', () => {
    const lines = codeLines();
    const spelled = Object.values(texts).flatMap((text) =>
      lines
        .filter(({ line }) => ["'", '"', '`'].some((quote) => line.includes(`${quote}${text}${quote}`)))
        .map(({ file }) => `${file}: ${text}`),
    );
    expect(spelled).toEqual([]);
  });
});
