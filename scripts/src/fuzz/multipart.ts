/**
 * Multipart bodies written byte by byte: FormData cannot send a part twice under odd names, a file name with
 * quotes or line breaks, a missing closing boundary, or bytes that are not the declared type.
 */
export interface Part {
  name: string;
  value?: string;
  file?: { filename: string; type: string; bytes: Uint8Array };
}

export const BOUNDARY = 'fuzz-boundary-7f3a';

export function multipartBytes(
  parts: Part[],
  options: { boundary?: string; unterminated?: boolean } = {},
): Uint8Array<ArrayBuffer> {
  const boundary = options.boundary ?? BOUNDARY;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.file) head += `; filename="${part.file.filename}"\r\nContent-Type: ${part.file.type}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`, 'latin1'));
    chunks.push(part.file ? Buffer.from(part.file.bytes) : Buffer.from(part.value ?? '', 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  if (!options.unterminated) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const all = Buffer.concat(chunks);
  return new Uint8Array(all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer);
}

export function multipartType(boundary = BOUNDARY): string {
  return `multipart/form-data; boundary=${boundary}`;
}

/** PNG headers claiming absurd sizes, truncated images and things that are not images at all. */
export function hostileFiles(png: Uint8Array): { filename: string; type: string; bytes: Uint8Array }[] {
  const withSize = (width: number, height: number) => {
    const copy = Buffer.from(png);
    // IHDR width and height sit at bytes 16-23 of a PNG.
    copy.writeUInt32BE(width >>> 0, 16);
    copy.writeUInt32BE(height >>> 0, 20);
    return new Uint8Array(copy);
  };
  const text = (s: string) => new TextEncoder().encode(s);
  return [
    { filename: 'empty.png', type: 'image/png', bytes: new Uint8Array(0) },
    { filename: 'magic-only.png', type: 'image/png', bytes: png.subarray(0, 8) },
    { filename: 'cut.png', type: 'image/png', bytes: png.subarray(0, 20) },
    { filename: 'huge.png', type: 'image/png', bytes: withSize(0x7fffffff, 0x7fffffff) },
    { filename: 'zero.png', type: 'image/png', bytes: withSize(0, 0) },
    { filename: 'wide.png', type: 'image/png', bytes: withSize(1_000_000, 1) },
    {
      filename: 'script.svg',
      type: 'image/svg+xml',
      bytes: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'),
    },
    { filename: 'page.html', type: 'text/html', bytes: text('<html><script>alert(1)</script></html>') },
    { filename: 'gif.png', type: 'image/png', bytes: text('GIF89a\u0000\u0000\u0000\u0000') },
    { filename: 'jpeg.jpg', type: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]) },
    { filename: 'webp.webp', type: 'image/webp', bytes: text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ') },
    { filename: '../../../../etc/passwd', type: 'image/png', bytes: png },
    { filename: 'a"b\r\nX-Injected: 1.png', type: 'image/png', bytes: png },
    { filename: '__proto__', type: 'image/png', bytes: png },
    { filename: `${'n'.repeat(5000)}.png`, type: 'image/png', bytes: png },
    {
      filename: 'big.png',
      type: 'image/png',
      bytes: new Uint8Array(Buffer.concat([Buffer.from(png), Buffer.alloc(6 * 1024 * 1024)])),
    },
    { filename: 'ok.png', type: 'application/x-msdownload', bytes: png },
    { filename: 'ok.png', type: '', bytes: png },
  ];
}
