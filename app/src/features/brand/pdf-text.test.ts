import { describe, expect, it } from 'vitest';
import { pdfPages, streamLines, unescapePdfString } from './pdf-text';

function pdf(pages: string[][], compressed = false): string {
  const parts = ['%PDF-1.4', '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj'];
  const kids = pages.map((_, i) => `${4 + i * 2} 0 R`).join(' ');
  parts.push(`2 0 obj << /Type /Pages /Kids [${kids}] /Count ${pages.length} >> endobj`);
  parts.push('3 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj');
  pages.forEach((lines, i) => {
    const id = 4 + i * 2;
    const content = lines.map((l, li) => `BT /F1 12 Tf 56 ${780 - li * 24} Td (${l}) Tj ET`).join('\n');
    parts.push(`${id} 0 obj << /Type /Page /Parent 2 0 R /Contents ${id + 1} 0 R >> endobj`);
    parts.push(`${id + 1} 0 obj << /Length ${content.length}${compressed ? ' /Filter /FlateDecode' : ''} >>\nstream\n${content}\nendstream\nendobj`);
  });
  return parts.join('\n');
}

describe('PDF text', () => {
  it('unescapes literal strings', () => {
    expect(unescapePdfString('a\\(b\\) c\\\\d\\101')).toBe('a(b) c\\dA');
  });

  it('reads the lines of a content stream', () => {
    expect(streamLines('BT /F1 22 Tf 56 780 Td (Title) Tj ET\nBT [(Wa) -20 (ter)] TJ ET\nBT ET')).toEqual(['Title', 'Water']);
  });

  it('reads every page in order', () => {
    const pages = pdfPages(pdf([['Cover', 'Porcelain tiles'], ['Sizes and packing', '600x600 mm'], ['Technical data']]));
    expect(pages).toEqual([['Cover', 'Porcelain tiles'], ['Sizes and packing', '600x600 mm'], ['Technical data']]);
  });

  it('gives no pages for what it cannot read', () => {
    expect(pdfPages(pdf([['Hidden']], true))).toEqual([]);
    expect(pdfPages('not a pdf')).toEqual([]);
  });
});
