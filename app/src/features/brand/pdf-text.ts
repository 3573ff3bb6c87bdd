/**
 * Reads the text of a PDF's pages, so a brand PDF is readable on a phone whose browser does not show PDFs inline
 * (catalogue.md §2 /brand-detail). It understands text shown with Tj / TJ in uncompressed content streams (the
 * documents the stand-in CDN serves); anything else yields no pages and the page offers the preview picture and
 * the 'Open PDF' link only.
 */

/** Decodes the escapes of a PDF literal string. */
export function unescapePdfString(raw: string): string {
  return raw.replace(/\\([nrtbf()\\]|[0-7]{1,3}|\r?\n)/g, (_, c: string) => {
    switch (c) {
      case 'n':
        return '\n';
      case 'r':
        return '\r';
      case 't':
        return '\t';
      case 'b':
        return '\b';
      case 'f':
        return '\f';
      case '(':
      case ')':
      case '\\':
        return c;
      default:
        return /^[0-7]+$/.test(c) ? String.fromCharCode(parseInt(c, 8)) : '';
    }
  });
}

const LITERAL = /\((?:\\.|[^\\)])*\)/g;

/** The lines of text of one content stream: each BT ... ET block's strings joined. */
export function streamLines(stream: string): string[] {
  const lines: string[] = [];
  for (const block of stream.match(/BT[\s\S]*?ET/g) ?? []) {
    const strings = (block.match(LITERAL) ?? []).map((s) => unescapePdfString(s.slice(1, -1)));
    const line = strings.join('').trim();
    if (line) lines.push(line);
  }
  return lines;
}

/**
 * The pages of a PDF in order, each as its lines of text. Pages are found through their /Contents references;
 * compressed streams (FlateDecode) are left out.
 */
export function pdfPages(text: string): string[][] {
  const objects = new Map<number, string>();
  for (const match of text.matchAll(/(\d+)\s+0\s+obj([\s\S]*?)endobj/g)) objects.set(Number(match[1]), match[2] ?? '');
  const pageIds = [...objects.entries()].filter(([, body]) => /\/Type\s*\/Page(?!s)/.test(body)).map(([id]) => id);
  const kids = [...objects.values()].map((body) => /\/Kids\s*\[([^\]]*)\]/.exec(body)?.[1]).find(Boolean);
  const ordered = kids ? [...kids.matchAll(/(\d+)\s+0\s+R/g)].map((m) => Number(m[1])).filter((id) => pageIds.includes(id)) : pageIds;
  const pages: string[][] = [];
  for (const id of ordered) {
    const body = objects.get(id) ?? '';
    const refs = /\/Contents\s*(\[[^\]]*\]|\d+\s+0\s+R)/.exec(body)?.[1] ?? '';
    const lines: string[] = [];
    for (const ref of refs.matchAll(/(\d+)\s+0\s+R/g)) {
      const stream = objects.get(Number(ref[1])) ?? '';
      if (/\/Filter/.test(stream)) continue;
      const data = /stream\r?\n([\s\S]*?)\r?\n?endstream/.exec(stream)?.[1] ?? '';
      lines.push(...streamLines(data));
    }
    pages.push(lines);
  }
  return pages.some((p) => p.length) ? pages : [];
}
