// The QR encoder of @zxing/library (the same library the app's scanner decodes with).
import zxing from '@zxing/library';

const { BarcodeFormat, EncodeHintType, QRCodeWriter } = zxing;

/** Modules of white border around the code, as the QR standard asks. */
export const QR_QUIET_ZONE = 4;
/** Size of one module in the SVG's user units (the picture scales freely). */
const MODULE = 8;

/** The code's modules, row by row (true = dark), quiet zone included. */
export function qrModules(text: string): boolean[][] {
  const matrix = new QRCodeWriter().encode(
    text,
    BarcodeFormat.QR_CODE,
    0,
    0,
    new Map([[EncodeHintType.MARGIN, QR_QUIET_ZONE]]),
  );
  const rows: boolean[][] = [];
  for (let y = 0; y < matrix.getHeight(); y += 1) {
    const row: boolean[] = [];
    for (let x = 0; x < matrix.getWidth(); x += 1) row.push(matrix.get(x, y));
    rows.push(row);
  }
  return rows;
}

/**
 * A self-contained SVG picture of the QR code of `text`: dark modules on white, one path, crisp edges, so QA can
 * show it on a screen or print it and scan it with a phone.
 */
export function qrSvg(text: string): string {
  const rows = qrModules(text);
  const size = (rows[0]?.length ?? 0) * MODULE;
  // One rectangle per horizontal run of dark modules keeps the picture small.
  let path = '';
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length;) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      let end = x;
      while (row[end]) end += 1;
      const width = (end - x) * MODULE;
      path += `M${x * MODULE} ${y * MODULE}h${width}v${MODULE}h-${width}z`;
      x = end;
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" shape-rendering="crispEdges">` +
    `<rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}
