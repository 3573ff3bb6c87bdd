import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfDocument, titleFromName } from './pdf.js';

/** The objects of a classic (xref-table) PDF, read the way a viewer finds them: from startxref through the table. */
function readPdf(bytes: Buffer) {
  const text = bytes.toString('latin1');
  const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(text)?.[1]);
  expect(text.slice(xrefAt, xrefAt + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(xrefAt))!;
  expect(Number(first)).toBe(0);
  const tableAt = xrefAt + text.slice(xrefAt).indexOf('\n', 5) + 1;
  const objects = new Map<number, { dict: string; stream?: Buffer }>();
  for (let id = 0; id < Number(count); id += 1) {
    // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, n or f, and a two-byte end of line.
    const entry = text.slice(tableAt + id * 20, tableAt + id * 20 + 20);
    expect(entry).toMatch(/^\d{10} \d{5} [nf] \n$/);
    if (entry[17] === 'f') continue;
    const offset = Number(entry.slice(0, 10));
    const header = `${id} 0 obj\n`;
    expect(text.slice(offset, offset + header.length)).toBe(header);
    const end = text.indexOf('\nendobj', offset);
    const body = text.slice(offset + header.length, end);
    const streamAt = body.indexOf('\nstream\n');
    if (streamAt < 0) {
      objects.set(id, { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)![1]);
    const start = offset + header.length + streamAt + '\nstream\n'.length;
    expect(text.slice(start + length, start + length + 10)).toBe('\nendstream');
    objects.set(id, { dict, stream: bytes.subarray(start, start + length) });
  }
  const trailer = text.slice(tableAt + Number(count) * 20);
  return { text, objects, trailer };
}

describe('the CDN stand-in PDF', () => {
  const name = 'dc-eu-marmo-collection-2026-3';
  const bytes = pdfDocument(name);
  const { text, objects, trailer } = readPdf(bytes);

  it('is a PDF with a binary marker, a trailer naming its root and an end marker', () => {
    expect(text.startsWith('%PDF-1.4\n%')).toBe(true);
    expect(bytes[10]! > 127).toBe(true);
    expect(trailer).toMatch(/^trailer\n<< \/Size \d+ \/Root 1 0 R/);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    expect(objects.get(1)!.dict).toContain('/Type /Catalog');
  });

  it('has several pages, each with a FlateDecode content stream that inflates to drawing and text operators', () => {
    const pagesDict = objects.get(2)!.dict;
    const count = Number(/\/Count (\d+)/.exec(pagesDict)![1]);
    expect(count).toBeGreaterThanOrEqual(3);
    const kids = [...pagesDict.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
    expect(kids).toHaveLength(count);
    const contents = kids.map((kid, i) => {
      const page = objects.get(kid)!.dict;
      expect(page).toContain('/Type /Page ');
      const stream = objects.get(Number(/\/Contents (\d+) 0 R/.exec(page)![1]))!;
      expect(stream.dict).toContain('/Filter /FlateDecode');
      const content = inflateSync(stream.stream!).toString('latin1');
      expect(content.length).toBeGreaterThan(stream.stream!.length);
      expect(content).toContain(`(Page ${i + 1} of ${count}) Tj`);
      return content;
    });
    expect(contents[0]).toContain(`(${titleFromName(name)}) Tj`);
    expect(contents[0]).toMatch(/ re f/);
    expect(contents[1]).toContain('Sizes and packing');
    expect(contents[2]).toContain('Water absorption');
    // Nothing readable is left uncompressed.
    expect(text).not.toContain('Water absorption');
  });

  it('is the same bytes for the same name, and titled from the name', () => {
    expect(pdfDocument(name).equals(bytes)).toBe(true);
    expect(pdfDocument('dc-eu-other-1').equals(bytes)).toBe(false);
    expect(readPdf(pdfDocument('x')).objects.get(5)!.dict).toContain('/Title (X)');
    expect(titleFromName('dc-eu-terra-viva-technical-data-12')).toBe('Terra Viva Technical Data');
  });
});
