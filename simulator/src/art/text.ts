/**
 * Text for the generated pictures: XML escaping, short numbers, headlines carried in a picture's name, and line
 * wrapping by the widths of a Helvetica/Arial bold face (the pictures name that family first, and Liberation Sans,
 * its metric twin, stands in where neither is installed).
 */

export const SANS = "'Helvetica Neue',Helvetica,Arial,'Liberation Sans',sans-serif";

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** A coordinate with at most one decimal, as short as it gets (no '-0', no trailing '.0'). */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) || rounded === 0 ? '0' : String(rounded);
}

/** A complete SVG document of the given size. */
export function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;
}

/**
 * Text in a picture's name, which may only hold letters, digits, '_' and '-': a space becomes '_', every other
 * character '-' and two hex digits ('-u' and four for characters past U+00FF). The text always follows '--' in the
 * name, which the encoding itself never produces.
 */
export function encodeText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (/[A-Za-z0-9]/.test(ch)) out += ch;
    else if (ch === ' ') out += '_';
    else if (code < 0x100) out += `-${code.toString(16).padStart(2, '0')}`;
    else if (code < 0x10000) out += `-u${code.toString(16).padStart(4, '0')}`;
  }
  return out;
}

export function decodeText(encoded: string): string {
  return encoded
    .replace(/-u([0-9a-f]{4})|-([0-9a-f]{2})|_/g, (m, wide: string | undefined, narrow: string | undefined) =>
      wide ? String.fromCharCode(parseInt(wide, 16)) : narrow ? String.fromCharCode(parseInt(narrow, 16)) : ' ',
    )
    .replace(/-/g, '');
}

/** The headline a picture's name carries after '--', or '' when it has none. */
export function textOfKey(key: string): string {
  const at = key.indexOf('--');
  return at < 0 ? '' : decodeText(key.slice(at + 2)).trim();
}

/** Appends a headline to a picture's name, cut at a word so the name stays within `limit` characters. */
export function withText(prefix: string, text: string, limit = 120): string {
  const room = limit - prefix.length - 2;
  const words = text.trim().split(/\s+/);
  let encoded = '';
  for (const word of words) {
    const next = encodeText(encoded ? `${decodeText(encoded)} ${word}` : word);
    if (next.length > room) break;
    encoded = next;
  }
  return encoded ? `${prefix}--${encoded}` : prefix;
}

// Advance widths (per 1000 em) of Helvetica Bold, the face the headlines ask for first.
const LOWER = [
  556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778,
  556, 556, 500,
];
const UPPER = [
  722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944,
  667, 667, 611,
];
const OTHER: Record<string, number> = {
  ' ': 278,
  '.': 278,
  ',': 278,
  ':': 333,
  ';': 333,
  '!': 333,
  '?': 611,
  "'": 238,
  '’': 278,
  '-': 333,
  '%': 889,
  '&': 722,
  '(': 333,
  ')': 333,
  '/': 278,
  '×': 584,
};

/** The width of a line of bold text at a font size (regular text is about 7% narrower). */
export function textWidth(text: string, size: number, bold = true): number {
  let units = 0;
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (c >= 97 && c <= 122) units += LOWER[c - 97]!;
    else if (c >= 65 && c <= 90) units += UPPER[c - 65]!;
    else if (c >= 48 && c <= 57) units += 556;
    else units += OTHER[ch] ?? 600;
  }
  return (units * size * (bold ? 1 : 0.93)) / 1000;
}

/** Greedy wrapping into lines no wider than `width`; undefined when it takes more than `maxLines`. */
export function wrap(text: string, size: number, width: number, maxLines: number, bold = true): string[] | undefined {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size, bold) <= width) line = next;
    else {
      if (line) lines.push(line);
      line = word;
      if (textWidth(word, size, bold) > width) return undefined;
    }
  }
  if (line) lines.push(line);
  return lines.length <= maxLines ? lines : undefined;
}

/**
 * The largest font size from `sizes` (largest first) at which the text fits in `maxLines` lines of `width`; at
 * the smallest size the text is cut with an ellipsis.
 */
export function fitText(
  text: string,
  sizes: number[],
  width: number,
  maxLines: number,
): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrap(text, size, width, maxLines);
    if (lines) return { size, lines };
  }
  const size = sizes[sizes.length - 1]!;
  const words = text.split(/\s+/).filter(Boolean);
  while (words.length > 1) {
    words.pop();
    const lines = wrap(`${words.join(' ')}…`, size, width, maxLines);
    if (lines) return { size, lines };
  }
  return { size, lines: [words[0] ?? ''] };
}
