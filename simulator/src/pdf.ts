/**
 * A small valid PDF written by hand (no dependency): a few pages of Helvetica text, with the cross-reference
 * table computed from the byte offsets. The CDN stand-in serves one for any document name, so brand content of
 * kind 4 opens offline.
 */
function escapePdfText(text: string): string {
  // Standard fonts use WinAnsi; keep ASCII and escape what PDF strings treat specially.
  return text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

export function titleFromName(name: string): string {
  return name
    .replace(/^dc-[a-z]+-/, '')
    .split('-')
    .filter((w) => w && !/^\d+$/.test(w))
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

export function pdfDocument(name: string): Buffer {
  const title = titleFromName(name) || 'Document';
  const pages: string[][] = [
    [title, '', 'Porcelain stoneware tiles for floors, walls and outdoor spaces.', `Document ${name}`],
    ['Sizes and packing', '', '600x600 mm    4 pcs a box    1.44 m2 a box', '600x1200 mm   2 pcs a box    1.44 m2 a box', '1200x1200 mm  1 pc a box     1.44 m2 a box'],
    ['Technical data', '', 'Water absorption: 0.5% or less', 'Slip resistance: R9 to R11', 'Frost resistant: yes', 'Laying: thin-bed adhesive, 2 mm joints'],
  ];
  const objects: string[] = [];
  const pageIds: number[] = [];
  // 1 catalog, 2 pages, 3 font; then a page and its content stream per page.
  pages.forEach((lines, i) => {
    const pageId = 4 + i * 2;
    pageIds.push(pageId);
    const text = lines
      .map((line, li) => `BT /F1 ${li === 0 ? 22 : 12} Tf 56 ${780 - li * 24} Td (${escapePdfText(line)}) Tj ET`)
      .concat([`BT /F1 9 Tf 56 40 Td (Page ${i + 1} of ${pages.length}) Tj ET`])
      .join('\n');
    objects[pageId] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`;
  });
  objects[1] = `<< /Type /Catalog /Pages 2 0 R >>`;
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  objects[3] = `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>`;
  objects[0] = '';

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info << /Title (${escapePdfText(title)}) >> >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
