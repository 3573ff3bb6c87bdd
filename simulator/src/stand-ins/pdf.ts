import { deflateSync } from 'node:zlib';
import { hashString } from '../state/random.js';

/**
 * A real PDF written by hand (no dependency), as a backend's documents are: four A4 pages (a title page with tile
 * swatches, then sizes, technical data and laying advice), each page's content stream FlateDecode-compressed, and
 * the cross-reference table computed from the byte offsets. The CDN stand-in serves one for any document name, so
 * brand content of kind 4 opens offline; the same name always gives the same bytes.
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

/** Colours (0-1 RGB) of the swatches on the title page; the name picks where the row starts. */
const SWATCHES: [number, number, number][] = [
  [0.91, 0.89, 0.86],
  [0.81, 0.78, 0.72],
  [0.55, 0.5, 0.43],
  [0.77, 0.66, 0.54],
  [0.69, 0.49, 0.36],
  [0.44, 0.5, 0.53],
  [0.5, 0.57, 0.48],
  [0.25, 0.23, 0.2],
];

const rgb = ([r, g, b]: [number, number, number]) => `${r} ${g} ${b}`;
const text = (font: 'F1' | 'F2', size: number, x: number, y: number, line: string) =>
  `BT /${font} ${size} Tf ${x} ${y} Td (${escapePdfText(line)}) Tj ET`;

interface PageSpec {
  heading: string;
  lines: string[];
}

function titlePage(title: string, name: string): string {
  const start = hashString(name) % SWATCHES.length;
  const ops = [`${rgb(SWATCHES[start]!)} rg 0 642 595 200 re f`, '0.16 0.15 0.13 rg', text('F2', 30, 56, 560, title)];
  ops.push(text('F1', 14, 56, 530, 'Porcelain stoneware tiles for floors, walls and outdoor spaces.'));
  // Six tiles with grout lines between them: 3 columns x 2 rows of 150 x 150 pt.
  ops.push('0.35 0.33 0.3 rg 52 176 491 316 re f');
  for (let row = 0; row < 2; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      const colour = SWATCHES[(start + row * 3 + col) % SWATCHES.length]!;
      ops.push(`${rgb(colour)} rg ${56 + col * 162} ${180 + row * 158} 158 154 re f`);
    }
  }
  ops.push(
    '0.16 0.15 0.13 rg',
    text('F1', 11, 56, 140, `Document ${name}`),
    text('F1', 11, 56, 122, 'Collection 2026. Sizes, finishes and technical data inside.'),
  );
  return ops.join('\n');
}

function textPage({ heading, lines }: PageSpec): string {
  const ops = ['0.16 0.15 0.13 rg', text('F2', 22, 56, 770, heading), '0.6 0.56 0.5 RG 1.5 w 56 756 m 539 756 l S'];
  lines.forEach((line, i) => ops.push(text('F1', 13, 56, 720 - i * 26, line)));
  return ops.join('\n');
}

function footer(title: string, page: number, count: number): string {
  return ['0.45 0.43 0.4 rg', text('F1', 9, 56, 40, title), text('F1', 9, 480, 40, `Page ${page} of ${count}`)].join(
    '\n',
  );
}

export function pdfDocument(name: string): Buffer {
  const title = titleFromName(name) || 'Document';
  const bodies = [
    titlePage(title, name),
    textPage({
      heading: 'Sizes and packing',
      lines: [
        '600x600 mm     4 pcs a box    1.44 m2 a box    32 kg',
        '600x1200 mm    2 pcs a box    1.44 m2 a box    33 kg',
        '1200x1200 mm   1 pc a box     1.44 m2 a box    34 kg',
        '800x800 mm     3 pcs a box    1.92 m2 a box    43 kg',
        '',
        'Boxes ship on pallets of 40; order 10% extra for cuts.',
      ],
    }),
    textPage({
      heading: 'Technical data',
      lines: [
        'Water absorption: 0.5% or less (EN ISO 10545-3)',
        'Slip resistance: R9 to R11 (DIN 51130)',
        'Breaking strength: 1300 N or more',
        'Frost resistant: yes',
        'Chemical resistance: class UA',
        'Thickness: 9 to 20 mm',
      ],
    }),
    textPage({
      heading: 'Laying and care',
      lines: [
        'Lay on a flat, dry and clean screed.',
        'Use a C2 thin-bed adhesive, back-buttering slabs over 600 mm.',
        'Leave 2 mm joints and a movement joint every 25 m2.',
        'Clean cement haze after 24 hours with an acid cleaner.',
        'Everyday care: water and a pH-neutral detergent.',
      ],
    }),
  ];

  // 1 catalog, 2 pages, 3 and 4 fonts, 5 info; then a page and its content stream per page.
  const objects: (string | Buffer)[] = [];
  const pageIds: number[] = [];
  bodies.forEach((body, i) => {
    const pageId = 6 + i * 2;
    pageIds.push(pageId);
    const content = deflateSync(Buffer.from(`${body}\n${footer(title, i + 1, bodies.length)}\n`, 'latin1'), {
      level: 9,
    });
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      content,
      Buffer.from('\nendstream', 'latin1'),
    ]);
  });
  objects[1] = `<< /Type /Catalog /Pages 2 0 R >>`;
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  objects[3] = `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>`;
  objects[4] = `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>`;
  objects[5] = `<< /Title (${escapePdfText(title)}) /Producer (Storefront simulator) >>`;

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = length;
    const body = objects[id]!;
    push(
      Buffer.concat([
        Buffer.from(`${id} 0 obj\n`, 'latin1'),
        typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
        Buffer.from('\nendobj\n', 'latin1'),
      ]),
    );
  }
  const xrefAt = length;
  let tail = `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) tail += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(chunks);
}
