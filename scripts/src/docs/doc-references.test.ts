import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  anchorsOf,
  brokenReferences,
  docReferences,
  repositoryRoot,
  SPEC_DOCUMENTS,
  specCitations,
  slugOf,
  trackedTextFiles,
} from './doc-references.js';

const root = repositoryRoot();
const OWN_FOLDER = 'scripts/src/docs/';
const files = trackedTextFiles(root).map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
const where = (places: { file: string; line: number; text: string }[]) =>
  places.map((p) => `${p.file}:${p.line}: ${p.text}`);

describe('references in the repository', () => {
  it('never name the backend specification documents (a rule is stated in docs/product/ and pointed at there)', () => {
    const cited = files.flatMap(({ file, text }) => specCitations(file, text));
    expect(where(cited)).toEqual([]);
  });

  it('point at documents and headings that exist', () => {
    // The checks' own files name missing documents on purpose, as examples and test cases.
    const references = files
      .filter(({ file }) => !file.startsWith(OWN_FOLDER))
      .flatMap(({ file, text }) => docReferences(file, text));
    // The scan must see the references it is there to check (the code points at docs/product/ in many places).
    expect(references.length).toBeGreaterThan(50);
    const broken = brokenReferences(root, references);
    expect(broken.map((b) => `${b.file}:${b.line}: ${b.problem}`)).toEqual([]);
  });
});

describe('the reference checks', () => {
  const spec = (name: string) => `${name}.md`;

  it('find a specification document named in a comment, with or without a section, and a bare section', () => {
    const text = [
      'const a = 1;',
      `// Guests go to login (${spec(SPEC_DOCUMENTS[0]!)} \u00a74).`,
      `/* see ${spec('calls')} */`,
      '// by kind (\u00a72, \u00a79)',
    ].join('\n');
    expect(specCitations('x.ts', text).map((p) => p.line)).toEqual([2, 3, 4]);
    expect(specCitations('x.ts', '// the catalogue.yaml components, a callsite.md')).toEqual([]);
  });

  it('make anchors as the Markdown renderers do', () => {
    expect(slugOf('Tokens and the data centre')).toBe('tokens-and-the-data-centre');
    expect(slugOf('`datacenter_uuid`: the region')).toBe('datacenter_uuid-the-region');
    expect(slugOf('Saving & sharing (login first)')).toBe('saving--sharing-login-first');
    const anchors = anchorsOf('# Title\n## Limits\n```\n## not a heading\n```\n## Limits\n<a id="kept"></a>');
    expect([...anchors].sort()).toEqual(['kept', 'limits', 'limits-1', 'title']);
  });

  it('find root paths in code and relative links in documents', () => {
    const code = docReferences('app/x.ts', '/** See docs/product/tools.md#calculator and docs/architecture.md. */');
    expect(code.map((r) => [r.target, r.anchor])).toEqual([
      ['docs/product/tools.md', 'calculator'],
      ['docs/architecture.md', undefined],
    ]);
    const links = 'See [booking](account.md#booking), [map](../architecture.md) and [x](#saving).';
    const doc = docReferences('docs/product/tools.md', links);
    expect(doc.map((r) => [r.target, r.anchor])).toEqual([
      ['docs/product/account.md', 'booking'],
      ['docs/architecture.md', undefined],
      ['docs/product/tools.md', 'saving'],
    ]);
    // Inside docs/, a link written as if from the root points at docs/docs/...: read as a browser would.
    const misrooted = docReferences('docs/simulator.md', 'The format is in [docs/qr-format.md](docs/qr-format.md).');
    expect(misrooted.map((r) => r.target)).toEqual(['docs/qr-format.md', 'docs/docs/qr-format.md']);
  });

  it('report a missing file and a missing heading', () => {
    const references = [
      ...docReferences('a.ts', '// docs/no-such-page.md'),
      ...docReferences('a.ts', '// docs/conformance.md#no-such-heading-here'),
    ];
    expect(brokenReferences(root, references).map((b) => b.problem)).toEqual([
      'no file docs/no-such-page.md',
      'no heading #no-such-heading-here in docs/conformance.md',
    ]);
  });
});
